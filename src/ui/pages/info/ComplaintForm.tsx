import type { ComplaintMessage } from "../../../core/complaintForm.ts";
import { success } from "../../../core/messages.ts";
import { COMPLAINT_REASONS } from "../../../core/schema/index.ts";
import { complaintFormMachine } from "../../../machines/contact.machine.ts";
import { ChoiceField, Field, TextAreaField } from "../../auth/Field.tsx";
import { Button } from "../../Button.tsx";
import { SupportFormFrame } from "./SupportFormFrame.tsx";
import { type SupportFormView, useSupportForm } from "./supportForm.ts";

const REASON_LABELS: Record<(typeof COMPLAINT_REASONS)[number], string> = {
  copyright: "Copyright: my work is used without permission",
  privacy: "Privacy: I appear in it, or my personal data does",
  consent: "Consent: I did not agree to this being published",
  illegal: "Illegal or harmful content",
  other: "Something else",
};

export interface ComplaintFormProps {
  readonly send: (complaint: ComplaintMessage) => Promise<void>;
}

/** /complaints: the contact machine checks the complaint and posts it to the support outbox. */
export function ComplaintForm({ send }: ComplaintFormProps) {
  return <ComplaintFormView {...useSupportForm(complaintFormMachine, send)} />;
}

/** The complaint form as the machine's state shows it (props only). */
export function ComplaintFormView({
  status,
  values,
  errors,
  failure,
  onSubmit,
  onAgain,
}: SupportFormView) {
  if (status === "sent") {
    return (
      <output className="contact-sent">
        <p>{success.sent}</p>
        <p>We review every request within two working days and answer by e-mail.</p>
        <Button type="button" theme="outline" onClick={onAgain}>
          Send another request
        </Button>
      </output>
    );
  }
  return (
    <SupportFormFrame
      label="Complaints and content removal"
      idPrefix="complaint"
      status={status}
      values={values}
      errors={errors}
      failure={failure}
      onSubmit={onSubmit}
    >
      <Field
        name="url"
        id="complaint-url"
        label="URL of the content"
        type="url"
        inputMode="url"
        placeholder="https://"
        defaultValue={values.url}
        error={errors.url}
      />
      <ChoiceField
        id="complaint-reason"
        name="reason"
        label="Reason"
        emptyChoice="Choose a reason"
        options={COMPLAINT_REASONS.map((value) => ({ value, label: REASON_LABELS[value] }))}
        defaultValue={values.reason}
        error={errors.reason}
      />
      <TextAreaField
        id="complaint-details"
        name="details"
        label="Details"
        defaultValue={values.details}
        error={errors.details}
      />
    </SupportFormFrame>
  );
}
