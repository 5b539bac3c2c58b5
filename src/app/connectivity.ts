/** Sends the browser's online and offline events to the connectivity actor (a link). */
import { fromCallback } from "xstate";
import { connectivityOf } from "../machines/app.machine.ts";

export type OnlineEvents = Pick<Window, "addEventListener" | "removeEventListener">;

export const connectivityLink = (target: OnlineEvents) =>
  fromCallback(({ system }) => {
    const connectivity = connectivityOf(system);
    const online = () => connectivity.send({ type: "connectivity.online" });
    const offline = () => connectivity.send({ type: "connectivity.offline" });
    target.addEventListener("online", online);
    target.addEventListener("offline", offline);
    return () => {
      target.removeEventListener("online", online);
      target.removeEventListener("offline", offline);
    };
  });
