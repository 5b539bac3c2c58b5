/**
 * The help centre and the contact form (issue 11; shapes ours, recorded in
 * docs/decisions/0002-wire-shapes-not-in-the-spec.md).
 */
import { Schema } from "effect";

export const HelpTopic = Schema.Struct({ slug: Schema.String, title: Schema.String });
export type HelpTopic = typeof HelpTopic.Type;

export const HelpAnswerSummary = Schema.Struct({
  id: Schema.Number,
  slug: Schema.String,
  title: Schema.String,
  topic: HelpTopic,
  /** The first sentence or so of the answer. */
  excerpt: Schema.String,
});
export type HelpAnswerSummary = typeof HelpAnswerSummary.Type;

/** `GET /help` (`q` to search): the topics in order and the answers that match. */
export const HelpIndex = Schema.Struct({
  data: Schema.Struct({
    topics: Schema.Array(HelpTopic),
    answers: Schema.Array(HelpAnswerSummary),
  }),
});
export type HelpIndex = typeof HelpIndex.Type;

export const HelpAnswer = Schema.Struct({
  ...HelpAnswerSummary.fields,
  /** Plain-text paragraphs, in order. */
  paragraphs: Schema.Array(Schema.String),
  /** Other answers of the same topic. */
  related: Schema.Array(HelpAnswerSummary),
  updated_at: Schema.String,
});
export type HelpAnswer = typeof HelpAnswer.Type;
export const HelpAnswerResponse = Schema.Struct({ data: HelpAnswer });

/** Subjects of the contact form. */
export const CONTACT_SUBJECTS = ["account", "billing", "playback", "content", "other"] as const;
export const ContactSubject = Schema.Literals(CONTACT_SUBJECTS);
export type ContactSubject = typeof ContactSubject.Type;

/** Bounds of the contact form's fields (ours: the spec gives none). */
export const CONTACT_NAME_MAX = 100;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5_000;

/** `POST /contact-messages` answers 201 with the stored message's id. */
export const ContactReceipt = Schema.Struct({
  data: Schema.Struct({ id: Schema.Number, status: Schema.Literal("received") }),
});
export type ContactReceipt = typeof ContactReceipt.Type;

/** Reasons of a complaint or content removal request (issue 26; ours: the spec lists none). */
export const COMPLAINT_REASONS = ["copyright", "privacy", "consent", "illegal", "other"] as const;
export const ComplaintReason = Schema.Literals(COMPLAINT_REASONS);
export type ComplaintReason = typeof ComplaintReason.Type;

/** Bounds of the complaint form (ours). */
export const COMPLAINT_URL_MAX = 2_000;
export const COMPLAINT_DETAILS_MIN = 10;
export const COMPLAINT_DETAILS_MAX = 5_000;

/** `POST /complaints` answers 201 once the complaint is in the support outbox. */
export const ComplaintReceipt = Schema.Struct({
  data: Schema.Struct({ status: Schema.Literal("received") }),
});
export type ComplaintReceipt = typeof ComplaintReceipt.Type;
