/**
 * The event journal (ARCHITECTURE.md): every event entering the actor system, appended
 * through the system's inspect hook, redacted by core/journal, kept in a ring buffer.
 */
import type { InspectionEvent } from "xstate";
import { type JournalEntry, type JournalReader, toJournalEntry } from "../core/journal.ts";

export const JOURNAL_CAPACITY = 1_000;

export interface Journal extends JournalReader {
  /** The actor system's inspect hook. */
  inspect(event: InspectionEvent): void;
  /** The journal as exported: entries in order, with when and what it was recorded by. */
  exportJson(): string;
}

export function createJournal(now: () => number, capacity: number = JOURNAL_CAPACITY): Journal {
  // A circular buffer: recording an event costs the same however full the journal is; the
  // ordered copy readers get is made only when read after a change.
  const buffer: JournalEntry[] = [];
  let oldest = 0;
  let seq = 0;
  let snapshot: readonly JournalEntry[] | null = [];
  let scheduled = false;
  const listeners = new Set<() => void>();

  /** Listeners hear once per burst of events (a microtask), not once per event. */
  const notify = () => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      for (const listener of listeners) listener();
    });
  };

  /** The entries in order, the same array until the next event (for useSyncExternalStore). */
  const entries = (): readonly JournalEntry[] => {
    snapshot ??= [...buffer.slice(oldest), ...buffer.slice(0, oldest)];
    return snapshot;
  };

  return {
    inspect(event) {
      if (event.type !== "@xstate.event") return;
      const entry = toJournalEntry(event, now(), seq++);
      if (buffer.length < capacity) {
        buffer.push(entry);
      } else {
        buffer[oldest] = entry;
        oldest = (oldest + 1) % capacity;
      }
      snapshot = null;
      notify();
    },
    entries,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    exportJson: () =>
      JSON.stringify(
        { format: "cinema-journal/1", exportedAt: now(), capacity, entries: entries() },
        null,
        2,
      ),
  };
}
