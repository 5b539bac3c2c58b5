/** Not worded by the spec: shown while the browser reports no connection. */
export const OFFLINE_TEXT = "You are offline. The page will catch up when the connection is back.";

/** A notice while the viewer is offline (a polite status, it does not steal focus). */
export function OfflineNotice({ offline }: { readonly offline: boolean }) {
  return (
    <p className="offline-notice" role="status" hidden={!offline}>
      {offline ? OFFLINE_TEXT : null}
    </p>
  );
}
