/**
 * A lead form bound to its own lead-form actor (footer, lead modal, play-attempt modal, free
 * film page). `frame` "inline": the form sits in the page and what follows a submit opens
 * as a modal; "modal": everything stays inside the caller's dialog.
 */

import { useMemo } from "react";
import type { ActorRefFrom } from "xstate";
import type { LeadPosition } from "../../core/leadForm.ts";
import type { NewsletterInfo } from "../../core/newsletter.ts";
import { newsletter } from "../../core/newsletterMessages.ts";
import { type LeadFormMachine, leadFormMachine } from "../../machines/leadForm.machine.ts";
import type { NewsletterFeature } from "../features.ts";
import { leadFormIntents, sameLeadScreen, selectLeadScreen } from "../newsletter.view.ts";
import { useFeatureActor } from "../system.tsx";
import { useSelector } from "../useSelector.ts";
import { LeadSteps } from "./LeadSteps.tsx";
import { NewsletterDialog } from "./NewsletterDialog.tsx";

export interface LeadFormContainerProps {
  readonly feature: NewsletterFeature;
  readonly systemId: string;
  readonly leadPosition: LeadPosition;
  readonly info: Pick<NewsletterInfo, "newsletterFormId" | "buttonText">;
  readonly label: string;
  readonly frame: "inline" | "modal";
  readonly viewerIsPremium?: boolean;
  readonly mailboxWording?: boolean;
}

export function LeadFormContainer(props: LeadFormContainerProps) {
  const { feature } = props;
  const logic = useMemo(() => feature.leadForm(leadFormMachine), [feature]);
  const ref = useFeatureActor(props.systemId, logic, {
    leadPosition: props.leadPosition,
    marketingFormKey: props.info.newsletterFormId,
    leadText: props.info.buttonText,
    optInShown: feature.site.optInShown,
    sniperSender: feature.site.sniperSender,
    viewerIsPremium: props.viewerIsPremium ?? false,
    marketingBlocked: feature.marketingBlocked(),
  });
  return ref === null ? null : <LeadFlow {...props} actor={ref} />;
}

function LeadFlow(
  props: LeadFormContainerProps & { readonly actor: ActorRefFrom<LeadFormMachine> },
) {
  const screen = useSelector(props.actor, selectLeadScreen, sameLeadScreen);
  const intents = useMemo(() => leadFormIntents(props.actor.send), [props.actor]);
  const steps = (
    <LeadSteps
      screen={screen}
      label={props.label}
      buttonText={props.info.buttonText}
      optInShown={props.feature.site.optInShown}
      mailboxWording={props.mailboxWording}
      onEdit={intents.edit}
      onSubmit={intents.submit}
      onEditEmail={intents.editEmail}
      onDismiss={intents.dismiss}
    />
  );
  if (props.frame === "modal" || screen.step.kind === "form") return steps;
  // Inline forms show what follows a submit in a modal, the emptied form behind it.
  return (
    <>
      <LeadSteps
        {...{ ...stepsProps(props, intents), screen: { ...screen, step: { kind: "form" } } }}
      />
      <NewsletterDialog title={newsletter.emailProviderTitle} onClose={intents.dismiss}>
        {steps}
      </NewsletterDialog>
    </>
  );
}

const stepsProps = (
  props: LeadFormContainerProps,
  intents: ReturnType<typeof leadFormIntents>,
) => ({
  label: props.label,
  buttonText: props.info.buttonText,
  optInShown: props.feature.site.optInShown,
  onEdit: intents.edit,
  onSubmit: intents.submit,
  onEditEmail: intents.editEmail,
  onDismiss: intents.dismiss,
});
