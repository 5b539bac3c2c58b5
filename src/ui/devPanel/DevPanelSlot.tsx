/**
 * Where the dev panel goes: drawn right after the first render when the address or the build
 * asks for it (`asked`), else once the page is drawn and the browser is idle, if this browser
 * keeps it on (`stored`, read then: its storage is not read during the start-up). Never in
 * the first render: the server's render has no panel, and the browser's first render must
 * equal it.
 */
import { lazy, Suspense, useEffect, useState } from "react";
import { whenIdle } from "../WhenIdle.tsx";
import type { DevPanelProps } from "./DevPanel.tsx";

const DevPanel = lazy(() => import("./DevPanel.tsx"));

export interface DevPanelSlotProps extends DevPanelProps {
  readonly asked: boolean;
  readonly stored: () => boolean;
}

export function DevPanelSlot({ asked, stored, ...panel }: DevPanelSlotProps) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (shown) return undefined;
    if (asked) {
      setShown(true);
      return undefined;
    }
    return whenIdle(() => {
      if (stored()) setShown(true);
    });
  }, [shown, asked, stored]);
  return shown ? (
    <Suspense fallback={null}>
      <DevPanel {...panel} />
    </Suspense>
  ) : null;
}
