/**
 * The verify-account disclaimer at the top of the default layout (spec 000 §6): a member
 * whose e-mail is not verified is asked to verify, with 'Send the verification e-mail again'
 * (`POST /user_verification_email`); a newsletter subscriber is told to open the mailed link.
 * Which one shows is core `verifyDisclaimerFor`; the button and its machine load only when
 * the member's disclaimer shows.
 */
import { useLocation } from "@tanstack/react-router";
import { lazy, type ReactNode, Suspense } from "react";
import {
  VERIFY_DISCLAIMER_NEWSLETTER,
  VERIFY_DISCLAIMER_UNVERIFIED,
  type VerifyDisclaimer as VerifyDisclaimerKind,
} from "../../core/verifyDisclaimer.ts";
import { useFeatureEffects, useSessionRef } from "../system.tsx";
import { useSelector } from "../useSelector.ts";
import { selectVerifyDisclaimer } from "../verifyDisclaimer.view.ts";
import "./verifyDisclaimer.css";

const VerifyDisclaimerResend = lazy(() => import("./VerifyDisclaimerResend.tsx"));

export interface VerifyDisclaimerProps {
  readonly kind: Exclude<VerifyDisclaimerKind, "none">;
  /** The 'send again' button (members only). */
  readonly action?: ReactNode;
}

export function VerifyDisclaimer({ kind, action }: VerifyDisclaimerProps) {
  return (
    <aside className="verify-disclaimer" aria-label="Verify your account">
      <p>{kind === "unverified" ? VERIFY_DISCLAIMER_UNVERIFIED : VERIFY_DISCLAIMER_NEWSLETTER}</p>
      {action}
    </aside>
  );
}

/** The disclaimer for the viewer and the page, or nothing. */
export function VerifyDisclaimerContainer() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const newsletter = useFeatureEffects().newsletter;
  const subscriber = newsletter?.record().kind === "subscribed";
  const kind = useSelector(useSessionRef(), selectVerifyDisclaimer(pathname, subscriber));
  if (kind === "none") return null;
  return (
    <VerifyDisclaimer
      kind={kind}
      action={
        kind === "unverified" ? (
          <Suspense fallback={null}>
            <VerifyDisclaimerResend />
          </Suspense>
        ) : undefined
      }
    />
  );
}
