import { Schema } from "effect";
import { Hono } from "hono";
import { errors as messages } from "../../src/core/messages.ts";
import { Resource } from "../../src/core/schema/common.ts";
import { User } from "../../src/core/schema/user.ts";
import type { AppEnv, Deps } from "../context.ts";
import type { ProfileChanges } from "../db/repositories/users.ts";
import { requireToken } from "../http/auth.ts";
import { readBody } from "../http/body.ts";
import { fieldError, unauthorized } from "../http/errors.ts";
import { Email, IntInput, Text } from "../http/fields.ts";
import { decodeInput } from "../http/validate.ts";
import { accountDeps } from "./accountShared.ts";

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
});

/** `GET /me` and `POST /me/update`. */
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
    const input = decodeInput(ProfileUpdate, await readBody(c));
    const changes: Record<string, string | number> = {};
    for (const [key, value] of Object.entries(input)) {
      if (typeof value === "number" || (typeof value === "string" && value.trim() !== "")) {
        changes[key] = value;
      }
    }
    if (typeof changes.email === "string" && repos.users.emailTaken(changes.email, user.id)) {
      throw fieldError("email", messages.emailAlreadyRegistered);
    }
    repos.users.update(user.id, changes as ProfileChanges);
    return c.json(encodeUser({ data: currentUser(user.id) }));
  });

  return app;
}
