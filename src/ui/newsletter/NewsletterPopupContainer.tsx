/**
 * The newsletter popup's feature actor (spawned for guests only, loaded lazily by the layout):
 * route changes, the mouse leaving the page and open navigation dropdowns go to the machine;
 * the popup, its confirmation and results show in one closable modal.
 */
import { useLocation } from "@tanstack/react-router";
import { useEffect, useMemo } from "react";
import type { ActorRefFrom } from "xstate";
import { leadFormMachine } from "../../machines/leadForm.machine.ts";
import {
  NEWSLETTER_POPUP_ID,
  type NewsletterPopupMachine,
  newsletterPopupMachine,
  type PopupFormRef,
  popupSubscribeFlow,
} from "../../machines/newsletterPopup.machine.ts";
import type { NewsletterFeature } from "../features.ts";
import {
  type PopupIntents,
  popupIntents,
  sameLeadScreen,
  selectLeadScreen,
  selectPopupForm,
} from "../newsletter.view.ts";
import { useFeatureActor } from "../system.tsx";
import { useSelector } from "../useSelector.ts";
import { LeadSteps } from "./LeadSteps.tsx";
import { NewsletterDialog } from "./NewsletterDialog.tsx";

/** A navigation dropdown is open: a header or navigation control says it is expanded. */
const DROPDOWN_OPEN = 'header [aria-expanded="true"], nav [aria-expanded="true"]';

export default function NewsletterPopupContainer({
  feature,
}: {
  readonly feature: NewsletterFeature;
}) {
  const pathname = useLocation({ select: (location) => location.pathname });
  // The popup's subscribe flow is a lead form's, with the lead forms' effects.
  const logic = useMemo(
    () =>
      feature.popup(
        newsletterPopupMachine.provide({
          actors: { form: popupSubscribeFlow(feature.leadForm(leadFormMachine)) },
        }),
      ),
    [feature],
  );
  const info = feature.site.popup;
  const ref = useFeatureActor(NEWSLETTER_POPUP_ID, logic, {
    record: feature.record(),
    pathname,
    excludes: info.excludes,
    marketingFormKey: info.newsletterFormId,
    leadText: info.buttonText,
    optInShown: feature.site.optInShown,
    sniperSender: feature.site.sniperSender,
    startedAt: feature.now(),
  });
  return ref === null ? null : <Popup actor={ref} feature={feature} pathname={pathname} />;
}

function Popup({
  actor,
  feature,
  pathname,
}: {
  readonly actor: ActorRefFrom<NewsletterPopupMachine>;
  readonly feature: NewsletterFeature;
  readonly pathname: string;
}) {
  const form = useSelector(actor, selectPopupForm);
  const intents = useMemo(() => popupIntents(actor.send, feature.now), [actor, feature]);

  useEffect(() => intents.route(pathname), [intents, pathname]);

  useEffect(() => {
    const onLeave = (event: MouseEvent) => {
      if (event.relatedTarget === null && event.clientY <= 0) intents.mouseLeft();
    };
    document.addEventListener("mouseout", onLeave);
    let open = false;
    const check = () => {
      const now = document.querySelector(DROPDOWN_OPEN) !== null;
      if (now !== open) {
        open = now;
        intents.dropdown(now);
      }
    };
    check();
    const observer = new MutationObserver(check);
    observer.observe(document.body, {
      subtree: true,
      attributes: true,
      attributeFilter: ["aria-expanded"],
    });
    return () => {
      document.removeEventListener("mouseout", onLeave);
      observer.disconnect();
    };
  }, [intents]);

  return form === null ? null : <OpenPopup form={form} feature={feature} intents={intents} />;
}

/** The shown popup: its subscribe flow's steps in one closable modal. */
function OpenPopup({
  form,
  feature,
  intents,
}: {
  readonly form: PopupFormRef;
  readonly feature: NewsletterFeature;
  readonly intents: PopupIntents;
}) {
  const screen = useSelector(form, selectLeadScreen, sameLeadScreen);
  const info = feature.site.popup;
  return (
    <NewsletterDialog
      title={info.modalTitle}
      subtitle={screen.step.kind === "form" ? info.modalSubtitle : null}
      onClose={intents.dismiss}
    >
      <LeadSteps
        screen={screen}
        label="Subscribe to the newsletter"
        buttonText={info.buttonText}
        optInShown={feature.site.optInShown}
        onEdit={intents.edit}
        onSubmit={intents.submit}
        onEditEmail={intents.editEmail}
        onDismiss={intents.dismiss}
      />
    </NewsletterDialog>
  );
}
