/**
 * The header search as the first load ships it: an ARIA 1.2 combobox (the input) with a
 * polite status, and on phones an icon button that opens it full width. The search feature
 * (machine, panel, adapter) loads on the first focus or key press, or when the URL carries
 * `s_term`, and from then on drives the box through a `SearchBridge`.
 */
import { useLocation } from "@tanstack/react-router";
import { lazy, Suspense, useId, useLayoutEffect, useMemo, useRef, useState } from "react";
import type { SearchBridge, SearchComboboxState, SearchKeys } from "./bridge.ts";
import { sTermOf } from "./sTerm.ts";
import "./searchBar.css";

const SearchFeature = lazy(() => import("./SearchFeature.tsx"));

const CLOSED: SearchComboboxState = { expanded: false, activeId: null, announcement: "" };

export function SearchBar() {
  const listboxId = `search${useId().replace(/\W/g, "")}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const openRef = useRef<HTMLButtonElement>(null);
  const keys = useRef<SearchKeys | null>(null);
  const [value, setValue] = useState("");
  const [combobox, setCombobox] = useState(CLOSED);
  const [phoneOpen, setPhoneOpen] = useState(false);
  const urlHasTerm = useLocation({ select: (location) => sTermOf(location.search) !== null });
  const [wanted, setWanted] = useState(urlHasTerm);
  if (urlHasTerm && !wanted) setWanted(true);
  // Focus moves into the box in the frame it opens, so the first key typed lands in it.
  useLayoutEffect(() => {
    if (phoneOpen) inputRef.current?.focus();
  }, [phoneOpen]);

  const bridge = useMemo<SearchBridge>(
    () => ({
      inputRef,
      listboxId,
      setValue,
      setCombobox,
      setKeys: (next) => {
        keys.current = next;
      },
      dismiss: (restoreFocus) => {
        setPhoneOpen(false);
        if (restoreFocus && getComputedStyle(openRef.current!).display !== "none")
          openRef.current?.focus();
      },
    }),
    [listboxId],
  );

  return (
    <>
      <button
        ref={openRef}
        type="button"
        className="site-search__open"
        aria-label="Search"
        aria-expanded={phoneOpen}
        onClick={() => setPhoneOpen(true)}
      />
      <search className="site-search" data-phone-open={phoneOpen}>
        <label htmlFor={`${listboxId}-input`} className="visually-hidden">
          Search films, series, people and categories
        </label>
        <input
          ref={inputRef}
          id={`${listboxId}-input`}
          className="site-search__input"
          role="combobox"
          aria-expanded={combobox.expanded}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={combobox.activeId ?? undefined}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder="Search"
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            // Text without a key release (a paste or drop with the mouse) searches too.
            if (/^insertFrom/.test((event.nativeEvent as InputEvent).inputType))
              keys.current?.text(event.currentTarget.value);
          }}
          onFocus={() => {
            setWanted(true);
            keys.current?.focus();
          }}
          onKeyDown={(event) => {
            setWanted(true);
            keys.current?.keyDown(event);
          }}
          onKeyUp={(event) => keys.current?.keyUp(event)}
        />
        <button
          type="button"
          className="site-search__close"
          aria-label="Close search"
          onClick={() => {
            keys.current?.close();
            bridge.dismiss(true);
          }}
        />
        <div role="status" aria-live="polite" className="visually-hidden">
          {combobox.announcement}
        </div>
        {wanted && (
          <Suspense>
            <SearchFeature bridge={bridge} />
          </Suspense>
        )}
      </search>
    </>
  );
}
