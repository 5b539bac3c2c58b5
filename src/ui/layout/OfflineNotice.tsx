import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { connectivityMachine } from "../../machines/connectivity.machine.ts";

/** Not worded by the spec: shown while the browser reports no connection. */
export const OFFLINE_TEXT = "You are offline. The page will catch up when the connection is back.";

/** A notice while the viewer is offline (a polite status, it does not steal focus). */
export function OfflineNotice({
  connectivityRef,
}: {
  readonly connectivityRef: ActorRefFrom<typeof connectivityMachine>;
}) {
  const offline = useSelector(connectivityRef, (snapshot) => snapshot.matches("offline"));
  return (
    <p className="offline-notice" role="status" hidden={!offline}>
      {offline ? OFFLINE_TEXT : null}
    </p>
  );
}
