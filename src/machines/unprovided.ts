/**
 * Defaults for the effects a machine declares in `setup`: each throws (or rejects) until the
 * composition root or a test provides the real one with `machine.provide(...)`, so a missing
 * effect is a loud error, never a silent no-op.
 */
import { fromPromise } from "xstate";

const UNPROVIDED = Symbol("unprovided effect");

/** A declared action taking `Params`: throws when it runs unprovided. */
export const unprovided = <Params = undefined>(name: string) =>
  Object.assign(
    (_args: unknown, _params: Params): void => {
      throw new Error(`${name} is not provided`);
    },
    { [UNPROVIDED]: true },
  );

/** A declared promise actor: rejects when it runs unprovided. */
export const unprovidedActor = <Output, Input = void>(name: string) =>
  fromPromise<Output, Input>(() => Promise.reject(new Error(`${name} is not provided`)));

/** Whether an action implementation is a declared effect left unprovided (replay stubs these). */
export const isUnprovided = (action: unknown): boolean =>
  typeof action === "function" && UNPROVIDED in action;
