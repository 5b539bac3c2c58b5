/** Sends the browser's online and offline events to the connectivity actor. */
import type { ActorRefFrom } from "xstate";
import type { connectivityMachine } from "../machines/connectivity.machine.ts";

export function followConnectivity(
  connectivity: ActorRefFrom<typeof connectivityMachine>,
  target: Pick<Window, "addEventListener" | "removeEventListener">,
): () => void {
  const online = () => connectivity.send({ type: "connectivity.online" });
  const offline = () => connectivity.send({ type: "connectivity.offline" });
  target.addEventListener("online", online);
  target.addEventListener("offline", offline);
  return () => {
    target.removeEventListener("online", online);
    target.removeEventListener("offline", offline);
  };
}
