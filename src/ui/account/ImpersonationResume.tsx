/**
 * After a page reload: resumes this tab's impersonation if it still runs, so its banner and
 * its end come back with the page (the end was kept when it started, never the token). The
 * layout loads this only for a logged-in viewer without an impersonation actor, once the
 * page is drawn.
 */
import { useRouter } from "@tanstack/react-router";
import { useEffect } from "react";
import type { ActorRefFrom } from "xstate";
import {
  IMPERSONATION_ID,
  type ImpersonationMachine,
  impersonationMachine,
} from "../../machines/impersonation.machine.ts";
import { impersonationIntents } from "../impersonation.view.ts";
import { useAppActor } from "../system.tsx";
import { useAccountFeature } from "./feature.ts";

export default function ImpersonationResume() {
  const app = useAppActor();
  const router = useRouter();
  const account = useAccountFeature();
  useEffect(() => {
    if (!account || app.system.get(IMPERSONATION_ID) !== undefined) return;
    const endsAt = account.resumableImpersonation();
    if (endsAt === null) return;
    const replaceUrl = (path: string) => void router.navigate({ href: path, replace: true });
    // Not stopped with any page: it ends the session itself when its time is up.
    app.send({
      type: "feature.start",
      systemId: IMPERSONATION_ID,
      logic: account.impersonation(impersonationMachine, replaceUrl),
    });
    const actor = app.system.get(IMPERSONATION_ID) as ActorRefFrom<ImpersonationMachine>;
    impersonationIntents(actor.send, account.now).resume(endsAt);
  }, [account, app, router]);
  return null;
}
