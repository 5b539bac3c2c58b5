import { createFileRoute } from "@tanstack/react-router";
import { PaymentReturnContainer } from "../ui/account/CheckoutContainers.tsx";
import { orderSearch } from "./-accountSearch.ts";

/** `/epoch-return-url?order_id=`: the payment's result, read from the order. */
export const Route = createFileRoute("/epoch-return-url")({
  validateSearch: orderSearch,
  component: EpochReturnUrlRoute,
});

function EpochReturnUrlRoute() {
  const { order_id } = Route.useSearch();
  return <PaymentReturnContainer orderId={order_id ?? null} page="/epoch-return-url" />;
}
