import { createFileRoute } from "@tanstack/react-router";
import { PaymentReturnContainer } from "../ui/account/CheckoutContainers.tsx";
import { orderSearch } from "./-accountSearch.ts";

/** `/payment-error?order_id=`: the payment's result, read from the order. */
export const Route = createFileRoute("/payment-error")({
  validateSearch: orderSearch,
  component: PaymentErrorRoute,
});

function PaymentErrorRoute() {
  const { order_id } = Route.useSearch();
  return <PaymentReturnContainer orderId={order_id ?? null} page="/payment-error" />;
}
