import { createHash, randomBytes } from "node:crypto";

/** A random opaque token (URL-safe). */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString("base64url");

/** Tokens are stored hashed: a leaked database holds no usable bearer token. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
