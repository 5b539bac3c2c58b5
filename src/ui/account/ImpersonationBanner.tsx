/**
 * The impersonation banner at the top of every page of the default layout (spec 000 §2
 * `/impersonate`, §6 "Impersonate mode"): while a support person acts as a user it says so,
 * until when (the 1200000 ms of the impersonation), with a button that ends it. It finds the
 * impersonation actor in the system by id (the actor outlives the /impersonate page); the
 * machine's module is not loaded here, and no token is read or shown.
 */

import { lazy, Suspense, useMemo } from "react";
import type { ActorRefFrom, AnyActorRef } from "xstate";
import { IMPERSONATION_ID } from "../../machines/accountEffects.ts";
import type { ImpersonationMachine } from "../../machines/impersonation.machine.ts";
import {
  impersonationIntents,
  sameImpersonationBanner,
  selectImpersonationBanner,
} from "../impersonation.view.ts";
import { selectIsLoggedIn, selectUser } from "../session.view.ts";
import { useAppActor, useSessionRef } from "../system.tsx";
import { useSelector } from "../useSelector.ts";
import { WhenIdle } from "../WhenIdle.tsx";
import "./impersonationBanner.css";
import { Button } from "../Button.tsx";

export interface ImpersonationBannerProps {
  /** The e-mail of the user acted as, once loaded. */
  readonly email: string | null;
  /** When the impersonation ends, as shown. */
  readonly until: string;
  readonly onEnd: () => void;
}

export function ImpersonationBanner({ email, until, onEnd }: ImpersonationBannerProps) {
  return (
    <div className="impersonation-banner" role="status">
      <span>
        Impersonating {email ?? "the user"} until {until}
      </span>
      <Button theme="neutral" size="sm" className="impersonation-banner__end" onClick={onEnd}>
        End impersonation
      </Button>
    </div>
  );
}

/** Resumes an impersonation after a page reload (its code loads only when it may apply). */
const ImpersonationResume = lazy(() => import("./ImpersonationResume.tsx"));

/**
 * The banner when the system has an impersonation actor; else, for a logged-in viewer, once
 * the page is drawn, a look for an impersonation to resume after a reload.
 */
export function ImpersonationBannerContainer() {
  const actor = useSelector(
    useAppActor(),
    (s) => (s.children as Record<string, AnyActorRef | undefined>)[IMPERSONATION_ID] ?? null,
  );
  const loggedIn = useSelector(useSessionRef(), selectIsLoggedIn);
  if (actor !== null) {
    return <ActiveImpersonationBanner actor={actor as ActorRefFrom<ImpersonationMachine>} />;
  }
  return loggedIn ? (
    <WhenIdle>
      <Suspense fallback={null}>
        <ImpersonationResume />
      </Suspense>
    </WhenIdle>
  ) : null;
}

function ActiveImpersonationBanner({
  actor,
}: {
  readonly actor: ActorRefFrom<ImpersonationMachine>;
}) {
  const view = useSelector(actor, selectImpersonationBanner, sameImpersonationBanner);
  const email = useSelector(useSessionRef(), (s) => selectUser(s)?.email ?? null);
  const intents = useMemo(() => impersonationIntents(actor.send, Date.now), [actor]);
  return view === null ? null : (
    <ImpersonationBanner email={email} until={view.until} onEnd={intents.stop} />
  );
}
