/**
 * The root of the one actor system (ARCHITECTURE.md "Machines").
 *
 * - Long-lived children (session, toasts, consent, age restriction, age verification,
 *   connectivity) live as long as the app, each under its system id, so the inspector shows
 *   one tree and any actor is found with `system.get(id)`.
 * - Links (`links`) tie the system to the browser and the router (navigation after a session
 *   change, the age gate on every navigation, online/offline events): callback actors the
 *   composition root provides, started after the children they read.
 * - Feature actors (player, search, newsletter popup, ...) live only while their feature is
 *   on screen: the view that needs one sends `feature.start` with the machine it loaded
 *   lazily, the root spawns it into the system under its system id, and `feature.stop` stops
 *   it when the view unmounts (see `FeatureActor` in src/ui/system.tsx).
 *
 * Effects of the children are supplied by the composition root through
 * `appMachine.provide({ actors: { session: sessionMachine.provide({...}), ... } })`.
 */
import {
  type ActorRefFrom,
  type ActorSystem,
  type AnyActorLogic,
  type AnyActorRef,
  enqueueActions,
  fromCallback,
  type InputFrom,
  setup,
} from "xstate";
import type { MessageRequest } from "../core/messageState.ts";
import { ageRestrictionMachine } from "./ageRestriction.machine.ts";
import { ageVerificationMachine } from "./ageVerification.machine.ts";
import { connectivityMachine } from "./connectivity.machine.ts";
import { consentMachine } from "./consent.machine.ts";
import type { NotifyParams } from "./notify.ts";
import { sessionMachine } from "./session.machine.ts";
import { toastsMachine } from "./toasts.machine.ts";

/** The long-lived feature machines the root runs, by system id. */
export const children = {
  session: sessionMachine,
  toasts: toastsMachine,
  consent: consentMachine,
  ageRestriction: ageRestrictionMachine,
  ageVerification: ageVerificationMachine,
  connectivity: connectivityMachine,
} as const;

/** A link the composition root must provide: it throws until then. */
const unprovidedLink = (name: string) =>
  fromCallback(() => {
    throw new Error(`${name} is not provided`);
  });

/** The links between the system and the browser, started after the children, by system id. */
export const links = {
  /** Moves the viewer when the session changes (src/app/sessionNavigation.ts). */
  sessionNavigation: unprovidedLink("sessionNavigation"),
  /** Runs the age-verification guard on every navigation (src/app/ageGate.ts). */
  ageGateLink: unprovidedLink("ageGateLink"),
  /** The browser's online and offline events (src/app/connectivity.ts). */
  connectivityEvents: unprovidedLink("connectivityEvents"),
  /** The viewer's user segment for the X-User-Segment header (src/app/userSegment.ts). */
  userSegment: unprovidedLink("userSegment"),
  /** Moves the viewer to the page in their locale (src/app/localeRedirect.ts). */
  localeRedirect: unprovidedLink("localeRedirect"),
} as const;

type Children = typeof children;
export type ChildId = keyof Children;
export type LinkId = keyof typeof links;

/** Children whose input is required; the others start without input. */
type InputOf<K extends ChildId> = InputFrom<Children[K]>;
type RequiredInputIds = {
  [K in ChildId]: undefined extends InputOf<K> ? never : K;
}[ChildId];

/** The root's input: each child's input under its system id. */
export type AppInput = { readonly [K in RequiredInputIds]: InputOf<K> } & {
  readonly [K in Exclude<ChildId, RequiredInputIds>]?: InputOf<K>;
};

export type FeatureEvent =
  /** Spawns `logic` into the system as `systemId` (a feature came on screen). */
  | {
      readonly type: "feature.start";
      readonly systemId: string;
      readonly logic: AnyActorLogic;
      readonly input?: unknown;
    }
  /** Stops the feature actor `systemId` (its feature left the screen). */
  | { readonly type: "feature.stop"; readonly systemId: string };

const childIds = Object.keys(children) as ChildId[];
const linkIds = Object.keys(links) as LinkId[];

type RootContext = { readonly input: AppInput };

export const appMachine = setup({
  types: {
    input: {} as AppInput,
    context: {} as RootContext,
    events: {} as FeatureEvent,
  },
  actors: { ...children, ...links },
  actions: {
    startFeature: enqueueActions(({ event, enqueue, self }) => {
      if (event.type !== "feature.start") return;
      // A feature already on screen keeps its actor (a second view of the same feature).
      if (self.getSnapshot().children[event.systemId]) return;
      // The logic arrives at run time, so spawnChild cannot check it against `setup`.
      const spawn = enqueue.spawnChild as unknown as (
        logic: AnyActorLogic,
        options: { id: string; systemId: string; input: unknown },
      ) => void;
      spawn(event.logic, { id: event.systemId, systemId: event.systemId, input: event.input });
    }),
    stopFeature: enqueueActions(({ event, enqueue }) => {
      if (event.type === "feature.stop") enqueue.stopChild(event.systemId);
    }),
  },
}).createMachine({
  id: "app",
  context: ({ input }) => ({ input }),
  // Every child is invoked for the whole life of the app, under its own system id; the
  // links come last, so the children they read are there.
  invoke: [
    ...childIds.map((id) => ({
      id,
      systemId: id,
      src: id,
      input: ({ context }: { context: RootContext }) =>
        (context.input as Partial<Record<ChildId, unknown>>)[id],
    })),
    ...linkIds.map((id) => ({ id, systemId: id, src: id })),
  ] as never,
  on: {
    "feature.start": { actions: "startFeature" },
    "feature.stop": { actions: "stopFeature" },
  },
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

/** Sets the message state (spec 000 §3): how a machine's `showMessage` action reaches it. */
export const showMessage = (system: AnyActorSystem, request: MessageRequest): void => {
  (system.get("toasts") as ToastsRef | undefined)?.send({ type: "message.show", request });
};

/** Shows a toast: how any machine's `notify` action reaches the toasts actor. */
export const showToast = (system: AnyActorSystem, toast: NotifyParams): void => {
  (system.get("toasts") as ToastsRef | undefined)?.send({
    type: "toast.show",
    toastType: toast.type,
    message: toast.message,
    ...(toast.durationMs !== undefined && { durationMs: toast.durationMs }),
  });
};
