/**
 * How the lazily loaded search feature drives the header's search box (SearchBar.tsx).
 * Types only: nothing here ships in the first load.
 */
import type { KeyboardEvent, RefObject } from "react";

/** What the box shows that the feature decides. */
export interface SearchComboboxState {
  readonly expanded: boolean;
  readonly activeId: string | null;
  /** What a screen reader hears politely (the hint, the result count, the empty text). */
  readonly announcement: string;
}

/** The box's events, handled by the feature once loaded. */
export interface SearchKeys {
  readonly keyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  readonly keyUp: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** Text that came without a key (paste or drop with the mouse). */
  readonly text: (value: string) => void;
  readonly focus: () => void;
  /** Closes the search as Escape does. */
  readonly close: () => void;
}

export interface SearchBridge {
  readonly inputRef: RefObject<HTMLInputElement | null>;
  readonly listboxId: string;
  /** The box's text changed without typing (closing, the URL's s_term). */
  readonly setValue: (value: string) => void;
  readonly setCombobox: (state: SearchComboboxState) => void;
  readonly setKeys: (keys: SearchKeys | null) => void;
  /** The search is done with (Escape, a result opened): phones close the full-width box. */
  readonly dismiss: (restoreFocus: boolean) => void;
}
