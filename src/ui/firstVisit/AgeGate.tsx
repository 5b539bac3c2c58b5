import { useSelector } from "@xstate/react";
import type { ReactNode } from "react";
import { selectMayRenderContent } from "../../machines/ageVerification.selectors.ts";
import type { AgeVerificationRef } from "./FirstVisitContainers.tsx";

/**
 * The page content, once the age-verification guard lets it show: nothing renders while
 * the guard checks or redirects, so gated content never flashes before a redirect.
 */
export function AgeGate({
  ageVerificationRef,
  children,
}: {
  readonly ageVerificationRef: AgeVerificationRef;
  readonly children: ReactNode;
}) {
  const mayRender = useSelector(ageVerificationRef, selectMayRenderContent);
  return mayRender ? children : <div className="fv-age-gate" aria-busy="true" />;
}
