import { createFileRoute, useRouter } from "@tanstack/react-router";
import { useCallback } from "react";
import { impersonationToken } from "../core/impersonation.ts";
import { ImpersonationContainer } from "../ui/account/Impersonation.tsx";

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
  const token = impersonationToken(router.state.location.pathname);
  return <ImpersonationContainer token={token} replaceUrl={replaceUrl} />;
}
