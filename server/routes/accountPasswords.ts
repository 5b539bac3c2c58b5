/**
 * Passwords (spec 001 §7 "Auth and account", §8): `POST /me/password` (change, the current
 * password checked), `POST /password/reset/create` (a single-use link by e-mail),
 * `GET /password/reset/find/{token}` and `POST /password/reset`.
 */
import { Schema } from "effect";
import { Hono } from "hono";
import { passwordLengthError } from "../../src/core/authForms.ts";
import { errors as messages, success, validation } from "../../src/core/messages.ts";
import { PasswordResetFound, StatusAnswer } from "../../src/core/schema/account.ts";
import type { AppEnv, Deps } from "../context.ts";
import { requireToken } from "../http/auth.ts";
import { readBody } from "../http/body.ts";
import { fieldError, HttpError, notFound } from "../http/errors.ts";
import { Email, Password, RequiredText } from "../http/fields.ts";
import { perAddress } from "../http/throttle.ts";
import { decodeInput } from "../http/validate.ts";
import { passwordResetMail } from "../mail/templates.ts";
import { hashPassword } from "../security/passwords.ts";
import {
  accountDeps,
  confirmCurrentPassword,
  currentUser,
  refuseImpersonation,
  siteLink,
} from "./accountShared.ts";

const encodeStatus = Schema.encodeSync(StatusAnswer);
const encodeFound = Schema.encodeSync(PasswordResetFound);

/** Reset and verification links a single address may ask for per minute. */
export const MAIL_REQUESTS = { limit: 10, windowMs: 60_000 } as const;

/** A new password: required, 8 to 128 characters (the sign-up rule), never trimmed. */
const NewPassword = Schema.String.check(
  Schema.makeFilter((password: string) =>
    password.length === 0 ? validation.required : (passwordLengthError(password) ?? true),
  ),
);

const PasswordChange = Schema.Struct({
  current_password: Password,
  password: NewPassword,
  password_confirmation: Schema.String.check(Schema.isMaxLength(256)),
});

const ResetRequest = Schema.Struct({ email: Email });

/** A reset token as mailed (base64url), bounded. */
const ResetToken = RequiredText(128).check(
  Schema.isPattern(/^[A-Za-z0-9_-]+$/, { message: "Invalid token" }),
);

const Reset = Schema.Struct({
  email: Email,
  token: ResetToken,
  password: NewPassword,
  password_confirmation: Schema.String.check(Schema.isMaxLength(256)),
});

/** The mail could not go out: the link is not usable, try again later. */
const mailFailed = () => new HttpError(502, messages.resetFailed);

export function passwordRoutes(deps: Deps) {
  const { repos, config } = deps;
  const app = new Hono<AppEnv>();

  app.post("/me/password", requireToken(deps, "user"), async (c) => {
    const user = currentUser(deps, c);
    const input = decodeInput(PasswordChange, await readBody(c));
    if (input.password_confirmation !== input.password) {
      throw fieldError("password_confirmation", validation.passwordConfirmation);
    }
    refuseImpersonation(deps, c);
    // Guessing the current password with a stolen token is throttled like logins.
    await confirmCurrentPassword(deps, c, user, input.current_password);
    repos.users.setPassword(user.id, await hashPassword(input.password));
    return c.json(encodeStatus({ status: "success", message: success.updated }));
  });

  app.post("/password/reset/create", perAddress(deps, MAIL_REQUESTS), async (c) => {
    const { email } = decodeInput(ResetRequest, await readBody(c));
    const account = repos.users.credentials(email);
    if (!account) throw new HttpError(404, messages.noUserWithEmail);
    const { accountTokens, mailer } = accountDeps(deps);
    const token = accountTokens.issue("password_reset", account.id, null, config.now());
    const user = repos.users.find(account.id);
    try {
      await mailer.send(
        passwordResetMail(user?.email ?? email, siteLink(deps, `/recover-password/${token}`)),
      );
    } catch (error) {
      accountTokens.consume("password_reset", token, config.now());
      console.error("[cinema] reset mail failed", error);
      throw mailFailed();
    }
    return c.json(encodeStatus({ status: "success", message: success.detailsSent }));
  });

  app.get("/password/reset/find/:token", (c) => {
    const token = decodeInput(ResetToken, c.req.param("token"), messages.resetFailed);
    const holder = accountDeps(deps).accountTokens.peek("password_reset", token, config.now());
    const user = holder ? repos.users.find(holder.userId) : null;
    if (!user) throw notFound(messages.resetFailed);
    return c.json(encodeFound({ data: { email: user.email } }));
  });

  app.post("/password/reset", async (c) => {
    const input = decodeInput(Reset, await readBody(c));
    if (input.password_confirmation !== input.password) {
      throw fieldError("password_confirmation", validation.passwordConfirmation);
    }
    const password = await hashPassword(input.password);
    const { accountTokens } = accountDeps(deps);
    const now = config.now();
    const done = deps.db.transaction(() => {
      const holder = accountTokens.peek("password_reset", input.token, now);
      const user = holder ? repos.users.find(holder.userId) : null;
      // The token must be the one mailed to this address.
      if (!holder || !user || user.email.toLowerCase() !== input.email.toLowerCase()) return false;
      if (!accountTokens.consume("password_reset", input.token, now)) return false;
      repos.users.setPassword(user.id, password);
      // Every session of the account ends: whoever knew the old password is out.
      deps.db
        .prepare("UPDATE access_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL")
        .run(now, user.id);
      return true;
    })();
    if (!done) throw fieldError("token", messages.resetFailed, messages.resetFailed);
    return c.json(encodeStatus({ status: "success", message: success.updated }));
  });

  return app;
}
