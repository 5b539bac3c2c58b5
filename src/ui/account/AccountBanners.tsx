/**
 * The account's notices at the top of every page of the default layout: the impersonation
 * banner and the verify-account disclaimer.
 */
import { ImpersonationBannerContainer } from "./ImpersonationBanner.tsx";
import { VerifyDisclaimerContainer } from "./VerifyDisclaimer.tsx";

export function AccountBanners() {
  return (
    <>
      <ImpersonationBannerContainer />
      <VerifyDisclaimerContainer />
    </>
  );
}
