import "./account.css";
import { GENERIC_DECLINE } from "../../core/payments.ts";
import { Button } from "../Button.tsx";
import type { PaymentOutcome } from "../checkout.view.ts";

/** Not worded by the spec: a result page opened without an order. */
export const NO_ORDER_TITLE = "No payment to show";
export const NO_ORDER_TEXT =
  "This page shows the result of a payment, but it was opened without one. If you have just paid, My Account shows your plan.";

/** /epoch-return-url, /payment-success and /payment-error: what became of this order. */
export function PaymentResult({ outcome }: { readonly outcome: PaymentOutcome }) {
  if (outcome.kind === "checking") {
    return (
      <div className="container account-card" aria-busy="true">
        <h1 className="page-title">Checking your payment...</h1>
      </div>
    );
  }
  if (outcome.kind === "missing") {
    return (
      <div className="container account-card">
        <h1 className="page-title">{NO_ORDER_TITLE}</h1>
        <p>{NO_ORDER_TEXT}</p>
        <div className="account-actions">
          <Button tag="link" to="/profile" theme="primary">
            My Account
          </Button>
          <Button tag="link" to="/sign-up" theme="outline">
            Choose a plan
          </Button>
        </div>
      </div>
    );
  }
  if (outcome.kind === "success") {
    return (
      <div className="container account-card">
        <h1 className="page-title">Payment successful</h1>
        <p>Welcome to Premium! Every film is yours to watch.</p>
        <Button tag="link" to="/" theme="primary">
          Start watching
        </Button>
      </div>
    );
  }
  const { promoUrl, planId, excludedGateway } = outcome.retry;
  const search = {
    ...(planId === null ? {} : { plan: planId }),
    ...(excludedGateway === null ? {} : { excluded_gateway: excludedGateway }),
  };
  return (
    <div className="container account-card">
      <h1 className="page-title">Payment failed</h1>
      <p role="alert" className="payment-decline">
        {outcome.message || GENERIC_DECLINE}
      </p>
      {promoUrl === null ? (
        <Button tag="link" to="/sign-up" search={search} theme="primary">
          Try again
        </Button>
      ) : (
        <Button
          tag="link"
          to="/sign-up/$slug"
          params={{ slug: promoUrl }}
          search={search}
          theme="primary"
        >
          Try again
        </Button>
      )}
    </div>
  );
}
