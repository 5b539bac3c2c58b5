import { randomBytes, type ScryptOptions, scrypt, scryptSync, timingSafeEqual } from "node:crypto";

const KEY_LENGTH = 64;

export interface PasswordHash {
  /** `scrypt$<log2 N>$<r>$<p>$<hex>`; a bare hex key is a hash made before issue 23 (N=2^14). */
  readonly hash: string;
  readonly salt: string;
}

interface Cost {
  readonly log2N: number;
  readonly r: number;
  readonly p: number;
}

/** OWASP's scrypt parameters (Password Storage Cheat Sheet): N=2^17, r=8, p=1 (128 MiB). */
export const OWASP_COST: Cost = { log2N: 17, r: 8, p: 1 };

/**
 * The cost new hashes get: OWASP's. Outside production `CINEMA_PASSWORD_COST_LOG2N` may lower
 * N for the test suite (vitest.config.ts), whose hundreds of sign-ups and logins would each
 * take a second and 128 MiB; production ignores it.
 */
export const passwordCostFromEnv = (env: Readonly<Record<string, string | undefined>>): Cost => {
  const asked = Number(env.CINEMA_PASSWORD_COST_LOG2N);
  if (env.NODE_ENV === "production" || !Number.isInteger(asked) || asked < 10 || asked > 20) {
    return OWASP_COST;
  }
  return { ...OWASP_COST, log2N: asked };
};

export const PASSWORD_COST: Cost = passwordCostFromEnv(process.env);
/** What hashes without parameters were made with (Node's defaults). */
const LEGACY_COST: Cost = { log2N: 14, r: 8, p: 1 };

const PREFIXED = /^scrypt\$(\d{1,2})\$(\d{1,2})\$(\d{1,2})\$([0-9a-f]+)$/;

const parse = (hash: string): { cost: Cost; key: string } => {
  const match = PREFIXED.exec(hash);
  if (!match) return { cost: LEGACY_COST, key: hash };
  return {
    cost: { log2N: Number(match[1]), r: Number(match[2]), p: Number(match[3]) },
    key: match[4] ?? "",
  };
};

const optionsOf = (cost: Cost): ScryptOptions => {
  const N = 2 ** cost.log2N;
  // scrypt needs 128 * N * r bytes; Node refuses past 32 MiB unless told.
  return { N, r: cost.r, p: cost.p, maxmem: 2 * 128 * N * cost.r };
};

const derive = (password: string, salt: string, cost: Cost) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, KEY_LENGTH, optionsOf(cost), (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );

const format = (cost: Cost, key: Buffer) =>
  `scrypt$${cost.log2N}$${cost.r}$${cost.p}$${key.toString("hex")}`;

/** scrypt at PASSWORD_COST (or `cost`) with a per-user random salt. */
export async function hashPassword(password: string, cost = PASSWORD_COST): Promise<PasswordHash> {
  const salt = randomBytes(16).toString("hex");
  return { hash: format(cost, await derive(password, salt, cost)), salt };
}

/**
 * The synchronous variant, for the seed's demo accounts only: at the legacy cost, so that a
 * fresh database does not spend seconds per start; the first login rehashes them.
 */
export function hashPasswordSync(password: string, salt: string): PasswordHash {
  return { hash: scryptSync(password, salt, KEY_LENGTH).toString("hex"), salt };
}

/** A hash nobody's password matches, at today's cost (an unknown e-mail takes as long). */
export const UNKNOWN_USER_HASH: PasswordHash = {
  hash: format(PASSWORD_COST, Buffer.alloc(KEY_LENGTH)),
  salt: "unknown-user",
};

export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const { cost, key } = parse(stored.hash);
  const expected = Buffer.from(key, "hex");
  const actual = await derive(password, stored.salt, cost);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * Whether a hash is of the old format (no parameters) or made at a cost below today's: rehash
 * it at the next right password.
 */
export const needsRehash = (stored: PasswordHash, today = PASSWORD_COST): boolean => {
  if (!PREFIXED.test(stored.hash)) return true;
  const { cost } = parse(stored.hash);
  return cost.log2N < today.log2N || cost.r < today.r || cost.p < today.p;
};
