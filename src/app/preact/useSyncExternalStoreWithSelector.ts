/**
 * `useSyncExternalStoreWithSelector` of the `use-sync-external-store` package, for
 * `@xstate/react`'s `useSelector` on Preact (see reactOnPreact.ts): that package ships only
 * CommonJS bound to React's own module. Same contract: the selection is recomputed only for a
 * new snapshot, and an equal selection (by `isEqual`) keeps the previous one, so a view
 * re-renders only when what it selected changed.
 */
import { useEffect, useMemo, useRef, useSyncExternalStore } from "react";

type Selected<Selection> = { hasValue: boolean; value: Selection | undefined };

export function useSyncExternalStoreWithSelector<Snapshot, Selection>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  getServerSnapshot: undefined | null | (() => Snapshot),
  selector: (snapshot: Snapshot) => Selection,
  isEqual?: (a: Selection, b: Selection) => boolean,
): Selection {
  const rendered = useRef<Selected<Selection>>({ hasValue: false, value: undefined }).current;
  const [getSelection, getServerSelection] = useMemo(() => {
    let memo: { snapshot: Snapshot; selection: Selection } | undefined;
    const select = (snapshot: Snapshot): Selection => {
      if (memo !== undefined && Object.is(memo.snapshot, snapshot)) return memo.selection;
      const next = selector(snapshot);
      const previous = memo !== undefined ? { hasValue: true, value: memo.selection } : rendered;
      const selection =
        previous.hasValue && isEqual?.(previous.value as Selection, next)
          ? (previous.value as Selection)
          : next;
      memo = { snapshot, selection };
      return selection;
    };
    return [
      () => select(getSnapshot()),
      getServerSnapshot ? () => select(getServerSnapshot()) : undefined,
    ];
  }, [getSnapshot, getServerSnapshot, selector, isEqual, rendered]);
  const value = useSyncExternalStore(subscribe, getSelection, getServerSelection);
  useEffect(() => {
    rendered.hasValue = true;
    rendered.value = value;
  }, [value, rendered]);
  return value;
}
