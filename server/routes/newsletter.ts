import { Schema } from "effect";
import { Hono } from "hono";
import { LEAD_POSITIONS } from "../../src/core/leadForm.ts";
import { validation } from "../../src/core/messages.ts";
import {
  MarketingFormsResponse,
  NewsletterSubscriberResponse,
  SegmentReceipt,
} from "../../src/core/schema/newsletter.ts";
import type { AppEnv, Deps } from "../context.ts";
import { requireToken } from "../http/auth.ts";
import { readBody } from "../http/body.ts";
import { fieldError } from "../http/errors.ts";
import { BoolInput, Email, RequiredText, Text } from "../http/fields.ts";
import { decodeInput } from "../http/validate.ts";

const encodeSubscriber = Schema.encodeSync(NewsletterSubscriberResponse);
const encodeForms = Schema.encodeSync(MarketingFormsResponse);
const encodeReceipt = Schema.encodeSync(SegmentReceipt);

const UTM_FIELDS = [
  "country",
  "campaign",
  "content",
  "medium",
  "source",
  "term",
  "referral",
] as const;
const utmField = Schema.optional(Text(200));

const Subscription = Schema.Struct({
  email: Email,
  marketing_form_key: RequiredText(64),
  leadPosition: Schema.optional(
    Schema.Literals(LEAD_POSITIONS).annotate({ message: "Unknown lead position" }),
  ),
  leadText: Schema.optional(Text(120)),
  legalConsent: BoolInput,
  accepted_mailing: Schema.optional(BoolInput),
  country: utmField,
  campaign: utmField,
  content: utmField,
  medium: utmField,
  source: utmField,
  term: utmField,
  referral: utmField,
});

const SegmentLists = Schema.Struct({
  add_to_lists: Schema.Union([
    RequiredText(64),
    Schema.Array(RequiredText(64)).check(
      Schema.isMinLength(1, { message: validation.required }),
      Schema.isMaxLength(20, { message: "Too many lists" }),
    ),
  ]),
});

const UNKNOWN_FORM = "Unknown marketing form";
const UNKNOWN_SEGMENT = "Unknown segment";
/** The segment add-to-marketing-segment puts a member in: the newsletter form's. */
const MARKETING_FORM_KEY = "cinema-newsletter";

/**
 * The newsletter (spec 001 §7): `POST /newsletter_subscriber` stores a subscriber once per
 * e-mail and answers status, is_user_logged_in and user.id; `GET /marketing_forms`; the
 * add-to-segment calls put the logged-in member in marketing segments.
 *
 * The answer: a new e-mail (no account) is subscribed and signed in as a newsletter user
 * (status 'success', is_user_logged_in true, user.id the subscriber's id); the e-mail of an
 * account is subscribed for that account (status 'success', user.id the account's id,
 * is_user_logged_in only when the call carries that member's token); an e-mail already
 * subscribed answers status 'already_subscribed', is_user_logged_in false.
 */
export function newsletterRoutes(deps: Deps) {
  const { repos, config } = deps;
  const app = new Hono<AppEnv>();
  const nowIso = () => new Date(config.now()).toISOString();

  app.post("/newsletter_subscriber", async (c) => {
    const input = decodeInput(Subscription, await readBody(c));
    if (!input.legalConsent) throw fieldError("legalConsent", validation.required);
    const form = repos.newsletter.formByKey(input.marketing_form_key);
    if (!form) throw fieldError("marketing_form_key", UNKNOWN_FORM);
    const owner = c.get("owner") as AppEnv["Variables"]["owner"] | undefined;
    const memberId = owner?.kind === "user" ? owner.userId : null;
    const accountId = repos.newsletter.accountId(input.email);
    const utm = Object.fromEntries(
      UTM_FIELDS.flatMap((key) => (input[key] ? [[key, input[key]] as const] : [])),
    );
    const isNew = repos.newsletter.subscribe(
      {
        email: input.email,
        marketingFormId: form.id,
        leadPosition: input.leadPosition ?? "pop_up",
        leadText: input.leadText ?? "",
        legalConsent: input.legalConsent,
        acceptedMailing: input.accepted_mailing ?? true,
        userId: accountId,
        utm,
      },
      nowIso(),
    );
    const subscriber = repos.newsletter.subscriber(input.email);
    const userId = accountId ?? subscriber?.id ?? 0;
    const memberOwnsEmail = memberId !== null && memberId === accountId;
    return c.json(
      encodeSubscriber({
        status: isNew || memberOwnsEmail ? "success" : "already_subscribed",
        is_user_logged_in: memberOwnsEmail || (isNew && accountId === null),
        user: { id: userId },
      }),
    );
  });

  app.get("/marketing_forms", (c) => c.json(encodeForms({ data: repos.newsletter.forms() })));

  app.post("/add-to-segment", requireToken(deps, "user"), async (c) => {
    const input = decodeInput(SegmentLists, await readBody(c));
    const lists =
      typeof input.add_to_lists === "string" ? [input.add_to_lists] : input.add_to_lists;
    const known = new Set(repos.newsletter.segmentIds());
    if (lists.some((list) => !known.has(list))) throw fieldError("add_to_lists", UNKNOWN_SEGMENT);
    repos.newsletter.addToSegments(c.get("owner").userId ?? 0, lists, nowIso());
    return c.json(encodeReceipt({ status: "success" }));
  });

  app.post("/add-to-marketing-segment", requireToken(deps, "user"), (c) => {
    const segment = repos.newsletter.formByKey(MARKETING_FORM_KEY)?.segment_id;
    if (segment) repos.newsletter.addToSegments(c.get("owner").userId ?? 0, [segment], nowIso());
    return c.json(encodeReceipt({ status: "success" }));
  });

  return app;
}
