/**
 * The page config the server injects (`<meta name="cinema-config">`, src/app/config.ts):
 * a hand-written decoder (core/validate.ts), so the start-up reads it without Effect. It
 * accepts exactly what the Effect schema it replaced accepted
 * (tests/core/startDecoders.test.ts).
 */
import { decodeSetting, decodeTokenResponse } from "./startDecoders.ts";
import { decodeStartInput } from "./startInput.ts";
import {
  array,
  boolean,
  type DecodedType,
  nullOr,
  number,
  optional,
  string,
  struct,
} from "./validate.ts";

/** The page config's `presence` entry (server/presence/config.ts `presencePageConfig`). */
const presenceEntry = struct({
  key: string,
  authEndpoint: string,
  cluster: nullOr(string),
  host: nullOr(string),
  port: nullOr(number),
  path: string,
  tls: nullOr(boolean),
});

export const decodeInjectedConfig = struct({
  apiBase: optional(string),
  clientId: optional(string),
  clientSecret: optional(string),
  country: optional(nullOr(string)),
  usState: optional(nullOr(string)),
  serverDate: optional(nullOr(string)),
  settings: optional(array(decodeSetting)),
  abTestingSrc: optional(nullOr(string)),
  errorReporting: optional(nullOr(string)),
  clientToken: optional(decodeTokenResponse),
  presence: optional(nullOr(presenceEntry)),
  start: optional(decodeStartInput),
  origin: optional(string),
});
export type InjectedConfig = DecodedType<typeof decodeInjectedConfig>;

/** One meta's content as config; anything unreadable counts as empty. */
export const parseInjectedConfig = (content: string | null): InjectedConfig => {
  if (!content) return {};
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    return {};
  }
  const decoded = decodeInjectedConfig(json);
  return decoded.ok ? decoded.value : {};
};
