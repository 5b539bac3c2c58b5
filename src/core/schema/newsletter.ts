/**
 * Wire shapes of the newsletter calls (spec 000 §3, spec 001 §7): `POST
 * /newsletter_subscriber`, `GET /marketing_forms`, the add-to-segment calls, and the
 * newsletter info config the site keeps in its settings.
 */
import { Schema } from "effect";

/** `POST /newsletter_subscriber`: status, is_user_logged_in and user.id. */
export const NewsletterSubscriberResponse = Schema.Struct({
  status: Schema.optional(Schema.String),
  is_user_logged_in: Schema.optional(Schema.Boolean),
  user: Schema.optional(Schema.NullOr(Schema.Struct({ id: Schema.Number }))),
});
export type NewsletterSubscriberResponse = typeof NewsletterSubscriberResponse.Type;

/** A marketing form (spec 000 §3): the key a lead form sends, its film, its segment. */
export const MarketingForm = Schema.Struct({
  id: Schema.Number,
  name: Schema.String,
  form_key: Schema.String,
  movie_id: Schema.NullOr(Schema.Number),
  redirect_url: Schema.NullOr(Schema.String),
  segment_id: Schema.NullOr(Schema.String),
});
export type MarketingForm = typeof MarketingForm.Type;

export const MarketingFormsResponse = Schema.Struct({ data: Schema.Array(MarketingForm) });
export type MarketingFormsResponse = typeof MarketingFormsResponse.Type;

/** The add-to-segment calls answer with a status. */
export const SegmentReceipt = Schema.Struct({ status: Schema.String });
export type SegmentReceipt = typeof SegmentReceipt.Type;

/**
 * The newsletter info config of one placement (spec 000 §3): the marketing form it sends,
 * its button text, title and subtitle, and the paths where it never shows. Kept in the
 * settings as JSON text (a setting value is text, a number, a flag or a list).
 */
export const NewsletterInfoConfig = Schema.Struct({
  newsletterFormId: Schema.String,
  buttonText: Schema.String,
  modalTitle: Schema.String,
  modalSubtitle: Schema.optional(Schema.NullOr(Schema.String)),
  excludes: Schema.optional(Schema.Array(Schema.String)),
});
export type NewsletterInfoConfig = typeof NewsletterInfoConfig.Type;
