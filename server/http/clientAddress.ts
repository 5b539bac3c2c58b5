import { isIPv6 } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { ServerConfig } from "../context.ts";

/** The first four groups of an IPv6 address: one visitor usually holds a whole /64. */
const ipv6Prefix64 = (address: string): string => {
  const [head = "", tail = ""] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = address.includes("::")
    ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
};

/** The key rate limits count under: an IPv4 address, or the /64 of an IPv6 address. */
export const addressKey = (address: string): string => {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped?.[1]) return mapped[1];
  return isIPv6(bare) ? ipv6Prefix64(bare) : bare;
};

/**
 * Who is calling, for rate limits: the socket's remote address. X-Forwarded-For is read only
 * when the server is configured to sit behind a trusted proxy (`CINEMA_TRUST_PROXY=1`), and
 * then its last entry, the one that proxy added (earlier entries are the caller's own words).
 */
export function clientAddress(c: Context, config: Pick<ServerConfig, "trustProxy">): string {
  let remote: string | undefined;
  try {
    remote = getConnInfo(c).remote.address;
  } catch {
    // No socket (an in-process app.request call).
    remote = undefined;
  }
  return addressOf(c.req.header("x-forwarded-for"), remote, config);
}

/**
 * The same for a request Hono does not see (a WebSocket upgrade): its X-Forwarded-For header
 * (read only behind a trusted proxy) and its socket's remote address.
 */
export function addressOf(
  forwardedFor: string | undefined,
  remote: string | undefined,
  config: Pick<ServerConfig, "trustProxy">,
): string {
  if (config.trustProxy) {
    const forwarded = forwardedFor
      ?.split(",")
      .map((entry) => entry.trim())
      .filter(Boolean)
      .at(-1);
    if (forwarded) return addressKey(forwarded);
  }
  return addressKey(remote ?? "unknown");
}
