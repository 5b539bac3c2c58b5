import type { AnyStateMachine } from "xstate";
import type { NotifyParams } from "../../src/machines/notify.ts";
import { type SessionOptions, startAppSystem } from "../fixtures/session.ts";

/** A feature actor spawned into the whole app system (session included), as the app runs it. */
export function spawnFeature<M extends AnyStateMachine>(
  systemId: string,
  logic: M,
  input: unknown,
  options: SessionOptions = {},
) {
  const started = startAppSystem(options);
  started.app.send({ type: "feature.start", systemId, logic, input });
  const actor = started.app.system.get(systemId);
  const session = started.app.system.get("session");
  return { ...started, actor, session };
}

/** A `notify` fake and what it was asked to show. */
export function notifications() {
  const shown: NotifyParams[] = [];
  return { shown, notify: (_: unknown, params: NotifyParams) => void shown.push(params) };
}
