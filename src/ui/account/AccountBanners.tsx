/**
 * The account's notices at the top of every page of the default layout: the impersonation
 * banner and the verify-account disclaimer. The disclaimer reads the features' effects (the
 * newsletter cookie), which load once the page is drawn: it is drawn then too (`WhenIdle`), in
 * its own place (`OptionalPart`), so the page is never held back nor drawn again for it; its
 * code loads then too, not with the page's first load.
 */
import { lazy } from "react";
import { OptionalPart } from "../OptionalPart.tsx";
import { WhenIdle } from "../WhenIdle.tsx";
import { ImpersonationBannerContainer } from "./ImpersonationBanner.tsx";

const VerifyDisclaimerContainer = lazy(() =>
  import("./VerifyDisclaimer.tsx").then((module) => ({
    default: module.VerifyDisclaimerContainer,
  })),
);

export function AccountBanners() {
  return (
    <>
      <ImpersonationBannerContainer />
      <WhenIdle>
        <OptionalPart>
          <VerifyDisclaimerContainer />
        </OptionalPart>
      </WhenIdle>
    </>
  );
}
