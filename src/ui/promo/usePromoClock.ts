import { useEffect, useState } from "react";

/** Once a second. */
const TICK_MS = 1_000;

/**
 * The time now, in ms, updated every second while `running` (the countdown bar is on screen);
 * no timer runs otherwise.
 */
export function usePromoClock(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const id = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(id);
  }, [running]);
  return now;
}
