/**
 * The running actor system as React sees it. The composition root provides the root actor;
 * containers read children with `useSelector` and hand views plain props and intents.
 */
import { createContext, type ReactNode, useContext } from "react";
import type { AppActorRef, SessionRef, ToastsRef } from "../machines/app.machine.ts";
import {
  ageRestrictionOf,
  ageVerificationOf,
  connectivityOf,
  consentOf,
  sessionOf,
  toastsOf,
} from "../machines/app.machine.ts";

const AppActorContext = createContext<AppActorRef | null>(null);

export function AppActorProvider({ actor, children }: { actor: AppActorRef; children: ReactNode }) {
  return <AppActorContext.Provider value={actor}>{children}</AppActorContext.Provider>;
}

export function useAppActor(): AppActorRef {
  const actor = useContext(AppActorContext);
  if (actor === null) throw new Error("useAppActor needs an <AppActorProvider>");
  return actor;
}

export const useSessionRef = (): SessionRef => sessionOf(useAppActor().system);
export const useToastsRef = (): ToastsRef => toastsOf(useAppActor().system);
export const useConsentRef = () => consentOf(useAppActor().system);
export const useAgeRestrictionRef = () => ageRestrictionOf(useAppActor().system);
export const useAgeVerificationRef = () => ageVerificationOf(useAppActor().system);
export const useConnectivityRef = () => connectivityOf(useAppActor().system);
