import type { LeadFormEdit } from "../../core/leadForm.ts";
import { pages } from "../../core/messages.ts";
import { newsletter } from "../../core/newsletterMessages.ts";
import { Button } from "../Button.tsx";
import type { LeadScreen } from "../newsletter.view.ts";
import { LeadForm } from "./LeadForm.tsx";

export interface LeadStepsProps {
  readonly screen: LeadScreen;
  readonly label: string;
  readonly buttonText: string;
  readonly optInShown: boolean;
  /** The lead modal's wording ('Check your mailbox! ...') instead of the confirmation popup's. */
  readonly mailboxWording?: boolean;
  readonly onEdit: (edit: LeadFormEdit) => void;
  readonly onSubmit: () => void;
  readonly onEditEmail: () => void;
  readonly onDismiss: () => void;
}

/** The form, then the confirmation, the e-mail-provider shortcut, the edit and the result. */
export function LeadSteps(props: LeadStepsProps) {
  const { screen } = props;
  const { step } = screen;
  switch (step.kind) {
    case "hidden":
      return null;
    case "form":
      return (
        <>
          {screen.blocked && (
            <p className="lead-form__error" role="alert">
              {pages.newsletterAdblock}
            </p>
          )}
          <LeadForm
            {...screen.form}
            label={props.label}
            buttonText={props.buttonText}
            optInShown={props.optInShown}
            onEdit={props.onEdit}
            onSubmit={props.onSubmit}
          />
        </>
      );
    case "confirmation":
      return (
        <div className="lead-step" role="status">
          {props.mailboxWording && step.editable ? (
            <p>
              {newsletter.leadConfirmation} <strong>{step.email}</strong>
            </p>
          ) : (
            <p>{step.text}</p>
          )}
          <div className="lead-step__actions">
            {step.editable && (
              <Button theme="secondary" onClick={props.onEditEmail}>
                {newsletter.editEmail}
              </Button>
            )}
            <Button theme="primary" onClick={props.onDismiss}>
              {newsletter.gotIt}
            </Button>
          </div>
        </div>
      );
    case "emailProvider":
      return (
        <div className="lead-step" role="status">
          <p>
            <strong>{newsletter.emailProviderTitle}</strong>
          </p>
          <p>{newsletter.emailProviderText}</p>
          <div className="lead-step__actions">
            <Button
              tag="a"
              theme="primary"
              href={step.link}
              target="_blank"
              rel="noopener noreferrer"
            >
              {newsletter.emailProviderButton}
            </Button>
            <Button theme="secondary" onClick={props.onDismiss}>
              {newsletter.gotIt}
            </Button>
          </div>
        </div>
      );
    case "editEmail":
      return (
        <LeadForm
          {...screen.form}
          label="Edit your e-mail"
          buttonText="SEND AGAIN"
          optInShown={false}
          emailOnly
          formError={step.error}
          onEdit={props.onEdit}
          onSubmit={props.onSubmit}
        />
      );
    case "registerResult":
      return (
        <div className="lead-step" role="status">
          <p>{step.text}</p>
          <div className="lead-step__actions">
            <Button theme="primary" onClick={props.onDismiss}>
              {newsletter.gotIt}
            </Button>
          </div>
        </div>
      );
  }
}
