/**
 * The search feature, loaded lazily by the header's box (SearchBar.tsx): spawns the
 * search machine as a feature actor, feeds it every navigation (core/searchState through
 * `search.route`), handles the box's keys and renders the results panel.
 */
import { useRouter, useRouterState } from "@tanstack/react-router";
import {
  type KeyboardEvent,
  type MouseEvent,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import type { ActorRefFrom } from "xstate";
import { isSearchActive } from "../../core/search.ts";
import { searchMachine } from "../../machines/search.machine.ts";
import {
  SEARCH_SYSTEM_ID,
  type SearchIntents,
  type SearchMachine,
  sameSearchStatus,
  searchAnnouncement,
  searchGroupsView,
  searchIntents,
  searchNoticeOf,
  selectSearchStatus,
} from "../search.view.ts";
import { FeatureActor, useFeatureEffects } from "../system.tsx";
import { useSelector } from "../useSelector.ts";
import type { SearchBridge } from "./bridge.ts";
import { SearchPanel } from "./SearchPanel.tsx";
import { sTermOf } from "./sTerm.ts";
import { useOpenPath } from "./useOpenPath.ts";
import { useSearchSuggestions } from "./useSearchSuggestions.ts";

export default function SearchFeature({ bridge }: { readonly bridge: SearchBridge }) {
  const features = useFeatureEffects();
  const logic = useMemo(() => features.search(searchMachine), [features]);
  // The page the search starts on was drawn when the page started (performance.timeOrigin).
  const input = useMemo(() => ({ pageShownAt: Math.floor(performance.timeOrigin) }), []);
  return (
    <FeatureActor systemId={SEARCH_SYSTEM_ID} logic={logic} input={input}>
      {(actor) => <SearchController actor={actor} bridge={bridge} />}
    </FeatureActor>
  );
}

type SearchRef = ActorRefFrom<SearchMachine>;

/** The film or series a page opens (its loader's data), for the search state. */
function contentIdOf(matches: readonly { loaderData?: unknown }[], modelType: string) {
  const data = matches.at(-1)?.loaderData as { model_type?: unknown; id?: unknown } | undefined;
  return data?.model_type === modelType && typeof data.id === "number" ? data.id : null;
}

/** Every navigation reaches the machine as `search.route` (spec 000 §2 route-change rules). */
function useRouteChanges(route: SearchIntents["route"]) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const sTerm = useRouterState({ select: (state) => sTermOf(state.location.search) });
  const movieId = useRouterState({ select: (state) => contentIdOf(state.matches, "Movie") });
  const seriesId = useRouterState({ select: (state) => contentIdOf(state.matches, "Series") });
  useEffect(() => {
    route({ pathname, sTerm, movieId, seriesId });
  }, [route, pathname, sTerm, movieId, seriesId]);
}

/** Keys that move, choose or leave; they do not change the text. */
const NON_TEXT_KEYS = new Set([
  "Enter",
  "Escape",
  "Tab",
  "ArrowUp",
  "ArrowDown",
  "ArrowLeft",
  "ArrowRight",
  "Home",
  "End",
  "PageUp",
  "PageDown",
  "Shift",
  "Control",
  "Alt",
  "Meta",
]);

function SearchController({
  actor,
  bridge,
}: {
  readonly actor: SearchRef;
  readonly bridge: SearchBridge;
}) {
  const status = useSelector(actor, selectSearchStatus, sameSearchStatus);
  const suggestions = useSearchSuggestions(status);
  const intents = useMemo(() => searchIntents(actor.send, Date.now), [actor]);
  const router = useRouter();
  const { open: openPath, onClick } = useOpenPath();
  const { inputRef, listboxId } = bridge;
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  useRouteChanges(intents.route);

  const groups = useMemo(
    () => searchGroupsView(status.results, status.tab, listboxId),
    [status.results, status.tab, listboxId],
  );
  const options = useMemo(() => groups.flatMap((group) => group.items), [groups]);
  // A new answer or another tab starts the arrows from the box again: in a layout effect, so
  // the reset lands with the new options, never after an arrow key pressed on them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the options change
  useLayoutEffect(() => setActiveIndex(-1), [options]);

  const expanded = open && status.term.trim() !== "";
  const activeId = expanded ? (options[activeIndex]?.id ?? null) : null;
  const announcement = expanded ? searchAnnouncement(status) : "";
  useEffect(() => {
    bridge.setCombobox({ expanded, activeId, announcement });
  }, [bridge, expanded, activeId, announcement]);
  useEffect(
    () => () => bridge.setCombobox({ expanded: false, activeId: null, announcement: "" }),
    [bridge],
  );

  // The box follows the term when it changes without typing (closing, the URL's s_term).
  // Only a change counts: on mount the box keeps what was typed while the feature loaded.
  const followedTerm = useRef(status.term);
  useEffect(() => {
    if (followedTerm.current === status.term) return;
    followedTerm.current = status.term;
    if (inputRef.current !== null && inputRef.current.value !== status.term)
      bridge.setValue(status.term);
  }, [bridge, inputRef, status.term]);

  // Keep the active option in view while the arrows move.
  useEffect(() => {
    if (activeId !== null)
      document.getElementById(activeId)?.scrollIntoView?.({ block: "nearest" });
  }, [activeId]);

  const allResultsPath = useMemo(
    () =>
      status.results !== null && status.results.length > 0 && isSearchActive(status.term)
        ? router.buildLocation({ to: "/search", search: { s_term: status.term.trim() } }).href
        : null,
    [router, status.results, status.term],
  );

  // A click or focus outside the search collapses the panel (the term stays).
  useEffect(() => {
    const root = inputRef.current?.closest("search") ?? null;
    const outside = (event: Event) => {
      if (root !== null && !root.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", outside);
    document.addEventListener("focusin", outside);
    return () => {
      document.removeEventListener("pointerdown", outside);
      document.removeEventListener("focusin", outside);
    };
  }, [inputRef]);

  const handlers = useRef({
    close: () => {},
    openResult: (_path: string) => {},
  });
  handlers.current.close = () => {
    intents.close();
    bridge.setValue("");
    setOpen(false);
    setActiveIndex(-1);
  };
  handlers.current.openResult = (path: string) => {
    setOpen(false);
    setActiveIndex(-1);
    bridge.dismiss(false);
    openPath(path);
  };

  const latest = useRef({ options, activeIndex, expanded, status, allResultsPath });
  latest.current = { options, activeIndex, expanded, status, allResultsPath };

  useEffect(() => {
    const type = (value: string) => {
      // A typed term is already in the box: the box must not follow it back, since by the
      // time the term arrives the viewer may have typed on.
      followedTerm.current = value;
      intents.type(value);
      setOpen(value.trim() !== "");
    };
    bridge.setKeys({
      keyUp: (event: KeyboardEvent<HTMLInputElement>) => {
        if (NON_TEXT_KEYS.has(event.key)) return;
        type(event.currentTarget.value);
      },
      keyDown: (event: KeyboardEvent<HTMLInputElement>) => {
        const { options: list, activeIndex: index, expanded: isOpen, status: now } = latest.current;
        switch (event.key) {
          case "ArrowDown":
          case "ArrowUp": {
            event.preventDefault();
            if (!isOpen) setOpen(now.term.trim() !== "");
            if (list.length === 0) return;
            const step = event.key === "ArrowDown" ? 1 : -1;
            const from = index === -1 && step === -1 ? list.length : index;
            setActiveIndex((from + step + list.length) % list.length);
            return;
          }
          case "Enter": {
            const active = isOpen ? list[index] : undefined;
            const target = active?.path ?? latest.current.allResultsPath;
            if (target === null || target === undefined) return;
            event.preventDefault();
            handlers.current.openResult(target);
            return;
          }
          case "Escape":
            if (now.term === "" && !isOpen) {
              bridge.dismiss(true);
              return;
            }
            event.preventDefault();
            handlers.current.close();
            bridge.dismiss(true);
            return;
        }
      },
      text: type,
      focus: () => setOpen(latest.current.status.term.trim() !== ""),
      close: () => handlers.current.close(),
    });
    // Text typed while the feature loaded (the first key press started the load).
    const typed = inputRef.current?.value ?? "";
    if (typed !== "") type(typed);
    else if (document.activeElement === inputRef.current) setOpen(false);
    return () => bridge.setKeys(null);
  }, [bridge, intents, inputRef]);

  const onOpen = (event: MouseEvent<HTMLAnchorElement>) =>
    onClick(event, () => {
      setOpen(false);
      setActiveIndex(-1);
      bridge.dismiss(false);
    });

  return (
    <SearchPanel
      listboxId={listboxId}
      expanded={expanded}
      tab={status.tab}
      groups={groups}
      activeId={activeId}
      notice={searchNoticeOf(status)}
      suggestions={suggestions}
      busy={status.busy}
      allResultsPath={allResultsPath}
      onSelectTab={(tab) => {
        intents.selectTab(tab);
        inputRef.current?.focus();
      }}
      onOpen={onOpen}
    />
  );
}
