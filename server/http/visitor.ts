import type { Context } from "hono";
import type { VisitorLocation } from "../../src/core/ports.ts";
import type { ServerConfig } from "../context.ts";

const CODE = /^[A-Za-z]{2}$/;

const code = (value: string | undefined, fallback: string | null) =>
  value && CODE.test(value.trim()) ? value.trim().toUpperCase() : fallback;

/** The visitor's country and US state: headers x-el-country / x-el-us-state, else defaults. */
export const visitorLocation = (c: Context, config: ServerConfig): VisitorLocation => ({
  country: code(c.req.header("x-el-country"), config.defaultCountry),
  usState: code(c.req.header("x-el-us-state"), config.defaultUsState),
});
