/**
 * E-mail verification (spec 000 §2 `/verify-account/{slug?}`, §4; 001 §4, §7):
 * `POST /user_verification_email` mails a single-use link to `/verify-account/{token}`;
 * `POST /user_verify { token }` verifies the address and answers status 'success' with
 * token_data, the tokens the client logs in with.
 */
import { Schema } from "effect";
import { Hono } from "hono";
import { errors as messages, success } from "../../src/core/messages.ts";
import { StatusAnswer, UserVerifyResponse } from "../../src/core/schema/account.ts";
import type { AppEnv, Deps } from "../context.ts";
import { requireToken, USER_TOKEN_TTL_S } from "../http/auth.ts";
import { readBody } from "../http/body.ts";
import { HttpError, notFound } from "../http/errors.ts";
import { RequiredText } from "../http/fields.ts";
import { perAddress } from "../http/throttle.ts";
import { decodeInput } from "../http/validate.ts";
import { verificationMail } from "../mail/templates.ts";
import { MAIL_REQUESTS } from "./accountPasswords.ts";
import { accountDeps, currentUser, siteLink } from "./accountShared.ts";

const encodeStatus = Schema.encodeSync(StatusAnswer);
const encodeVerify = Schema.encodeSync(UserVerifyResponse);

/** Not worded by the spec: a verification link that is unknown, used or expired. */
export const VERIFY_LINK_INVALID = "This verification link is invalid or has expired.";
/** Not worded by the spec: asking again for an address already verified. */
export const ALREADY_VERIFIED = "Your e-mail address is already verified.";

const VerifyInput = Schema.Struct({
  token: RequiredText(128).check(
    Schema.isPattern(/^[A-Za-z0-9_-]+$/, { message: "Invalid token" }),
  ),
});

/** Mails a verification link to the user (and records that it went out). */
export async function sendVerificationEmail(deps: Deps, userId: number, email: string) {
  const { accountTokens, mailer } = accountDeps(deps);
  const token = accountTokens.issue("verify_email", userId, null, deps.config.now());
  try {
    await mailer.send(verificationMail(email, siteLink(deps, `/verify-account/${token}`)));
  } catch (error) {
    accountTokens.consume("verify_email", token, deps.config.now());
    throw error;
  }
  deps.repos.users.markVerificationEmailSent(userId);
}

export function verificationRoutes(deps: Deps) {
  const { repos, config } = deps;
  const app = new Hono<AppEnv>();

  app.post(
    "/user_verification_email",
    requireToken(deps, "user"),
    perAddress(deps, MAIL_REQUESTS),
    async (c) => {
      const user = currentUser(deps, c);
      if (user.is_email_verified) throw new HttpError(422, ALREADY_VERIFIED);
      try {
        await sendVerificationEmail(deps, user.id, user.email);
      } catch (error) {
        console.error("[cinema] verification mail failed", error);
        throw new HttpError(502, messages.resubmitFailed);
      }
      return c.json(encodeStatus({ status: "success", message: success.emailSent }));
    },
  );

  app.post("/user_verify", async (c) => {
    const { token } = decodeInput(VerifyInput, await readBody(c));
    const now = config.now();
    const verified = deps.db.transaction(() => {
      const holder = accountDeps(deps).accountTokens.consume("verify_email", token, now);
      if (!holder) return null;
      repos.users.markEmailVerified(holder.userId);
      return repos.tokens.issue("user", holder.userId, USER_TOKEN_TTL_S, now);
    })();
    if (!verified) throw notFound(VERIFY_LINK_INVALID);
    return c.json(
      encodeVerify({
        status: "success",
        token_data: {
          access_token: verified.accessToken,
          token_type: "Bearer",
          expires_in: USER_TOKEN_TTL_S,
          refresh_token: verified.refreshToken,
        },
      }),
    );
  });

  return app;
}
