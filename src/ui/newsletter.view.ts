/**
 * The seam between the newsletter machines (popup, lead form) and their views: selectors
 * (snapshot -> view props) and intents (user action -> event).
 */
import type { SnapshotFrom } from "xstate";
import {
  isLeadFormValid,
  type LeadFormEdit,
  type LeadFormValues,
  shownLeadErrors,
} from "../core/leadForm.ts";
import { confirmationText, registerResultText } from "../core/newsletterMessages.ts";
import type { LeadFormEvent, LeadFormMachine } from "../machines/leadForm.machine.ts";
import {
  type NewsletterPopupEvent,
  type NewsletterPopupMachine,
  POPUP_FORM_ID,
  type PopupFormRef,
} from "../machines/newsletterPopup.machine.ts";

/** What a lead form shows. */
export interface LeadFormView {
  readonly values: LeadFormValues;
  readonly errors: Readonly<Partial<Record<"email" | "termsAndConditions", string>>>;
  readonly submitDisabled: boolean;
  readonly busy: boolean;
}

/** Which step of the flow is on screen. */
export type LeadStep =
  | { readonly kind: "hidden" }
  | { readonly kind: "form" }
  | {
      readonly kind: "confirmation";
      readonly text: string;
      readonly editable: boolean;
      readonly email: string;
    }
  | { readonly kind: "emailProvider"; readonly link: string; readonly email: string }
  | { readonly kind: "editEmail"; readonly error: string | null }
  | { readonly kind: "registerResult"; readonly text: string };

export interface LeadScreen {
  readonly step: LeadStep;
  readonly form: LeadFormView;
  /** 'Please disable adblocker to register in the newsletter!' shows. */
  readonly blocked: boolean;
}

interface FlowContext {
  readonly form: LeadFormValues;
  readonly touched: boolean;
  readonly submittedEmail: string;
  readonly confirmation: "freeMoviesSent" | "alreadyUser";
  readonly shortcut: string | null;
  readonly registerResult: "verificationSent" | "alreadyRegistered";
  readonly resubmitError: string | null;
}

const formView = (context: FlowContext, busy: boolean): LeadFormView => ({
  values: context.form,
  errors: shownLeadErrors(context.form, context.touched),
  submitDisabled: busy || !isLeadFormValid(context.form),
  busy,
});

const confirmedStep = (context: FlowContext): LeadStep =>
  context.shortcut !== null
    ? { kind: "emailProvider", link: context.shortcut, email: context.submittedEmail }
    : {
        kind: "confirmation",
        text: confirmationText(context.confirmation, context.submittedEmail),
        editable: context.confirmation === "freeMoviesSent",
        email: context.submittedEmail,
      };

export type LeadFormSnapshot = SnapshotFrom<LeadFormMachine>;
export type PopupSnapshot = SnapshotFrom<NewsletterPopupMachine>;

export const selectLeadScreen = (snapshot: LeadFormSnapshot): LeadScreen => {
  const { context } = snapshot;
  const busy = snapshot.matches("submitting") || snapshot.matches({ editingEmail: "submitting" });
  const step: LeadStep = snapshot.matches("confirmed")
    ? confirmedStep(context)
    : snapshot.matches("editingEmail")
      ? { kind: "editEmail", error: context.resubmitError }
      : snapshot.matches("registerResult")
        ? { kind: "registerResult", text: registerResultText(context.registerResult) }
        : { kind: "form" };
  return { step, form: formView(context, busy), blocked: context.marketingBlocked };
};

/** The open popup's subscribe flow (a lead form's), or null while the popup is not shown. */
export const selectPopupForm = (snapshot: PopupSnapshot): PopupFormRef | null =>
  (snapshot.children[POPUP_FORM_ID] as PopupFormRef | undefined) ?? null;

const sameStep = (a: LeadStep, b: LeadStep): boolean => JSON.stringify(a) === JSON.stringify(b);

export const sameLeadScreen = (a: LeadScreen, b: LeadScreen): boolean =>
  a.blocked === b.blocked &&
  sameStep(a.step, b.step) &&
  a.form.values === b.form.values &&
  a.form.submitDisabled === b.form.submitDisabled &&
  a.form.busy === b.form.busy &&
  a.form.errors.email === b.form.errors.email &&
  a.form.errors.termsAndConditions === b.form.errors.termsAndConditions;

export interface LeadIntents {
  readonly edit: (edit: LeadFormEdit) => void;
  readonly submit: () => void;
  readonly editEmail: () => void;
  readonly dismiss: () => void;
}

export const leadFormIntents = (send: (event: LeadFormEvent) => void): LeadIntents => ({
  edit: (edit) => send({ type: "lead.edit", edit }),
  submit: () => send({ type: "lead.submit" }),
  editEmail: () => send({ type: "lead.editEmail" }),
  dismiss: () => send({ type: "lead.dismiss" }),
});

export interface PopupIntents extends LeadIntents {
  readonly route: (pathname: string) => void;
  readonly dropdown: (open: boolean) => void;
  readonly mouseLeft: () => void;
}

/** The popup's intents; route, dropdown and mouse events carry when they happened (`now`). */
export const popupIntents = (
  send: (event: NewsletterPopupEvent) => void,
  now: () => number,
): PopupIntents => ({
  edit: (edit) => send({ type: "newsletter.edit", edit }),
  submit: () => send({ type: "newsletter.submit" }),
  editEmail: () => send({ type: "newsletter.editEmail" }),
  dismiss: () => send({ type: "newsletter.close" }),
  route: (pathname) => send({ type: "newsletter.route", pathname, at: now() }),
  dropdown: (open) => send({ type: "newsletter.dropdown", open, at: now() }),
  mouseLeft: () => send({ type: "newsletter.mouseLeft", at: now() }),
});
