/**
 * Where the dev panel goes: drawn with the app when the address or the build asks for it
 * (`asked`), else once the page is drawn and the browser is idle, if this browser keeps it
 * on (`stored`, read then: its storage is not read during the start-up).
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
  const [shown, setShown] = useState(asked);
  useEffect(
    () =>
      shown
        ? undefined
        : whenIdle(() => {
            if (stored()) setShown(true);
          }),
    [shown, stored],
  );
  return shown ? (
    <Suspense fallback={null}>
      <DevPanel {...panel} />
    </Suspense>
  ) : null;
}
