import "./account.css";
import type { CheckoutView, PlanGroupCard } from "../checkout.view.ts";

export interface PlansProps extends CheckoutView {
  /** A logged-in viewer may pay; a guest signs up first. */
  readonly canPay: boolean;
  readonly onChoose: (planId: number) => void;
  readonly onPay: () => void;
  readonly onRetry: () => void;
}

/** The plan group's plans with their prices; the chosen one is paid for at the provider. */
export function Plans({
  status,
  groups,
  chosenPlanId,
  failure,
  canPay,
  onChoose,
  onPay,
  onRetry,
}: PlansProps) {
  if (status === "loading") {
    return (
      <p className="plans-status" aria-busy="true">
        Loading plans...
      </p>
    );
  }
  if (status === "failed") {
    return (
      <div className="plans-status" role="alert">
        <p>{failure ?? "Plans could not be loaded."}</p>
        <button type="button" className="btn btn-outline" onClick={onRetry}>
          Try again
        </button>
      </div>
    );
  }
  const paying = status === "paying";
  return (
    <section className="plans" aria-labelledby="plans-title">
      <h2 id="plans-title">Choose your plan</h2>
      {groups.map((group) => (
        <PlanGroupView
          key={group.id}
          group={group}
          chosenPlanId={chosenPlanId}
          disabled={paying}
          onChoose={onChoose}
        />
      ))}
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      {canPay ? (
        <button
          type="button"
          className="btn btn-primary btn-lg"
          disabled={paying || chosenPlanId === null}
          onClick={onPay}
        >
          {paying ? "Redirecting to payment..." : "Continue to payment"}
        </button>
      ) : (
        <p className="plans-note">Create your account below, then choose your plan.</p>
      )}
    </section>
  );
}

function PlanGroupView({
  group,
  chosenPlanId,
  disabled,
  onChoose,
}: {
  readonly group: PlanGroupCard;
  readonly chosenPlanId: number | null;
  readonly disabled: boolean;
  readonly onChoose: (planId: number) => void;
}) {
  return (
    <fieldset className="plan-group" disabled={disabled}>
      <legend>{group.title}</legend>
      {group.outstandingText && <p className="plan-group-text">{group.outstandingText}</p>}
      {group.coupon && <p className="plan-coupon">Coupon {group.coupon} applied</p>}
      <div className="plan-list">
        {group.plans.map((plan) => (
          <label
            key={plan.id}
            className={`plan-card${plan.id === chosenPlanId ? " plan-card-chosen" : ""}`}
          >
            <input
              type="radio"
              name={`plan-group-${group.id}`}
              value={plan.id}
              checked={plan.id === chosenPlanId}
              onChange={() => onChoose(plan.id)}
            />
            <span className="plan-name">{plan.name}</span>
            <span className="plan-price">
              {plan.price.struck && (
                <s className="plan-price-struck" aria-label={`was ${plan.price.struck}`}>
                  {plan.price.struck}
                </s>
              )}{" "}
              <strong className="plan-price-final">{plan.price.final}</strong>
              {plan.price.discount && <span className="plan-discount"> {plan.price.discount}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
