import { randomBytes, scrypt, scryptSync, timingSafeEqual } from "node:crypto";

const KEY_LENGTH = 64;

export interface PasswordHash {
  readonly hash: string;
  readonly salt: string;
}

const derive = (password: string, salt: string) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, KEY_LENGTH, (error, key) => (error ? reject(error) : resolve(key))),
  );

/** scrypt with a per-user random salt. */
export async function hashPassword(password: string): Promise<PasswordHash> {
  const salt = randomBytes(16).toString("hex");
  return { hash: (await derive(password, salt)).toString("hex"), salt };
}

/** The synchronous variant, for the seed only. */
export function hashPasswordSync(password: string, salt: string): PasswordHash {
  return { hash: scryptSync(password, salt, KEY_LENGTH).toString("hex"), salt };
}

export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const expected = Buffer.from(stored.hash, "hex");
  const actual = await derive(password, stored.salt);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
