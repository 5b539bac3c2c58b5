import { createFileRoute, useRouter } from "@tanstack/react-router";
import { useCallback, useEffect, useState } from "react";
import { impersonationToken } from "../core/impersonation.ts";
import { ImpersonationContainer } from "../ui/account/Impersonation.tsx";
import {
  forgetHeldImpersonationToken,
  heldImpersonationToken,
} from "../ui/account/impersonationAddress.ts";

/** `/impersonate/{token}`: support acts as a user; the token leaves the address at once. */
export const Route = createFileRoute("/impersonate/$")({
  component: ImpersonateRoute,
});

function ImpersonateRoute() {
  const router = useRouter();
  const replaceUrl = useCallback(
    (path: string) => {
      void router.navigate({ href: path, replace: true });
    },
    [router],
  );
  // The entry took the token out of the address already (ui/account/impersonationAddress.ts);
  // a client-side navigation to a token path still carries it.
  const [token] = useState(
    () => impersonationToken(router.state.location.pathname) ?? heldImpersonationToken(),
  );
  // Forgotten once this page is on screen (a render that suspended read it again meanwhile).
  useEffect(forgetHeldImpersonationToken, []);
  return <ImpersonationContainer token={token} replaceUrl={replaceUrl} />;
}
