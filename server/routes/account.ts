import { Schema } from "effect";
import { Hono } from "hono";
import {
  EMAIL_UNDO_FAILED,
  EMAIL_UNDO_PAGE,
  EMAIL_UNDONE,
} from "../../src/core/emailChangeUndo.ts";
import { errors as messages } from "../../src/core/messages.ts";
import { changesEmail } from "../../src/core/profile.ts";
import { Resource } from "../../src/core/schema/common.ts";
import { User } from "../../src/core/schema/user.ts";
import type { AppEnv, Deps } from "../context.ts";
import { emailChangeUndoRepository } from "../db/repositories/emailChangeUndo.ts";
import type { ProfileChanges } from "../db/repositories/users.ts";
import { requireToken } from "../http/auth.ts";
import { readBody } from "../http/body.ts";
import { fieldError, unauthorized } from "../http/errors.ts";
import { Email, IntInput, RequiredText, Text } from "../http/fields.ts";
import { decodeInput } from "../http/validate.ts";
import { emailChangeNoticeMail } from "../mail/templates.ts";
import {
  accountDeps,
  confirmCurrentPassword,
  refuseImpersonation,
  siteLink,
} from "./accountShared.ts";
import { messagePage, STAND_IN_PAGE_HEADERS } from "./verifyPage.ts";

const encodeUser = Schema.encodeSync(Resource(User));

/** A field that may be blank (then dropped, spec: only non-blank fields are changed). */
const blankable = <S extends Schema.Top>(schema: S) =>
  Schema.optional(Schema.Union([Schema.Literal(""), Schema.Null, schema]));

const between = (minimum: number, maximum: number) =>
  IntInput.check(
    Schema.isBetween(
      { minimum, maximum },
      { message: `Must be between ${minimum} and ${maximum}` },
    ),
  );

const ProfileUpdate = Schema.Struct({
  name: blankable(Text()),
  last_name: blankable(Text()),
  email: blankable(Email),
  city: blankable(Text()),
  birth_date_day: blankable(between(1, 31)),
  birth_date_month: blankable(between(1, 12)),
  birth_date_year: blankable(between(1900, 2100)),
  /** Needed when the e-mail changes (issue 23); never stored, never echoed. */
  current_password: Schema.optional(Schema.String.check(Schema.isMaxLength(256))),
});

const UndoRequest = Schema.Struct({
  token: RequiredText(128).check(
    Schema.isPattern(/^[A-Za-z0-9_-]+$/, { message: "Invalid token" }),
  ),
});

/** `GET /me`, `POST /me/update` and the undo of an e-mail change. */
export function accountRoutes(deps: Deps) {
  const { repos } = deps;
  const app = new Hono<AppEnv>();
  app.use("/me", requireToken(deps, "user"));
  app.use("/me/*", requireToken(deps, "user"));

  const currentUser = (userId: number | null) => {
    const user = userId === null ? null : repos.users.find(userId);
    if (!user) throw unauthorized();
    return user;
  };

  app.get("/me", (c) => {
    const { userId } = c.get("owner");
    // A cancelled subscription past its renewal date has expired by now.
    if (userId !== null) accountDeps(deps).subscriptions.expireLapsed(userId, deps.config.now());
    return c.json(encodeUser({ data: currentUser(userId) }));
  });

  app.post("/me/update", async (c) => {
    const user = currentUser(c.get("owner").userId);
    const { current_password, ...input } = decodeInput(ProfileUpdate, await readBody(c));
    const changes: Record<string, string | number> = {};
    for (const [key, value] of Object.entries(input)) {
      if (typeof value === "number" || (typeof value === "string" && value.trim() !== "")) {
        changes[key] = value;
      }
    }
    if (typeof changes.email === "string" && repos.users.emailTaken(changes.email, user.id)) {
      throw fieldError("email", messages.emailAlreadyRegistered);
    }
    const newEmail = typeof changes.email === "string" ? changes.email : "";
    if (!changesEmail({ email: newEmail }, user.email)) {
      delete changes.email;
      repos.users.update(user.id, changes as ProfileChanges);
      return c.json(encodeUser({ data: currentUser(user.id) }));
    }
    // A new e-mail address is a way to take the account over (a reset goes there next): only
    // the owner, with the current password, and the old address hears of it with an undo link.
    refuseImpersonation(deps, c);
    await confirmCurrentPassword(deps, c, user, current_password);
    const undo = emailChangeUndoRepository(deps.db);
    const token = deps.db.transaction(() => {
      repos.users.update(user.id, changes as ProfileChanges);
      return undo.issue({ userId: user.id, oldEmail: user.email, newEmail }, deps.config.now());
    })();
    const link = siteLink(deps, `${EMAIL_UNDO_PAGE}/${token}`);
    // The change is made either way: a notice that cannot go out is logged, not fatal.
    await accountDeps(deps)
      .mailer.send(emailChangeNoticeMail(user.email, newEmail, link))
      .catch((error: unknown) => console.error("[cinema] e-mail change notice failed", error));
    return c.json(encodeUser({ data: currentUser(user.id) }));
  });

  /**
   * Links mailed before the app had its page (decision 0036) lead to it: a GET changes
   * nothing (mail scanners follow links), the app's page has the button.
   */
  app.get("/email-change/undo/:token", (c) => {
    const token = c.req.param("token");
    if (!/^[A-Za-z0-9_-]{1,128}$/.test(token)) {
      return c.html(
        messagePage("Undo the e-mail change", EMAIL_UNDO_FAILED),
        404,
        STAND_IN_PAGE_HEADERS,
      );
    }
    return c.redirect(`${EMAIL_UNDO_PAGE}/${token}`, 302);
  });

  /**
   * `POST /email-change/undo { token }` (ours, issue 23), the app page's button: puts the old
   * address back, ends every session of the account (whoever changed it is out) and voids the
   * account's reset links (one sent to the new address must not make the change permanent).
   * A token that is malformed, unknown, used or expired is a 422 on `token`.
   */
  app.post("/email-change/undo", async (c) => {
    const body = await readBody(c);
    const { token } = decodeInput(UndoRequest, { token: body.token });
    const now = deps.config.now();
    const undone = deps.db.transaction(() => {
      const change = emailChangeUndoRepository(deps.db).consume(token, now);
      if (!change) return false;
      if (repos.users.emailTaken(change.oldEmail, change.userId)) return false;
      deps.db
        .prepare("UPDATE users SET email = ? WHERE id = ?")
        .run(change.oldEmail, change.userId);
      deps.db
        .prepare("UPDATE access_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL")
        .run(now, change.userId);
      deps.db
        .prepare(
          "UPDATE account_tokens SET used_at = ? WHERE user_id = ? AND purpose = 'password_reset' AND used_at IS NULL",
        )
        .run(now, change.userId);
      return true;
    })();
    if (!undone) throw fieldError("token", EMAIL_UNDO_FAILED, EMAIL_UNDO_FAILED);
    return c.json({ status: "success", message: EMAIL_UNDONE });
  });

  return app;
}
