/**
 * The developer panel (lazy-loaded; `?devtools`, localStorage `cinema.devtools`=1 or dev
 * mode): the live event journal, the current state of every actor of the system, and an
 * export of the journal as JSON (a viewer's bug report becomes a replayable test).
 */
import { type CSSProperties, useState, useSyncExternalStore } from "react";
import type { AnyActorRef } from "xstate";
import type { JournalReader } from "../../core/journal.ts";
import type { AppActorRef } from "../../machines/app.machine.ts";

export interface DevPanelProps {
  readonly journal: JournalReader;
  readonly app: AppActorRef;
  /** The journal as JSON text, for the download. */
  readonly onExport: () => string;
}

const SHOWN_ENTRIES = 200;

const panel: CSSProperties = {
  position: "fixed",
  left: 8,
  bottom: 8,
  zIndex: 1000,
  width: "min(560px, calc(100vw - 16px))",
  maxHeight: "60vh",
  display: "flex",
  flexDirection: "column",
  background: "#050811",
  color: "#d8deea",
  border: "1px solid #2c365a",
  borderRadius: 8,
  font: "12px/1.4 ui-monospace, SFMono-Regular, Menlo, monospace",
  boxShadow: "0 10px 30px rgb(0 0 0 / 0.6)",
};

const stateText = (ref: AnyActorRef | undefined): string => {
  if (!ref) return "—";
  const snapshot = ref.getSnapshot() as { value?: unknown; status?: string };
  return `${JSON.stringify(snapshot.value ?? null)} (${snapshot.status ?? "?"})`;
};

function download(json: string): void {
  const url = URL.createObjectURL(new Blob([json], { type: "application/json" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = `cinema-journal-${new Date().toISOString().replace(/[:.]/g, "-")}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export default function DevPanel({ journal, app, onExport }: DevPanelProps) {
  const entries = useSyncExternalStore(journal.subscribe, journal.entries);
  const [open, setOpen] = useState(false);
  // Every actor registered with a system id (the root is "app"), as the inspector sees them.
  const registered = Object.entries(app.system.getAll() as Record<string, AnyActorRef>);
  const actors = registered.some(([, ref]) => ref === app)
    ? registered
    : [["app", app] as const, ...registered];
  if (!open) {
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        style={{ ...panel, width: "auto", padding: "6px 10px", cursor: "pointer" }}
        aria-label="Open the dev panel"
      >
        ⚙ journal ({entries.length})
      </button>
    );
  }
  return (
    <section style={panel} aria-label="Dev panel">
      <div style={{ display: "flex", gap: 8, padding: 8, borderBottom: "1px solid #2c365a" }}>
        <strong style={{ flex: 1 }}>Dev panel · {entries.length} events</strong>
        <button type="button" onClick={() => download(onExport())}>
          Export journal
        </button>
        <button type="button" onClick={() => setOpen(false)} aria-label="Close the dev panel">
          ×
        </button>
      </div>
      <table style={{ margin: 8, borderCollapse: "collapse" }} aria-label="Actors">
        <tbody>
          {actors.map(([id, ref]) => (
            <tr key={id}>
              <th style={{ textAlign: "left", paddingRight: 12 }}>{id}</th>
              <td>{stateText(ref)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ol
        aria-label="Journal"
        reversed
        style={{ margin: 0, padding: "0 8px 8px 40px", overflow: "auto", flex: 1 }}
      >
        {entries
          .slice(-SHOWN_ENTRIES)
          .reverse()
          .map((entry) => (
            <li key={entry.seq} title={JSON.stringify(entry.event)}>
              <span style={{ color: "#8f9bb3" }}>
                {new Date(entry.at).toISOString().slice(11, 23)}
              </span>{" "}
              <span style={{ color: "#ff8a95" }}>{entry.actor}</span> ← {entry.type}
              {entry.source ? <span style={{ color: "#8f9bb3" }}> from {entry.source}</span> : null}
            </li>
          ))}
      </ol>
    </section>
  );
}
