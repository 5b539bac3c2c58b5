import { useRouter } from "@tanstack/react-router";
import { type MouseEvent, useCallback } from "react";

/**
 * Opens a result's page in the app. A click with a modifier or another button is left to the
 * browser (a new tab or window), as any link.
 */
export function useOpenPath(): {
  readonly open: (path: string) => void;
  readonly onClick: (event: MouseEvent<HTMLAnchorElement>, after?: () => void) => void;
} {
  const router = useRouter();
  const open = useCallback((path: string) => void router.navigate({ href: path }), [router]);
  const onClick = useCallback(
    (event: MouseEvent<HTMLAnchorElement>, after?: () => void) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return;
      event.preventDefault();
      open(event.currentTarget.getAttribute("href") ?? "/");
      after?.();
    },
    [open],
  );
  return { open, onClick };
}
