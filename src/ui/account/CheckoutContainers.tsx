/**
 * The checkout connected to its feature actor (`checkout`): the plans of /sign-up, and the
 * return from the provider (/epoch-return-url, /payment-success, /payment-error).
 */

import { useNavigate } from "@tanstack/react-router";
import { useMemo } from "react";
import type { ActorRefFrom } from "xstate";
import {
  CHECKOUT_ID,
  type CheckoutInput,
  type CheckoutMachine,
  checkoutMachine,
} from "../../machines/checkout.machine.ts";
import {
  checkoutIntents,
  sameCheckout,
  samePaymentOutcome,
  selectCheckout,
  selectPaymentOutcome,
} from "../checkout.view.ts";
import { selectIsBooting, selectIsLoggedIn, selectUser } from "../session.view.ts";
import { FeatureActor, useSessionRef } from "../system.tsx";
import { useSelector } from "../useSelector.ts";
import { useAccountFeature } from "./feature.ts";
import { PaymentResult } from "./PaymentResult.tsx";
import { Plans } from "./Plans.tsx";

/** The checkout machine with its effects; `goTo` moves the app to a result page. */
function useCheckoutLogic(goTo: (path: string) => void): {
  readonly logic: CheckoutMachine | null;
  readonly couponsEnabled: boolean;
  readonly analyticsConsent: boolean;
} {
  const account = useAccountFeature();
  // biome-ignore lint/correctness/useExhaustiveDependencies: goTo is read when called
  const logic = useMemo(
    () => (account ? account.checkout(checkoutMachine, (path) => goTo(path)) : null),
    [account],
  );
  return {
    logic,
    couponsEnabled: account?.couponsEnabled ?? false,
    analyticsConsent: account?.analyticsConsent() ?? false,
  };
}

/** The plans of the group of `promoUrl` (the /sign-up slug); a logged-in viewer pays. */
export function PlansContainer({
  promoUrl,
  coupon,
  planId = null,
  excludedGateway = null,
}: {
  readonly promoUrl: string | null;
  readonly coupon: string | null;
  readonly planId?: number | null;
  readonly excludedGateway?: string | null;
}) {
  const session = useSessionRef();
  const loggedIn = useSelector(session, selectIsLoggedIn);
  const userId = useSelector(session, (s) => selectUser(s)?.id ?? null);
  // The checkout belongs to one viewer: it starts once the session knows who views, or a
  // plan chosen meanwhile would go to a guest's checkout that the member's then replaces.
  const booting = useSelector(session, selectIsBooting);
  const navigate = useNavigate();
  const { logic, couponsEnabled, analyticsConsent } = useCheckoutLogic((path) => {
    void navigate({ to: path, replace: true });
  });
  if (logic === null || booting) return null;
  const input: CheckoutInput = {
    userId,
    promoUrl,
    coupon,
    requestedPlanId: planId,
    couponsEnabled,
    analyticsConsent,
    returnOrderId: null,
    excludedGateway,
  };
  return (
    <FeatureActor key={`${userId}:${promoUrl}`} systemId={CHECKOUT_ID} logic={logic} input={input}>
      {(checkout) => <PlansView checkout={checkout} canPay={loggedIn && userId !== null} />}
    </FeatureActor>
  );
}

function PlansView({
  checkout,
  canPay,
}: {
  readonly checkout: ActorRefFrom<CheckoutMachine>;
  readonly canPay: boolean;
}) {
  const view = useSelector(checkout, selectCheckout, sameCheckout);
  const intents = useMemo(() => checkoutIntents(checkout.send), [checkout]);
  return (
    <Plans
      {...view}
      canPay={canPay}
      onChoose={intents.choose}
      onApplyCoupon={intents.applyCoupon}
      onPay={intents.pay}
      onRetry={intents.retry}
    />
  );
}

/**
 * The provider's return: the order's status is read (`epoch_transaction_status`), the
 * account reloaded on success, and the app moves to the page of the result (`page`: the
 * page showing now; the result pages keep the order in their query).
 */
export function PaymentReturnContainer({
  orderId,
  page,
}: {
  readonly orderId: string | null;
  readonly page: string;
}) {
  const navigate = useNavigate();
  const { logic } = useCheckoutLogic((path) => {
    if (path === page) return;
    void navigate({ to: path, search: orderId ? { order_id: orderId } : {}, replace: true });
  });
  if (orderId === null) return <PaymentResult outcome={{ kind: "missing" }} />;
  if (logic === null) return null;
  const input: CheckoutInput = {
    userId: null,
    promoUrl: null,
    coupon: null,
    requestedPlanId: null,
    couponsEnabled: false,
    analyticsConsent: false,
    returnOrderId: orderId,
    excludedGateway: null,
  };
  return (
    <FeatureActor key={orderId} systemId={CHECKOUT_ID} logic={logic} input={input}>
      {(checkout) => <PaymentReturnView checkout={checkout} />}
    </FeatureActor>
  );
}

function PaymentReturnView({ checkout }: { readonly checkout: ActorRefFrom<CheckoutMachine> }) {
  const outcome = useSelector(checkout, selectPaymentOutcome, samePaymentOutcome);
  return <PaymentResult outcome={outcome} />;
}
