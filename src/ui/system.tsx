/**
 * The running actor system as React sees it. The composition root provides the root actor
 * and the feature effects; containers read actors with `useSelector` and hand views plain
 * props and intents (ARCHITECTURE.md "One seam between a machine and its views").
 */
import {
  createContext,
  type ReactNode,
  startTransition,
  use,
  useContext,
  useEffect,
  useState,
} from "react";
import type { ActorRefFrom, AnyActorLogic } from "xstate";
import type { AppActorRef, SessionRef, ToastsRef } from "../machines/app.machine.ts";
import {
  ageRestrictionOf,
  ageVerificationOf,
  connectivityOf,
  consentOf,
  sessionOf,
  toastsOf,
} from "../machines/app.machine.ts";
import type { FeatureEffects } from "./features.ts";

/**
 * The features' effects: ready, on their way, or loaded on first use (a function that starts
 * the load once and answers the same promise every time).
 */
export type FeatureEffectsSource =
  | FeatureEffects
  | Promise<FeatureEffects>
  | (() => Promise<FeatureEffects>);

interface AppContextValue {
  readonly actor: AppActorRef;
  readonly features: FeatureEffectsSource;
}

const AppActorContext = createContext<AppContextValue | null>(null);

export function AppActorProvider({
  actor,
  features,
  children,
}: {
  readonly actor: AppActorRef;
  readonly features: FeatureEffectsSource;
  readonly children: ReactNode;
}) {
  const [value] = useState(() => ({ actor, features }));
  return <AppActorContext.Provider value={value}>{children}</AppActorContext.Provider>;
}

const useAppContext = (): AppContextValue => {
  const value = useContext(AppActorContext);
  if (value === null) throw new Error("useAppActor needs an <AppActorProvider>");
  return value;
};

export const useAppActor = (): AppActorRef => useAppContext().actor;
/** The features' effects; the first view that asks while they load waits (Suspense). */
export const useFeatureEffects = (): FeatureEffects => {
  const { features } = useAppContext();
  // On the server (no features there) the source throws ClientOnlyPart: the nearest
  // Suspense boundary is left to the browser (src/ui/clientOnly.ts).
  const pending = typeof features === "function" ? features() : features;
  return pending instanceof Promise ? use(pending) : pending;
};

/**
 * The features' effects for event handlers: a function that loads them (if they are not
 * there yet) and answers them. A view that needs them only when the viewer acts asks for
 * this instead of `useFeatureEffects`, so drawing it never waits for their code.
 */
export const useFeatureEffectsLater = (): (() => Promise<FeatureEffects>) => {
  const { features } = useAppContext();
  return typeof features === "function" ? features : () => Promise.resolve(features);
};

export const useSessionRef = (): SessionRef => sessionOf(useAppActor().system);
export const useToastsRef = (): ToastsRef => toastsOf(useAppActor().system);
export const useConsentRef = () => consentOf(useAppActor().system);
export const useAgeRestrictionRef = () => ageRestrictionOf(useAppActor().system);
export const useAgeVerificationRef = () => ageVerificationOf(useAppActor().system);
export const useConnectivityRef = () => connectivityOf(useAppActor().system);

/**
 * A feature actor for as long as the calling view is mounted (ARCHITECTURE.md "Feature
 * actors"): spawned into the one actor system under `systemId` when the view mounts (so the
 * journal, the dev panel and the inspector see it) and stopped when it unmounts. Null until
 * spawned (a render after mount, at transition priority). `logic` must be stable for the view's life; give
 * the view a `key` to start a new actor for new input.
 */
export function useFeatureActor<L extends AnyActorLogic>(
  systemId: string,
  logic: L,
  input?: unknown,
): ActorRefFrom<L> | null {
  const app = useAppActor();
  const [ref, setRef] = useState<ActorRefFrom<L> | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the input is read once, at spawn
  useEffect(() => {
    app.send({ type: "feature.start", systemId, logic, input });
    // The feature's views are drawn after the page: at transition priority, in slices.
    const spawned = (app.system.get(systemId) as ActorRefFrom<L> | undefined) ?? null;
    startTransition(() => setRef(spawned));
    return () => {
      app.send({ type: "feature.stop", systemId });
      setRef(null);
    };
  }, [app, systemId, logic]);
  return ref;
}

/** Renders `children` with the feature actor once it is spawned (see `useFeatureActor`). */
export function FeatureActor<L extends AnyActorLogic>({
  systemId,
  logic,
  input,
  children,
}: {
  readonly systemId: string;
  readonly logic: L;
  readonly input?: unknown;
  readonly children: (ref: ActorRefFrom<L>) => ReactNode;
}) {
  const ref = useFeatureActor(systemId, logic, input);
  return ref === null ? null : children(ref);
}
