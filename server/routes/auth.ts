import { Schema } from "effect";
import { Hono } from "hono";
import { passwordLengthError } from "../../src/core/authForms.ts";
import { errors as messages, toastByStatus, validation } from "../../src/core/messages.ts";
import { TokenResponse } from "../../src/core/schema/auth.ts";
import { Resource } from "../../src/core/schema/common.ts";
import { User } from "../../src/core/schema/user.ts";
import type { AppEnv, Deps } from "../context.ts";
import { CLIENT_TOKEN_TTL_S, requireToken, USER_TOKEN_TTL_S } from "../http/auth.ts";
import { readBody } from "../http/body.ts";
import { clientAddress } from "../http/clientAddress.ts";
import { fieldError, HttpError, notFound, unauthorized } from "../http/errors.ts";
import {
  BoolInput,
  Email,
  IntInput,
  MAX_TEXT,
  Password,
  RequiredText,
  Text,
} from "../http/fields.ts";
import { perAddress, SIGN_UPS } from "../http/throttle.ts";
import { TooManyRequests } from "../http/tooManyRequests.ts";
import { decodeInput } from "../http/validate.ts";
import { loginThrottle } from "../security/loginThrottle.ts";
import {
  hashPassword,
  needsRehash,
  UNKNOWN_USER_HASH,
  verifyPassword,
} from "../security/passwords.ts";
import { rateLimiter } from "../security/rateLimit.ts";
import { sendVerificationEmail } from "./accountVerification.ts";

const encodeToken = Schema.encodeSync(TokenResponse);
const encodeUser = Schema.encodeSync(Resource(User));

const ClientSecret = Schema.optional(Schema.String.check(Schema.isMaxLength(MAX_TEXT)));

const ClientCredentials = Schema.Struct({
  client_secret: ClientSecret,
  grant_type: Schema.Literal("client_credentials"),
});

const RefreshGrant = Schema.Struct({
  client_secret: ClientSecret,
  grant_type: Schema.Literal("refresh_token"),
  refresh_token: RequiredText(512),
});

/** Read first, so that an unknown grant is reported on `grant_type`. */
const GrantType = Schema.Struct({
  grant_type: Schema.Literals(["client_credentials", "refresh_token"]),
});

/** A new password: 8 to 128 characters (the rule of `core/authForms.ts`), never trimmed. */
const NewPassword = Schema.String.check(
  Schema.makeFilter((password: string) =>
    password.length === 0 ? validation.required : (passwordLengthError(password) ?? true),
  ),
);

const INVALID_REFRESH = "The refresh token is invalid or has expired.";

const PasswordGrant = Schema.Struct({
  grant_type: Schema.Literal("password"),
  // Any text: a username that is no known e-mail is simply wrong credentials (401).
  username: RequiredText(254),
  password: Password,
  scope: Schema.optional(Text()),
});

const UTM_FIELDS = ["medium", "campaign", "country", "referral", "source", "term", "content"];
const optionalText = Schema.optional(Schema.NullOr(Text()));

const SignUp = Schema.Struct({
  email: Email,
  password: NewPassword,
  password_confirmation: Schema.optional(Schema.String.check(Schema.isMaxLength(256))),
  name: optionalText,
  last_name: optionalText,
  subscription_group_id: Schema.optional(Schema.NullOr(IntInput)),
  marketing_form_key: optionalText,
  user_source: optionalText,
  send_verification_email: Schema.optional(BoolInput),
  accepted_mailing: Schema.optional(BoolInput),
  affiliate_asset_id: optionalText,
  affiliate_source_id: optionalText,
  ...Object.fromEntries(UTM_FIELDS.map((f) => [f, optionalText])),
});

const blankToNull = (value: string | null | undefined) => (value ? value : null);

/** OAuth tokens, login, logout and sign-up (spec 001 §7 "Auth and account"). */
export function authRoutes(deps: Deps) {
  const { repos, config } = deps;
  const app = new Hono<AppEnv>();
  const throttle = loginThrottle(config.now);
  const signUps = rateLimiter(SIGN_UPS, config.now);

  /** The client id is checked first: missing or unknown is 401 'Wrong API Key'. */
  const checkClient = (body: Record<string, unknown>) => {
    if (body.client_id !== config.clientId) throw unauthorized(messages.wrongApiKey);
  };

  app.post("/oauth/token", perAddress(deps), async (c) => {
    const body = await readBody(c);
    checkClient(body);
    const { grant_type } = decodeInput(GrantType, body);
    const input =
      grant_type === "refresh_token"
        ? decodeInput(RefreshGrant, body)
        : decodeInput(ClientCredentials, body);
    if (input.client_secret !== undefined && input.client_secret !== config.clientSecret) {
      throw unauthorized(messages.wrongApiKey);
    }
    if (input.grant_type === "refresh_token") {
      const next = repos.tokens.refresh(input.refresh_token, USER_TOKEN_TTL_S, config.now());
      if (!next) throw unauthorized(INVALID_REFRESH);
      return c.json(
        encodeToken({
          access_token: next.accessToken,
          token_type: "Bearer",
          expires_in: USER_TOKEN_TTL_S,
          refresh_token: next.refreshToken,
        }),
      );
    }
    const { accessToken } = repos.tokens.issue("client", null, CLIENT_TOKEN_TTL_S, config.now());
    return c.json(
      encodeToken({
        access_token: accessToken,
        token_type: "Bearer",
        expires_in: CLIENT_TOKEN_TTL_S,
        refresh_token: null,
      }),
    );
  });

  app.post("/login", async (c) => {
    const body = await readBody(c);
    checkClient(body);
    const input = decodeInput(PasswordGrant, body);
    // Refused before the password is looked at: the right password gets no answer either.
    const attempt = throttle.begin(input.username, clientAddress(c, config));
    if (attempt.delayMs > 0) await new Promise((done) => setTimeout(done, attempt.delayMs));
    const account = repos.users.credentials(input.username);
    // Hash even for an unknown e-mail so timing does not tell which e-mails exist.
    const ok = await verifyPassword(input.password, account?.password ?? UNKNOWN_USER_HASH);
    if (!account || !ok) throw unauthorized(toastByStatus[401]);
    attempt.succeeded();
    // A hash made at an older cost is replaced while the password is at hand (issue 23).
    if (needsRehash(account.password)) {
      repos.users.setPassword(account.id, await hashPassword(input.password));
    }
    const now = config.now();
    const { accessToken, refreshToken } = repos.tokens.issue(
      "user",
      account.id,
      USER_TOKEN_TTL_S,
      now,
    );
    return c.json(
      encodeToken({
        access_token: accessToken,
        token_type: "Bearer",
        expires_in: USER_TOKEN_TTL_S,
        refresh_token: refreshToken,
      }),
    );
  });

  /**
   * Ends the caller's user token (and its refresh token). A client token names no user and
   * may be the one every page shares: it is never revoked here, the call just succeeds.
   */
  app.post("/logout", requireToken(deps, "any"), (c) => {
    const owner = c.get("owner");
    if (owner.kind === "user") repos.tokens.revoke(owner.tokenHash, config.now());
    return c.json({ status: "success" });
  });

  app.post("/sign-up", async (c) => {
    const input = decodeInput(SignUp, await readBody(c));
    // Accounts one address may create (issue 23): counted when created, refused past it.
    const address = clientAddress(c, config);
    const wait = signUps.retryAfterS(address);
    if (wait > 0) throw new TooManyRequests(wait, "Too many sign-ups from this address.");
    if (
      input.password_confirmation !== undefined &&
      input.password_confirmation !== input.password
    ) {
      throw fieldError("password_confirmation", validation.passwordConfirmation);
    }
    const exists = () =>
      new HttpError(422, toastByStatus[422], { email: [messages.emailAlreadyRegistered] });
    if (repos.users.emailTaken(input.email)) throw exists();
    const password = await hashPassword(input.password);
    const record = input as Record<string, unknown>;
    let userId: number;
    try {
      userId = repos.users.create(
        {
          email: input.email,
          password,
          name: blankToNull(input.name),
          lastName: blankToNull(input.last_name),
          acceptedMailing: input.accepted_mailing ?? true,
          subscriptionGroupId: input.subscription_group_id ?? null,
          marketingFormKey: blankToNull(input.marketing_form_key),
          userSource: blankToNull(input.user_source),
          sendVerificationEmail: input.send_verification_email ?? false,
          utm: Object.fromEntries(
            UTM_FIELDS.flatMap((f) =>
              typeof record[f] === "string" && record[f] ? [[f, record[f]]] : [],
            ),
          ),
          affiliateAssetId: blankToNull(input.affiliate_asset_id),
          affiliateSourceId: blankToNull(input.affiliate_source_id),
        },
        new Date(config.now()).toISOString(),
      );
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (code === "SQLITE_CONSTRAINT_UNIQUE") throw exists();
      if (code === "SQLITE_CONSTRAINT_FOREIGNKEY") {
        throw fieldError("subscription_group_id", "Unknown subscription group");
      }
      throw error;
    }
    signUps.hit(address);
    if (input.send_verification_email) {
      // The account exists either way: a mail that fails is only logged (it can be asked again).
      await sendVerificationEmail(deps, userId, input.email).catch((error: unknown) =>
        console.error("[cinema] verification mail failed", error),
      );
    }
    const user = repos.users.find(userId);
    if (!user) throw notFound();
    return c.json(encodeUser({ data: user }), 201);
  });

  return app;
}
