/** The effects of the account and money feature actors, as the views need them (src/ui/features.ts). */
import { use } from "react";
import type { CancellationFlow } from "../../core/cancellation.ts";
import type { JoinEntry } from "../../core/sunset.ts";
import type { CancellationMachine } from "../../machines/cancellation.machine.ts";
import type { CheckoutMachine } from "../../machines/checkout.machine.ts";
import type { DeviceSessionsMachine } from "../../machines/deviceSessions.machine.ts";
import type { EmailChangeUndoMachine } from "../../machines/emailChangeUndo.machine.ts";
import type { GdprMachine } from "../../machines/gdpr.machine.ts";
import type { ImpersonationMachine } from "../../machines/impersonation.machine.ts";
import type { PasswordMachine } from "../../machines/password.machine.ts";
import type { PasswordResetMachine } from "../../machines/passwordReset.machine.ts";
import type { ProfileMachine } from "../../machines/profile.machine.ts";
import type { SunsetMachine } from "../../machines/sunset.machine.ts";
import type { VerifyAccountMachine } from "../../machines/verifyAccount.machine.ts";
import { useFeatureEffects } from "../system.tsx";

/** Moves the app to a path (the router's navigation, replacing the current entry). */
export type ReplacePath = (path: string) => void;

export interface AccountFeature {
  /** `enable-subscription-coupons` is on. */
  readonly couponsEnabled: boolean;
  /** Where 'join' leads (`sunset-modal-enabled`): the sunset modal or the sign-up. */
  readonly joinEntry: JoinEntry;
  /** In the app or by e-mail (`use-no-email-cancellation-flow`). */
  readonly cancellationFlow: CancellationFlow;
  /** Analytics consent as it is now (the revenue cookie needs it). */
  readonly analyticsConsent: () => boolean;
  readonly now: () => number;
  readonly checkout: (machine: CheckoutMachine, goTo: ReplacePath) => CheckoutMachine;
  readonly profileEdit: (machine: ProfileMachine) => ProfileMachine;
  readonly passwordChange: (machine: PasswordMachine) => PasswordMachine;
  readonly passwordReset: (machine: PasswordResetMachine) => PasswordResetMachine;
  readonly verifyAccount: (machine: VerifyAccountMachine) => VerifyAccountMachine;
  /** The notice's undo link: the old e-mail address back (issue 23). */
  readonly emailChangeUndo: (machine: EmailChangeUndoMachine) => EmailChangeUndoMachine;
  readonly cancellation: (machine: CancellationMachine) => CancellationMachine;
  readonly gdprDelete: (machine: GdprMachine) => GdprMachine;
  /** "Where am I signed in": the account's sessions, ending one or all others. */
  readonly deviceSessions: (machine: DeviceSessionsMachine) => DeviceSessionsMachine;
  readonly sunset: (machine: SunsetMachine) => SunsetMachine;
  readonly impersonation: (
    machine: ImpersonationMachine,
    replaceUrl: ReplacePath,
  ) => ImpersonationMachine;
  /** The end (epoch ms) of this tab's impersonation if it still runs (after a reload), else null. */
  readonly resumableImpersonation: () => number | null;
}

/**
 * The account effects, waiting for their module the first time (Suspense), or null when the
 * composition root gives none.
 */
export function useAccountFeature(): AccountFeature | null {
  const load = useFeatureEffects().account;
  return load ? use(load()) : null;
}
