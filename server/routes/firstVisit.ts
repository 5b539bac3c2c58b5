import { Schema } from "effect";
import { Hono } from "hono";
import { sameOriginPath } from "../../src/core/returnPath.ts";
import {
  AgeVerificationSession,
  AgeVerificationStatus,
  ConsentReceipt,
  VerificationUrl,
} from "../../src/core/schema/ageVerification.ts";
import type { AppEnv, Deps } from "../context.ts";
import { readBody, readQuery } from "../http/body.ts";
import { fieldError, notFound } from "../http/errors.ts";
import { BoolInput, RequiredText } from "../http/fields.ts";
import { perAddress } from "../http/throttle.ts";
import { decodeInput } from "../http/validate.ts";
import { visitorLocation } from "../http/visitor.ts";
import { messagePage, STAND_IN_PAGE_HEADERS, verifyPage } from "./verifyPage.ts";

const encodeReceipt = Schema.encodeSync(ConsentReceipt);
const encodeSession = Schema.encodeSync(AgeVerificationSession);
const encodeStatus = Schema.encodeSync(AgeVerificationStatus);
const encodeUrl = Schema.encodeSync(VerificationUrl);

/** A two-letter country code, or blank/null for "unknown". */
const CountryCode = Schema.optional(
  Schema.NullOr(
    Schema.Trim.check(
      Schema.isPattern(/^([A-Za-z]{2})?$/, { message: "Must be a two-letter country code" }),
    ),
  ),
);

const Consent = Schema.Struct({
  visitor_id: RequiredText(128),
  country_code: CountryCode,
  cookie_type: Schema.Struct({
    marketing: BoolInput,
    statistics: BoolInput,
    preferences: BoolInput,
    strictly_necessary: Schema.optional(BoolInput),
  }),
});

const SessionRequest = Schema.Struct({ country_code: CountryCode });
const ReturnField = Schema.Struct({ return: Schema.optional(Schema.String) });

const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const INVALID_RETURN = "The return address must be a path on this site";

/** Cookie consent and age verification (spec 001 §7 "Age verification", /cookies-consent). */
export function firstVisitRoutes(deps: Deps) {
  const { repos, config } = deps;
  const app = new Hono<AppEnv>();
  const nowIso = () => new Date(config.now()).toISOString();
  /** A path on this site (normalised, then judged against the configured origin), or null. */
  const safeReturnPath = (value: unknown) => sameOriginPath(value, config.publicUrl);

  const sessionParam = (value: string | undefined) => {
    if (!value || !SESSION_ID.test(value) || repos.firstVisit.sessionVerified(value) === null) {
      throw notFound();
    }
    return value;
  };

  app.post("/cookies-consent", async (c) => {
    const input = decodeInput(Consent, await readBody(c));
    repos.firstVisit.saveConsent(
      {
        visitorId: input.visitor_id,
        countryCode: input.country_code ? input.country_code.toUpperCase() : null,
        marketing: input.cookie_type.marketing,
        statistics: input.cookie_type.statistics,
        preferences: input.cookie_type.preferences,
      },
      nowIso(),
    );
    return c.json(encodeReceipt({ status: "success" }));
  });

  app.post("/age-verification/session", perAddress(deps), async (c) => {
    const input = decodeInput(SessionRequest, await readBody(c));
    const country = input.country_code
      ? input.country_code.toUpperCase()
      : visitorLocation(c, config).country;
    const id = repos.firstVisit.createSession(country, nowIso());
    return c.json(encodeSession({ session_id: id }));
  });

  app.get("/age-verification/session/:id", (c) => {
    const id = sessionParam(c.req.param("id"));
    return c.json(encodeStatus({ success: repos.firstVisit.sessionVerified(id) === true }));
  });

  app.post("/age-verification/session/:id/verification-url", async (c) => {
    const id = sessionParam(c.req.param("id"));
    const input = decodeInput(ReturnField, await readBody(c));
    const returnPath =
      input.return === undefined || input.return === "" ? "/" : safeReturnPath(input.return);
    if (!returnPath) throw fieldError("return", INVALID_RETURN);
    const path = `/api/age-verification/verify/${id}?return=${encodeURIComponent(returnPath)}`;
    // From configuration, never from the request's Host header.
    return c.json(encodeUrl({ url: new URL(path, config.publicUrl).toString() }));
  });

  app.get("/age-verification/verify/:id", (c) => {
    const id = sessionParam(c.req.param("id"));
    const returnPath = safeReturnPath(readQuery(c).return ?? "/");
    if (!returnPath) {
      return c.html(
        messagePage("Invalid return address", INVALID_RETURN),
        400,
        STAND_IN_PAGE_HEADERS,
      );
    }
    return c.html(
      verifyPage(`/api/age-verification/verify/${id}`, returnPath),
      200,
      STAND_IN_PAGE_HEADERS,
    );
  });

  app.post("/age-verification/verify/:id", async (c) => {
    const id = sessionParam(c.req.param("id"));
    const returnPath = safeReturnPath((await readBody(c)).return ?? "/");
    if (!returnPath) {
      return c.html(
        messagePage("Invalid return address", INVALID_RETURN),
        400,
        STAND_IN_PAGE_HEADERS,
      );
    }
    repos.firstVisit.verifySession(id, nowIso());
    return c.redirect(returnPath, 303);
  });

  return app;
}
