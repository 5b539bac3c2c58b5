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
  let ring: JournalEntry[] = [];
  let seq = 0;
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

  return {
    inspect(event) {
      if (event.type !== "@xstate.event") return;
      const entry = toJournalEntry(event, now(), seq++);
      ring =
        ring.length >= capacity
          ? [...ring.slice(ring.length - capacity + 1), entry]
          : [...ring, entry];
      notify();
    },
    entries: () => ring,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    exportJson: () =>
      JSON.stringify(
        { format: "cinema-journal/1", exportedAt: now(), capacity, entries: ring },
        null,
        2,
      ),
  };
}
