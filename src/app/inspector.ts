/**
 * The Stately visual inspector, a development tool: loaded only with `?inspect` in a
 * development build (or a build made with VITE_INSPECTOR=1). It sees the events and
 * contexts redacted exactly as the journal records them: no secret, e-mails masked.
 */
import { createBrowserInspector } from "@statelyai/inspect";
import type { AnyEventObject, MachineContext } from "xstate";
import { redactEvent } from "../core/journal.ts";

export function connectInspector() {
  return createBrowserInspector({
    sanitizeEvent: (event) => redactEvent(event) as AnyEventObject,
    sanitizeContext: (context) => redactEvent(context) as MachineContext,
  }).inspect;
}
