/** The seam between the impersonation machine and its page and banner. */
import type { SnapshotFrom } from "xstate";
import type {
  ImpersonationEvent,
  ImpersonationMachine,
} from "../machines/impersonation.machine.ts";

export interface ImpersonationView {
  readonly active: boolean;
  /** When it ends (epoch ms), while active. */
  readonly endsAt: number | null;
  readonly failure: string | null;
}

export const selectImpersonation = (s: SnapshotFrom<ImpersonationMachine>): ImpersonationView => ({
  active: s.matches("active"),
  endsAt: s.context.endsAt,
  failure: s.context.failure,
});

export const sameImpersonation = (a: ImpersonationView, b: ImpersonationView): boolean =>
  a.active === b.active && a.endsAt === b.endsAt && a.failure === b.failure;

/** What the layout's banner shows while impersonating: until when (a local time), else null. */
export interface ImpersonationBannerView {
  /** The end of the impersonation as the viewer's clock reads it, e.g. "00:20". */
  readonly until: string;
}

/** The end time as shown: hours and minutes in the viewer's locale and time zone. */
export const formatImpersonationEnd = (endsAt: number, locale?: string): string =>
  new Date(endsAt).toLocaleTimeString(locale, { hour: "2-digit", minute: "2-digit" });

/** The banner while the impersonation is active (it has an end), else null. */
export const selectImpersonationBanner = (
  s: SnapshotFrom<ImpersonationMachine>,
): ImpersonationBannerView | null =>
  s.matches("active") && s.context.endsAt !== null
    ? { until: formatImpersonationEnd(s.context.endsAt) }
    : null;

export const sameImpersonationBanner = (
  a: ImpersonationBannerView | null,
  b: ImpersonationBannerView | null,
): boolean => a?.until === b?.until;

/** The impersonation's intents; a start and a resume carry when they happened (`now`). */
export const impersonationIntents = (
  send: (event: ImpersonationEvent) => void,
  now: () => number,
) => ({
  start: (token: string, loggedIn: boolean) =>
    send({ type: "impersonation.start", token, loggedIn, at: now() }),
  /** After a page reload: the kept end of an impersonation that still runs. */
  resume: (endsAt: number) => send({ type: "impersonation.resume", endsAt, at: now() }),
  stop: () => send({ type: "impersonation.stop" }),
});
