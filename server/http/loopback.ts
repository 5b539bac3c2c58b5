import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** 127.0.0.0/8, ::1, and IPv4 loopback mapped into IPv6. */
export const isLoopbackAddress = (address: string): boolean => {
  const bare = address
    .trim()
    .replace(/^\[|\]$/g, "")
    .replace(/%.*$/, "")
    .toLowerCase();
  const v4 = /^(?:::ffff:)?(\d+)\.\d+\.\d+\.\d+$/.exec(bare);
  if (v4) return v4[1] === "127";
  return bare === "::1" || bare === "0:0:0:0:0:0:0:1";
};

const FORWARDING_HEADERS = ["x-forwarded-for", "forwarded", "x-real-ip"] as const;

/**
 * Whether the request comes from this machine: its socket is a loopback address, and no proxy
 * on this machine forwarded it for someone else (any forwarding header that names another
 * address refuses it, whatever CINEMA_TRUST_PROXY says: behind a local proxy every socket is
 * loopback).
 */
export function isLoopbackRequest(c: Context): boolean {
  let socket: string | undefined;
  try {
    socket = getConnInfo(c).remote.address;
  } catch {
    return false;
  }
  if (socket === undefined || !isLoopbackAddress(socket)) return false;
  for (const name of FORWARDING_HEADERS) {
    const value = c.req.header(name);
    if (value === undefined) continue;
    const named = value
      .split(/[,;]/)
      .map((part) => part.trim().replace(/^for=/i, "").replace(/^"|"$/g, ""))
      .filter((part) => part !== "" && !/^(by|proto|host)=/i.test(part));
    if (named.some((address) => !isLoopbackAddress(address))) return false;
  }
  return true;
}
