import "./account.css";
import { GENERIC_DECLINE } from "../../core/payments.ts";
import { Button } from "../Button.tsx";
import type { PaymentOutcome } from "../checkout.view.ts";

/** /epoch-return-url, /payment-success and /payment-error: what became of the payment. */
export function PaymentResult({ outcome }: { readonly outcome: PaymentOutcome }) {
  if (outcome.kind === "checking") {
    return (
      <div className="container account-card" aria-busy="true">
        <h1 className="page-title">Checking your payment...</h1>
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
  return (
    <div className="container account-card">
      <h1 className="page-title">Payment failed</h1>
      <p role="alert" className="payment-decline">
        {outcome.message || GENERIC_DECLINE}
      </p>
      <Button tag="link" to="/sign-up" theme="primary">
        Try again
      </Button>
    </div>
  );
}
