import "./account.css";
import { Link } from "@tanstack/react-router";
import { GENERIC_DECLINE } from "../../core/payments.ts";
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
        <Link to="/" className="btn btn-primary">
          Start watching
        </Link>
      </div>
    );
  }
  return (
    <div className="container account-card">
      <h1 className="page-title">Payment failed</h1>
      <p role="alert" className="payment-decline">
        {outcome.message || GENERIC_DECLINE}
      </p>
      <Link to="/sign-up" className="btn btn-primary">
        Try again
      </Link>
    </div>
  );
}
