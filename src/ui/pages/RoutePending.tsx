/** Shown while a slow page loads: a thin progress bar and reserved space (no shift). */
export function RoutePending() {
  return (
    <div className="loading-block" aria-busy="true">
      <div className="route-progress" role="progressbar" aria-label="Loading" />
    </div>
  );
}
