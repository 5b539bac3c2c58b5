import "./account.css";
import type { FormEvent } from "react";
import { Button } from "../Button.tsx";
import type { CheckoutView, CouponView, PlanGroupCard } from "../checkout.view.ts";

/** Not worded by the spec: a guest's chosen plan that the cross-selling check allows. */
export const CROSS_SELLING_NOTE =
  "This plan can also be used on our sister sites with the same account.";

export interface PlansProps extends CheckoutView {
  /** A logged-in viewer may pay; a guest signs up first. */
  readonly canPay: boolean;
  readonly onChoose: (planId: number) => void;
  readonly onApplyCoupon: (code: string) => void;
  readonly onPay: () => void;
  readonly onRetry: () => void;
}

/** The plan group's plans with their prices; the chosen one is paid for at the provider. */
export function Plans({
  status,
  groups,
  chosenPlanId,
  failure,
  coupon,
  crossSelling,
  canPay,
  onChoose,
  onApplyCoupon,
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
        <Button theme="outline" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  const paying = status === "paying";
  return (
    <section className="plans" aria-labelledby="plans-title">
      <h2 id="plans-title">Choose your plan</h2>
      {coupon && <CouponForm coupon={coupon} disabled={paying} onApply={onApplyCoupon} />}
      {groups.map((group) => (
        <PlanGroupView
          key={group.id}
          group={group}
          chosenPlanId={chosenPlanId}
          disabled={paying}
          onChoose={onChoose}
        />
      ))}
      {crossSelling && <p className="plan-cross-selling">{CROSS_SELLING_NOTE}</p>}
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      {canPay ? (
        <Button
          theme="primary"
          size="lg"
          disabled={paying || chosenPlanId === null}
          onClick={onPay}
        >
          {paying ? "Redirecting to payment..." : "Continue to payment"}
        </Button>
      ) : (
        <p className="plans-note">Create your account above, then choose your plan.</p>
      )}
    </section>
  );
}

/** The coupon box: a code, 'Apply', and why a code was not applied. */
function CouponForm({
  coupon,
  disabled,
  onApply,
}: {
  readonly coupon: CouponView;
  readonly disabled: boolean;
  readonly onApply: (code: string) => void;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(String(new FormData(event.currentTarget).get("coupon") ?? ""));
  };
  return (
    <form method="post" className="coupon-form" onSubmit={submit} noValidate>
      <label htmlFor="plans-coupon">Coupon code</label>
      <div className="coupon-form__row">
        <input
          id="plans-coupon"
          className="field__input"
          name="coupon"
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          defaultValue={coupon.applied ?? ""}
          aria-invalid={coupon.error !== null}
          aria-describedby={coupon.error ? "plans-coupon-error" : undefined}
        />
        <Button type="submit" theme="outline" disabled={disabled || coupon.applying}>
          {coupon.applying ? "Applying..." : "Apply"}
        </Button>
      </div>
      {coupon.error && (
        <p id="plans-coupon-error" className="field__error" role="alert">
          {coupon.error}
        </p>
      )}
    </form>
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
              <strong className="plan-price-final">{plan.price.final}</strong>{" "}
              <span className="plan-period">{plan.period}</span>
              {plan.price.discount && <span className="plan-discount"> {plan.price.discount}</span>}
            </span>
            {plan.monthly && <span className="plan-monthly">{plan.monthly}</span>}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
