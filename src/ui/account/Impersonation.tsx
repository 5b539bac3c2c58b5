/**
 * `/impersonate/{token}`: the token becomes the bearer and leaves the address at once (the
 * page stays as `/impersonate`; the layout's banner, ImpersonationBanner.tsx, shows on it and
 * every other page). The impersonation actor outlives the page: it ends the session itself
 * after 1200000 ms.
 */

import { Link } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import type { ActorRefFrom } from "xstate";
import {
  IMPERSONATION_ID,
  type ImpersonationMachine,
  impersonationMachine,
} from "../../machines/impersonation.machine.ts";
import {
  impersonationIntents,
  sameImpersonation,
  selectImpersonation,
} from "../impersonation.view.ts";
import { selectIsLoggedIn, selectUser } from "../session.view.ts";
import { useAppActor, useSessionRef } from "../system.tsx";
import { useSelector } from "../useSelector.ts";
import { useAccountFeature } from "./feature.ts";
import "./account.css";

export function ImpersonationContainer({
  token,
  replaceUrl,
}: {
  /** The path's token, or null once it left the address. */
  readonly token: string | null;
  /** Replaces the address (the router's replace). */
  readonly replaceUrl: (path: string) => void;
}) {
  const app = useAppActor();
  const session = useSessionRef();
  const account = useAccountFeature();
  const [actor, setActor] = useState<ActorRefFrom<ImpersonationMachine> | null>(
    () => (app.system.get(IMPERSONATION_ID) as ActorRefFrom<ImpersonationMachine>) ?? null,
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: started once, with the path's token
  useEffect(() => {
    if (!account) return;
    let ref = app.system.get(IMPERSONATION_ID) as ActorRefFrom<ImpersonationMachine> | undefined;
    if (ref === undefined) {
      const logic = account.impersonation(impersonationMachine, replaceUrl);
      // Not stopped with the page: the impersonation lasts its 20 minutes.
      app.send({
        type: "feature.start",
        systemId: IMPERSONATION_ID,
        logic,
      });
      ref = app.system.get(IMPERSONATION_ID) as ActorRefFrom<ImpersonationMachine>;
    }
    if (token !== null && ref.getSnapshot().matches("idle")) {
      impersonationIntents(ref.send, account.now).start(
        token,
        selectIsLoggedIn(session.getSnapshot()),
      );
    } else if (token !== null) {
      replaceUrl("/impersonate");
    }
    setActor(ref);
  }, [account, app]);
  if (actor === null) return null;
  return <ImpersonationPage actor={actor} />;
}

function ImpersonationPage({ actor }: { readonly actor: ActorRefFrom<ImpersonationMachine> }) {
  const view = useSelector(actor, selectImpersonation, sameImpersonation);
  const email = useSelector(useSessionRef(), (s) => selectUser(s)?.email ?? null);
  return (
    <div className="container account-card">
      <h1 className="page-title">Impersonation</h1>
      {view.active && (
        <p>
          You are acting as {email ?? "the user"}. The banner at the top of every page ends the
          impersonation.
        </p>
      )}
      {view.failure && (
        <p className="field__error" role="alert">
          {view.failure}
        </p>
      )}
      {!view.active && !view.failure && <p>The impersonation has ended.</p>}
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </div>
  );
}
