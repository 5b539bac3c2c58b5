import type { SignUpBackground } from "../../core/payments.ts";
import { SignUpContainer } from "../auth/AuthContainers.tsx";
import { selectIsLoggedIn } from "../session.view.ts";
import { useSessionRef } from "../system.tsx";
import { useSelector } from "../useSelector.ts";
import { PlansContainer } from "./CheckoutContainers.tsx";
import { useAccountFeature } from "./feature.ts";
import { SignUpBackdrop } from "./SignUpBackdrop.tsx";
import { SunsetContainer } from "./Sunset.tsx";

/**
 * /sign-up and /sign-up/{slug}: the plan group's plans; a guest creates the account first
 * (the sign-up form), a logged-in member chooses a plan and pays. When 'join' leads to the
 * sunset modal (`sunset-modal-enabled`), the modal shows instead. The page is drawn over the
 * plan group's background (the sign-up layout), when the group has one.
 */
export function SignUpPage({
  background = null,
  subscriptionGroupId = null,
  promoUrl,
  coupon,
  planId = null,
  excludedGateway = null,
}: {
  readonly background?: SignUpBackground | null;
  /** The plan group shown (core `signUpGroupIdOf`): the one a new account is made on. */
  readonly subscriptionGroupId?: number | null;
  readonly promoUrl: string | null;
  readonly coupon: string | null;
  /** The plan to choose first (`?plan=`), when the group offers it. */
  readonly planId?: number | null;
  /** The provider that declined the viewer's last payment (`?excluded_gateway=`). */
  readonly excludedGateway?: string | null;
}) {
  const loggedIn = useSelector(useSessionRef(), selectIsLoggedIn);
  const entry = useAccountFeature()?.joinEntry ?? "sign-up";
  if (entry === "sunset") return <SunsetContainer />;
  return (
    <div className="sign-up-page">
      {background && <SignUpBackdrop background={background} />}
      {loggedIn ? (
        <div className="container">
          <h1 className="page-title">Become Premium</h1>
          <PlansContainer
            promoUrl={promoUrl}
            coupon={coupon}
            planId={planId}
            excludedGateway={excludedGateway}
          />
        </div>
      ) : (
        <>
          <SignUpContainer subscriptionGroupId={subscriptionGroupId} />
          <div className="container">
            <PlansContainer
              promoUrl={promoUrl}
              coupon={coupon}
              planId={planId}
              excludedGateway={excludedGateway}
            />
          </div>
        </>
      )}
    </div>
  );
}
