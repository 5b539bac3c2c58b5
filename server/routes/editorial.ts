/**
 * Landing pages, the help centre, the contact form and the titles in production (spec 001 §7
 * `/landings/slug/{slug}`, `/products/in-production`, `/products/soon`; the help and contact
 * calls are ours: docs/decisions/0002-wire-shapes-not-in-the-spec.md).
 */
import { Schema } from "effect";
import { Hono } from "hono";
import { complaintMessages, isContentUrl } from "../../src/core/complaintForm.ts";
import { SEARCH_MIN_CHARS } from "../../src/core/constants.ts";
import { UpcomingProductList } from "../../src/core/schema/catalogueExtras.ts";
import {
  COMPLAINT_DETAILS_MAX,
  COMPLAINT_DETAILS_MIN,
  COMPLAINT_URL_MAX,
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_NAME_MAX,
  ComplaintReason,
  ComplaintReceipt,
  ContactReceipt,
  ContactSubject,
  HelpAnswerResponse,
  HelpIndex,
} from "../../src/core/schema/help.ts";
import { LandingResponse } from "../../src/core/schema/landing.ts";
import { isExpectedAhead } from "../../src/core/upcoming.ts";
import type { AppEnv, Deps } from "../context.ts";
import { catalogueExtrasRepository } from "../db/repositories/catalogueExtras.ts";
import { helpRepository } from "../db/repositories/help.ts";
import { landingsRepository } from "../db/repositories/landings.ts";
import { readBody, readQuery } from "../http/body.ts";
import { HttpError, notFound } from "../http/errors.ts";
import { Email, RequiredText, Text } from "../http/fields.ts";
import { perAddress } from "../http/throttle.ts";
import { decodeInput } from "../http/validate.ts";
import { complaintMail } from "../mail/templates.ts";
import { accountDeps } from "./accountShared.ts";
import { slugParam } from "./params.ts";

const encodeLanding = Schema.encodeSync(LandingResponse);
const encodeHelp = Schema.encodeSync(HelpIndex);
const encodeAnswer = Schema.encodeSync(HelpAnswerResponse);
const encodeReceipt = Schema.encodeSync(ContactReceipt);
const encodeUpcoming = Schema.encodeSync(UpcomingProductList);
const encodeComplaintReceipt = Schema.encodeSync(ComplaintReceipt);

/** Contact messages one address may send (ours: a person writes a few, a script many). */
export const CONTACT_LIMIT = { limit: 5, windowMs: 600_000 } as const;

const HelpQuery = Schema.Struct({
  q: Schema.optional(
    Text(100).check(
      Schema.makeFilter((q: string) =>
        q === "" || Array.from(q).length >= SEARCH_MIN_CHARS
          ? undefined
          : `At least ${SEARCH_MIN_CHARS} characters`,
      ),
    ),
  ),
});

const ContactMessage = Schema.Struct({
  name: RequiredText(CONTACT_NAME_MAX),
  email: Email,
  subject: ContactSubject.annotate({ message: "Choose a subject" }),
  message: RequiredText(CONTACT_MESSAGE_MAX).check(
    Schema.isMinLength(CONTACT_MESSAGE_MIN, {
      message: `At least ${CONTACT_MESSAGE_MIN} characters`,
    }),
  ),
});

/** A complaint or content removal request: the same rules as the form (src/core/complaintForm.ts). */
const Complaint = Schema.Struct({
  name: RequiredText(CONTACT_NAME_MAX),
  email: Email,
  url: RequiredText(COMPLAINT_URL_MAX).check(
    Schema.makeFilter((url: string) =>
      isContentUrl(url) ? undefined : complaintMessages.invalidUrl,
    ),
  ),
  reason: ComplaintReason.annotate({ message: "Choose a reason" }),
  details: RequiredText(COMPLAINT_DETAILS_MAX).check(
    Schema.isMinLength(COMPLAINT_DETAILS_MIN, {
      message: `At least ${COMPLAINT_DETAILS_MIN} characters`,
    }),
  ),
});

export function editorialRoutes(deps: Deps) {
  const landings = landingsRepository(deps.db);
  const help = helpRepository(deps.db);
  const extras = catalogueExtrasRepository(deps.db);
  const app = new Hono<AppEnv>();

  app.get("/landings/slug/:slug", (c) => {
    const landing = landings.bySlug(slugParam(c.req.param("slug")));
    if (!landing) throw notFound();
    return c.json(encodeLanding({ data: landing }));
  });

  app.get("/help", (c) => {
    const { q } = decodeInput(HelpQuery, readQuery(c));
    return c.json(
      encodeHelp({ data: { topics: help.topics(), answers: help.search(q ? q : null) } }),
    );
  });

  app.get("/help/answers/:slug", (c) => {
    const answer = help.answer(slugParam(c.req.param("slug")));
    if (!answer) throw notFound();
    return c.json(encodeAnswer({ data: answer }));
  });

  /** A message of the contact page: stored, 201 with its id; logged-in senders are linked. */
  app.post("/contact-messages", perAddress(deps, CONTACT_LIMIT), async (c) => {
    const input = decodeInput(ContactMessage, await readBody(c));
    const id = help.saveContactMessage({
      ...input,
      userId: c.get("owner")?.userId ?? null,
      at: deps.config.now(),
    });
    return c.json(encodeReceipt({ data: { id, status: "received" } }), 201);
  });

  /** A complaint or content removal request (issue 26): mailed to the support inbox, 201. */
  app.post("/complaints", perAddress(deps, CONTACT_LIMIT), async (c) => {
    const input = decodeInput(Complaint, await readBody(c));
    try {
      await accountDeps(deps).mailer.send(complaintMail(input));
    } catch (error) {
      console.error("[cinema] complaint mail failed", error);
      throw new HttpError(502, "The complaint could not be sent; please try again later.");
    }
    return c.json(encodeComplaintReceipt({ data: { status: "received" } }), 201);
  });

  /** The titles of a stage still expected (none whose month has passed, issue 26). */
  const announced = (stage: "in-production" | "soon") =>
    extras.upcoming(stage).filter((p) => isExpectedAhead(p.expected_date, deps.config.now()));
  app.get("/products/in-production", (c) =>
    c.json(encodeUpcoming({ data: announced("in-production") })),
  );
  app.get("/products/soon", (c) => c.json(encodeUpcoming({ data: announced("soon") })));

  return app;
}
