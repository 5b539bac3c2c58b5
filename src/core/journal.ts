/**
 * The event journal (ARCHITECTURE.md "Event journal"): every event that enters the actor
 * system, in order, with its time. Entries never hold secrets (tokens, passwords, client
 * secrets) and e-mail addresses are masked. Pure: the caller gives the time.
 */

/** A JSON value as the journal stores it. */
export type JournalValue =
  | null
  | boolean
  | number
  | string
  | readonly JournalValue[]
  | { readonly [key: string]: JournalValue };

export interface JournalEntry {
  /** Position in the journal, from 0. */
  readonly seq: number;
  /** Epoch milliseconds when the event entered the system. */
  readonly at: number;
  /** The receiving actor: its system id when it has one, else its id. */
  readonly actor: string;
  /** The sending actor, or null for events sent from outside the system. */
  readonly source: string | null;
  readonly type: string;
  readonly event: JournalValue;
}

/** What the actor system's inspect hook reports for an `@xstate.event` (duck-typed). */
export interface InspectedEventLike {
  readonly actorRef: unknown;
  readonly sourceRef?: unknown;
  readonly event: unknown;
}

/** The journal as the app shows and exports it. */
export interface JournalReader {
  entries(): readonly JournalEntry[];
  subscribe(listener: () => void): () => void;
}

export const REDACTED = "[redacted]";

/** Keys whose values are secrets wherever they occur (case-insensitive, any depth). */
const SECRET_KEY = /password|token|secret|authorization|access_token|refresh_token|client_secret/i;

/** Keys that match the pattern but name no secret ("Bearer" is not worth hiding). */
const NOT_SECRET = new Set(["token_type"]);

export const isSecretKey = (key: string): boolean => SECRET_KEY.test(key) && !NOT_SECRET.has(key);

/** An e-mail address inside any text: local part, `@`, a dotted domain. */
const EMAIL = /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)/g;

/** `jane.doe@example.com` becomes `j***@example.com`, wherever it occurs in the text. */
export const maskEmails = (text: string): string => text.replace(EMAIL, "$1***@$2");

/** The bearer token of an impersonation link (`/impersonate/{token}`), wherever it occurs. */
const IMPERSONATION_LINK = /(\/impersonate)\/[^\s?#"']+/gi;

/** `/impersonate/abc.def` becomes `/impersonate/[redacted]` (the path is a bearer token). */
export const redactImpersonationLinks = (text: string): string =>
  text.replace(IMPERSONATION_LINK, `$1/${REDACTED}`);

const MAX_DEPTH = 8;
const MAX_STRING = 2_000;

const describeRef = (value: object): string | null => {
  const ref = value as { sessionId?: unknown; send?: unknown; id?: unknown; systemId?: unknown };
  if (typeof ref.sessionId === "string" && typeof ref.send === "function") {
    const name = typeof ref.systemId === "string" ? ref.systemId : String(ref.id ?? ref.sessionId);
    return `[actor ${name}]`;
  }
  // Actor logic (a machine a feature brings with `feature.start`): named, never copied.
  const logic = value as { transition?: unknown; getInitialSnapshot?: unknown; id?: unknown };
  if (typeof logic.transition === "function" && typeof logic.getInitialSnapshot === "function") {
    return `[logic ${typeof logic.id === "string" ? logic.id : "anonymous"}]`;
  }
  return null;
};

const redactValue = (value: unknown, depth: number, seen: WeakSet<object>): JournalValue => {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") {
    const masked = redactImpersonationLinks(maskEmails(value));
    return masked.length > MAX_STRING ? `${masked.slice(0, MAX_STRING)}…` : masked;
  }
  if (typeof value === "number") return Number.isFinite(value) ? value : String(value);
  if (typeof value === "boolean") return value;
  if (typeof value === "bigint") return value.toString();
  if (typeof value === "function" || typeof value === "symbol") return null;
  if (typeof value !== "object") return null;
  if (seen.has(value)) return "[circular]";
  if (depth >= MAX_DEPTH) return "[…]";
  const ref = describeRef(value);
  if (ref !== null) return ref;
  if (value instanceof Error) {
    return { name: value.name, message: maskEmails(value.message) };
  }
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  seen.add(value);
  try {
    if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1, seen));
    const out: Record<string, JournalValue> = {};
    for (const [key, item] of Object.entries(value)) {
      out[key] = isSecretKey(key)
        ? item === null || item === undefined
          ? null
          : REDACTED
        : redactValue(item, depth + 1, seen);
    }
    return out;
  } finally {
    seen.delete(value);
  }
};

/**
 * An event as the journal may hold it: same shape, but every value under a secret key
 * (password, token, secret, authorization, ...) replaced by "[redacted]", every e-mail
 * address masked, actor references named, functions and cycles dropped.
 */
export const redactEvent = (event: unknown): JournalValue =>
  redactValue(event, 0, new WeakSet<object>());

const actorName = (ref: unknown): string | null => {
  if (typeof ref !== "object" || ref === null) return null;
  const r = ref as { systemId?: unknown; id?: unknown; sessionId?: unknown };
  if (typeof r.systemId === "string") return r.systemId;
  if (typeof r.id === "string") return r.id;
  if (typeof r.sessionId === "string") return r.sessionId;
  return null;
};

/** One journal entry for an inspected event, at `nowMs`, in position `seq`. */
export const toJournalEntry = (
  inspected: InspectedEventLike,
  nowMs: number,
  seq: number,
): JournalEntry => {
  const event = redactEvent(inspected.event);
  const type =
    typeof inspected.event === "object" &&
    inspected.event !== null &&
    typeof (inspected.event as { type?: unknown }).type === "string"
      ? (inspected.event as { type: string }).type
      : "unknown";
  return {
    seq,
    at: nowMs,
    actor: actorName(inspected.actorRef) ?? "unknown",
    source: actorName(inspected.sourceRef),
    type,
    event,
  };
};
