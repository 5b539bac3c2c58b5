import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  isSecretKey,
  maskEmails,
  REDACTED,
  redactEvent,
  toJournalEntry,
} from "../../src/core/journal.ts";

const SECRET_KEYS = [
  "password",
  "password_confirmation",
  "token",
  "access_token",
  "refresh_token",
  "restoredToken",
  "client_secret",
  "clientSecret",
  "Authorization",
  "secret",
  "newPassword",
];

/** Secret values are recognisable so their survival can be checked anywhere in the output. */
const secretValue = fc.uuid().map((id) => `SECRET-${id}`);
const plainKey = fc
  .string({ minLength: 1, maxLength: 8 })
  .filter((k) => !isSecretKey(k) && k !== "__proto__" && !k.includes("SECRET"));
const plainLeaf = fc.oneof(
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.string({ maxLength: 12 }).filter((s) => !s.includes("@") && !s.includes("SECRET")),
);

/** Nested JSON with secrets under secret keys at any depth. */
const { tree } = fc.letrec<{ tree: unknown }>((tie) => ({
  tree: fc.oneof(
    { depthSize: "small" },
    plainLeaf,
    fc.array(tie("tree"), { maxLength: 4 }),
    fc
      .tuple(
        fc.dictionary(plainKey, tie("tree"), { maxKeys: 4 }),
        fc.array(
          fc.tuple(
            fc.constantFrom(...SECRET_KEYS),
            fc.oneof(secretValue, fc.record({ nested: secretValue })),
          ),
          {
            maxLength: 2,
          },
        ),
      )
      .map(([plain, secrets]) => ({ ...plain, ...Object.fromEntries(secrets) })),
  ),
}));

const emailArb = fc
  .tuple(
    fc.stringMatching(/^[a-z][a-z0-9._+-]{0,10}$/),
    fc.stringMatching(/^[a-z][a-z0-9-]{0,8}$/),
    fc.constantFrom("com", "org", "co.uk", "test"),
  )
  .map(([local, domain, tld]) => `${local}@${domain}.${tld}`);

/** The shape of a value: keys and array lengths, leaves erased. */
const shape = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(shape);
  if (value !== null && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, isSecretKey(k) ? "*" : shape(v)]),
    );
  return "leaf";
};

describe("redactEvent", () => {
  it("lets no secret value survive, at any depth", () => {
    fc.assert(
      fc.property(tree, (event) => {
        expect(JSON.stringify(redactEvent(event))).not.toContain("SECRET-");
      }),
    );
  });

  it("keeps the structure: same keys, same array lengths", () => {
    fc.assert(
      fc.property(tree, (event) => {
        expect(shape(redactEvent(event))).toEqual(shape(event));
      }),
    );
  });

  it("leaves events without secrets or e-mail addresses unchanged", () => {
    fc.assert(
      fc.property(fc.dictionary(plainKey, plainLeaf), (event) => {
        expect(redactEvent(event)).toEqual(event);
      }),
    );
  });

  it("masks every e-mail address, wherever it is in the text", () => {
    fc.assert(
      fc.property(emailArb, fc.string({ maxLength: 10 }), (email, prefix) => {
        const safePrefix = `${prefix.replace(/[@\w.%+-]/g, "")} `;
        const out = JSON.stringify(
          redactEvent({ username: email, note: `${safePrefix}${email}`, list: [email] }),
        );
        expect(out).not.toContain(email);
        expect(out).toContain(`${email[0]}***@${email.split("@")[1]}`);
      }),
    );
  });

  it("redacts the login and sign-up events of the session", () => {
    expect(
      redactEvent({ type: "session.login", username: "jane.doe@example.com", password: "hunter2" }),
    ).toEqual({
      type: "session.login",
      username: "j***@example.com",
      password: REDACTED,
    });
    expect(
      redactEvent({
        type: "xstate.done.actor.login",
        output: {
          access_token: "abc",
          token_type: "Bearer",
          expires_in: 3600,
          refresh_token: "def",
        },
      }),
    ).toEqual({
      type: "xstate.done.actor.login",
      output: {
        access_token: REDACTED,
        token_type: "Bearer",
        expires_in: 3600,
        refresh_token: REDACTED,
      },
    });
  });

  it("survives cycles, functions, errors and actor references", () => {
    const cyclic: Record<string, unknown> = { type: "x" };
    cyclic.self = cyclic;
    const ref = { sessionId: "x:1", id: "session", systemId: "session", send: () => {} };
    expect(
      redactEvent({
        cyclic,
        fn: () => 1,
        error: new Error("for jane@example.com"),
        ref,
        when: new Date(0),
      }),
    ).toEqual({
      cyclic: { type: "x", self: "[circular]" },
      fn: null,
      error: { name: "Error", message: "for j***@example.com" },
      ref: "[actor session]",
      when: "1970-01-01T00:00:00.000Z",
    });
  });
});

describe("maskEmails", () => {
  it("is idempotent", () => {
    fc.assert(
      fc.property(fc.string(), emailArb, (text, email) => {
        const once = maskEmails(`${text} ${email}`);
        expect(maskEmails(once)).toBe(once);
      }),
    );
  });
});

describe("toJournalEntry", () => {
  it("records order, time, the actors and the redacted event", () => {
    const entry = toJournalEntry(
      {
        actorRef: { id: "x", systemId: "session", sessionId: "x:2", send: () => {} },
        sourceRef: undefined,
        event: { type: "session.login", username: "bob", password: "pw" },
      },
      1_700_000_000_000,
      7,
    );
    expect(entry).toEqual({
      seq: 7,
      at: 1_700_000_000_000,
      actor: "session",
      source: null,
      type: "session.login",
      event: { type: "session.login", username: "bob", password: REDACTED },
    });
  });
});
