/**
 * The root of the one actor system (ARCHITECTURE.md "Machines"). It invokes every feature
 * machine with a `systemId`, so the inspector shows one tree and any actor is found with
 * `system.get(id)`. Effects of the children are supplied by the composition root through
 * `appMachine.provide({ actors: { session: sessionMachine.provide({...}) } })`.
 *
 * Adding a child is one line in `children` (plus its input in `AppInput` when it has one).
 */
import {
  type ActorRefFrom,
  type ActorSystem,
  type AnyActorRef,
  type InputFrom,
  setup,
} from "xstate";
import { ageRestrictionMachine } from "./ageRestriction.machine.ts";
import { ageVerificationMachine } from "./ageVerification.machine.ts";
import { connectivityMachine } from "./connectivity.machine.ts";
import { consentMachine } from "./consent.machine.ts";
import type { NotifyParams } from "./session.machine.ts";
import { sessionMachine } from "./session.machine.ts";
import { toastsMachine } from "./toasts.machine.ts";

/** The feature machines the root runs, by system id. */
export const children = {
  session: sessionMachine,
  toasts: toastsMachine,
  consent: consentMachine,
  ageRestriction: ageRestrictionMachine,
  ageVerification: ageVerificationMachine,
  connectivity: connectivityMachine,
} as const;

type Children = typeof children;
export type ChildId = keyof Children;

/** Children whose input is required; the others start without input. */
type InputOf<K extends ChildId> = InputFrom<Children[K]>;
type RequiredInputIds = {
  [K in ChildId]: undefined extends InputOf<K> ? never : K;
}[ChildId];

/** The root's input: each child's input under its system id. */
export type AppInput = { readonly [K in RequiredInputIds]: InputOf<K> } & {
  readonly [K in Exclude<ChildId, RequiredInputIds>]?: InputOf<K>;
};

const childIds = Object.keys(children) as ChildId[];

export const appMachine = setup({
  types: {
    input: {} as AppInput,
    context: {} as { readonly input: AppInput },
  },
  actors: children,
}).createMachine({
  id: "app",
  context: ({ input }) => ({ input }),
  // Every child is invoked for the whole life of the app, under its own system id.
  invoke: childIds.map((id) => ({
    id,
    systemId: id,
    src: id,
    input: ({ context }: { context: { readonly input: AppInput } }) =>
      (context.input as Partial<Record<ChildId, unknown>>)[id],
  })) as never,
});

// biome-ignore lint/suspicious/noExplicitAny: any system, whatever actors it registers
type AnyActorSystem = ActorSystem<any>;

export type AppActorRef = ActorRefFrom<typeof appMachine>;
export type SessionRef = ActorRefFrom<typeof sessionMachine>;
export type ToastsRef = ActorRefFrom<typeof toastsMachine>;

/** A child of the running system by its system id (typed). */
export function childOf<K extends ChildId>(
  system: AnyActorSystem,
  id: K,
): ActorRefFrom<Children[K]> {
  const ref = system.get(id) as AnyActorRef | undefined;
  if (!ref) throw new Error(`The actor system has no "${id}" actor`);
  return ref as ActorRefFrom<Children[K]>;
}

export const sessionOf = (system: AnyActorSystem): SessionRef => childOf(system, "session");
export const consentOf = (system: AnyActorSystem) => childOf(system, "consent");
export const ageRestrictionOf = (system: AnyActorSystem) => childOf(system, "ageRestriction");
export const ageVerificationOf = (system: AnyActorSystem) => childOf(system, "ageVerification");
export const connectivityOf = (system: AnyActorSystem) => childOf(system, "connectivity");
export const toastsOf = (system: AnyActorSystem): ToastsRef => childOf(system, "toasts");

/** Shows a toast: how any machine's `notify` action reaches the toasts actor. */
export const showToast = (system: AnyActorSystem, toast: NotifyParams): void => {
  (system.get("toasts") as ToastsRef | undefined)?.send({
    type: "toast.show",
    toastType: toast.type,
    message: toast.message,
    ...(toast.durationMs !== undefined && { durationMs: toast.durationMs }),
  });
};
