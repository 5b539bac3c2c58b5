/**
 * Whether the viewer is online (spec 000 §4, 001 §4: "Online/offline is tracked"). The
 * composition root sends the browser's online and offline events; the layout shows a
 * notice while offline. Calls already retry network errors (adapters/http/client.ts).
 */
import { setup } from "xstate";

export interface ConnectivityInput {
  /** `navigator.onLine` when the app starts. */
  readonly online: boolean;
}

export type ConnectivityEvent = { type: "connectivity.online" } | { type: "connectivity.offline" };

export const connectivityMachine = setup({
  types: {
    input: {} as ConnectivityInput,
    events: {} as ConnectivityEvent,
  },
  guards: {
    startsOnline: ({ context }) => context.online,
  },
}).createMachine({
  id: "connectivity",
  context: ({ input }) => ({ online: input.online }),
  initial: "starting",
  states: {
    starting: {
      always: [{ guard: "startsOnline", target: "online" }, { target: "offline" }],
    },
    online: { on: { "connectivity.offline": "offline" } },
    offline: { on: { "connectivity.online": "online" } },
  },
});
