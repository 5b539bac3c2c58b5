import { createFileRoute } from "@tanstack/react-router";
import { PaymentReturnContainer } from "../ui/account/CheckoutContainers.tsx";
import { orderSearch } from "./-accountSearch.ts";

/** `/payment-success?order_id=`: the payment's result, read from the order. */
export const Route = createFileRoute("/payment-success")({
  validateSearch: orderSearch,
  component: PaymentSuccessRoute,
});

function PaymentSuccessRoute() {
  const { order_id } = Route.useSearch();
  return <PaymentReturnContainer orderId={order_id ?? null} page="/payment-success" />;
}
