/**
 * Containers read actors through this `useSelector` (same signature as @xstate/react's), not
 * @xstate/react's: a part of the page that hydrates late (a lazily loaded boundary, one that
 * waited for its chunk) must draw what the server drew, yet the machines start when the root
 * has committed and may have moved on by then. @xstate/react gives React the actor's current
 * snapshot as the "server snapshot"; this hook gives it the actor's first snapshot (the one
 * the server's render had, kept by `keepFirstSnapshots` before hydrating), so React hydrates
 * every boundary with the server's state and then renders it again with the live one (React
 * compares the two after hydrating). React asks for the server snapshot only while it
 * hydrates: anything drawn later reads the live snapshot (decision 0058).
 */
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from "react";
import type { AnyActorRef } from "xstate";

type Actor = Pick<AnyActorRef, "subscribe" | "getSnapshot">;
type SnapshotOf<TActor> = TActor extends { getSnapshot(): infer TSnapshot } ? TSnapshot : undefined;

const firstSnapshots = new WeakMap<object, unknown>();

interface WithChildren {
  readonly children?: Readonly<Record<string, AnyActorRef | undefined>>;
}

/**
 * Keeps the snapshot of `root` and of every actor under it, as they are now: called before
 * `hydrateRoot`, while the system has not started (its snapshots are the first render's input,
 * which the server rendered from).
 */
export function keepFirstSnapshots(root: AnyActorRef): void {
  const pending: AnyActorRef[] = [root];
  for (let actor = pending.pop(); actor !== undefined; actor = pending.pop()) {
    if (firstSnapshots.has(actor)) continue;
    const snapshot: unknown = actor.getSnapshot();
    firstSnapshots.set(actor, snapshot);
    const children = (snapshot as WithChildren | undefined)?.children;
    if (children !== undefined && children !== null)
      for (const child of Object.values(children)) if (child !== undefined) pending.push(child);
  }
}

const subscribeNever = () => () => {};
const notHydrating = () => false;
const hydratingNow = () => true;

/**
 * True while React hydrates the calling component (it reads the "server snapshot" then),
 * false otherwise: after hydrating, React sees the value change and renders the component
 * again. A lazily hydrated part reads what the server rendered from while this is true.
 */
export const useHydrating = (): boolean =>
  useSyncExternalStore(subscribeNever, notHydrating, hydratingNow);

/** The snapshot the server rendered from, where it was kept; the current one otherwise. */
const firstSnapshotOf = (actor: Actor): unknown =>
  firstSnapshots.has(actor) ? firstSnapshots.get(actor) : actor.getSnapshot();

const currentSnapshotOf = (actor: Actor): unknown => {
  const snapshot = actor.getSnapshot() as { status?: string; error?: unknown } | undefined;
  if (snapshot !== undefined && snapshot.status === "error") throw snapshot.error;
  return snapshot;
};

interface LastSelection<S, T> {
  last: { readonly snapshot: S; readonly selection: T } | null;
}

/**
 * A memoized selection: the same snapshot gives the same value, and a new value equal to the
 * last one (this read's, or the last committed render's) by `compare` gives that one, so
 * `useSyncExternalStore` sees no change. The snapshot the other read (the first snapshot's,
 * the current one's) has selected from gives that read's value: before the system starts the
 * two are one snapshot, and a selector that builds a new array or object each time would
 * otherwise make React render the part again, at once, right after hydrating it.
 */
function memoizedSelection<S, T>(
  read: () => S,
  selector: (snapshot: S) => T,
  compare: (a: T, b: T) => boolean,
  committed: { current: { value: T } | null },
  own: LastSelection<S, T>,
  other: LastSelection<S, T>,
): () => T {
  return () => {
    const snapshot = read();
    if (own.last !== null && Object.is(own.last.snapshot, snapshot)) return own.last.selection;
    if (other.last !== null && Object.is(other.last.snapshot, snapshot)) {
      own.last = other.last;
      return own.last.selection;
    }
    const selection = selector(snapshot);
    const previous = own.last !== null ? { value: own.last.selection } : committed.current;
    const kept =
      previous !== null && compare(previous.value, selection) ? previous.value : selection;
    own.last = { snapshot, selection: kept };
    return kept;
  };
}

export function useSelector<TActor extends Actor | undefined, T>(
  actor: TActor,
  selector: (snapshot: SnapshotOf<TActor>) => T,
  compare: (a: T, b: T) => boolean = Object.is,
): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (actor === undefined) return () => {};
      const { unsubscribe } = actor.subscribe({ next: onChange, error: onChange });
      return unsubscribe;
    },
    [actor],
  );
  const committed = useRef<{ value: T } | null>(null);
  const [selected, selectedFirst] = useMemo(() => {
    const now = () =>
      (actor === undefined ? undefined : currentSnapshotOf(actor)) as SnapshotOf<TActor>;
    const first = () =>
      (actor === undefined ? undefined : firstSnapshotOf(actor)) as SnapshotOf<TActor>;
    const fromNow: LastSelection<SnapshotOf<TActor>, T> = { last: null };
    const fromFirst: LastSelection<SnapshotOf<TActor>, T> = { last: null };
    return [
      memoizedSelection(now, selector, compare, committed, fromNow, fromFirst),
      memoizedSelection(first, selector, compare, committed, fromFirst, fromNow),
    ];
  }, [actor, selector, compare]);
  const value = useSyncExternalStore(subscribe, selected, selectedFirst);
  useEffect(() => {
    committed.current = { value };
  }, [value]);
  return value;
}
