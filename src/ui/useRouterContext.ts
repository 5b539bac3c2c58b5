import { useRouter } from "@tanstack/react-router";
import type { RouterContext } from "./routerContext.ts";

/**
 * The router's context as a component sees it: whatever the composition root gave (a test's
 * router may give none of it).
 */
export function useRouterContext(): Partial<RouterContext> {
  return (useRouter().options.context as Partial<RouterContext> | undefined) ?? {};
}
