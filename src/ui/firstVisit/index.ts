/** The first-visit views (pure) and their containers (connected to the actors). */
export { AgeRestrictionModal, type AgeRestrictionModalProps } from "./AgeRestrictionModal.tsx";
export { AgeVerificationPage, type AgeVerificationPageProps } from "./AgeVerificationPage.tsx";
export { AgeVerificationPageContainer } from "./AgeVerificationPageContainer.tsx";
export {
  ConsentBar,
  type ConsentBarProps,
  CookiePreferencesButton,
  type CookiePreferencesButtonProps,
} from "./ConsentBar.tsx";
export { ConsentManager, type ConsentManagerProps } from "./ConsentManager.tsx";
export {
  AgeRestrictionLayer,
  type AgeRestrictionRef,
  type AgeVerificationRef,
  ConsentLayer,
  type ConsentRef,
  CookiePreferencesEntry,
} from "./FirstVisitContainers.tsx";
