import { Button } from "../Button.tsx";
import type { DeviceSessionsIntents, DeviceSessionsView } from "../deviceSessions.view.ts";

/** "Where am I signed in": the account's sessions, each with a sign-out; all others at once. */
export function DeviceSessionsPanel({
  status,
  sessions,
  hasOthers,
  failure,
  onEnd,
  onEndOthers,
  onSignOutHere,
  onRetry,
}: DeviceSessionsView & {
  readonly onEnd: DeviceSessionsIntents["end"];
  readonly onEndOthers: DeviceSessionsIntents["endOthers"];
  readonly onSignOutHere: DeviceSessionsIntents["signOutHere"];
  readonly onRetry: DeviceSessionsIntents["retry"];
}) {
  const busy = status !== "ready";
  return (
    <section className="account-panel" aria-labelledby="sessions-title" aria-busy={busy}>
      <h2 id="sessions-title">Where you are signed in</h2>
      {status === "loading" && <p className="account-notice">Loading your devices...</p>}
      {status === "failed" ? (
        <div className="actions">
          <p role="alert">{failure}</p>
          <Button theme="outline" onClick={onRetry}>
            Try again
          </Button>
        </div>
      ) : (
        <ul className="device-sessions">
          {sessions.map((s) => (
            <li key={s.id} className="device-session">
              <span className="device-session__name">{s.name}</span>
              <span className="device-session__seen">{s.seen}</span>
              {s.current ? (
                <Button theme="outline" size="sm" disabled={busy} onClick={onSignOutHere}>
                  Sign out of this device
                </Button>
              ) : (
                <Button
                  theme="outline"
                  size="sm"
                  disabled={busy}
                  aria-label={`Sign out ${s.name}`}
                  onClick={() => onEnd(s.id)}
                >
                  Sign out
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {failure && status !== "failed" && (
        <p className="field__error" role="alert">
          {failure}
        </p>
      )}
      {hasOthers && (
        <div className="actions">
          <Button theme="primary" disabled={busy} onClick={onEndOthers}>
            Sign out of all other devices
          </Button>
        </div>
      )}
    </section>
  );
}
