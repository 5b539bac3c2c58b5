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

export const impersonationIntents = (send: (event: ImpersonationEvent) => void) => ({
  start: (token: string, loggedIn: boolean) =>
    send({ type: "impersonation.start", token, loggedIn }),
  stop: () => send({ type: "impersonation.stop" }),
});
