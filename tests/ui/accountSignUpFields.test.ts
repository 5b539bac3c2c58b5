import { describe, expect, it } from "vitest";
import {
  AFFILIATE_COOKIES,
  createAuthApi,
  signUpFieldsFrom,
} from "../../src/adapters/http/authApi.ts";
import type { HttpClient } from "../../src/adapters/http/client.ts";

const jar = (values: Record<string, string>) => ({ get: (name: string) => values[name] });

describe("the sign-up fields of spec 001 §7", () => {
  it("names the spec's subscription source 'sign-up' and carries the UTM fields of the utmInfo cookie and the affiliate ids", () => {
    const fields = signUpFieldsFrom(
      jar({
        utmInfo: JSON.stringify({ source: "news", campaign: "spring" }),
        [AFFILIATE_COOKIES.asset]: "a-1",
        [AFFILIATE_COOKIES.source]: "s-2",
      }),
      3,
    );
    expect(fields).toEqual({
      user_source: "sign-up",
      send_verification_email: true,
      source: "news",
      campaign: "spring",
      affiliate_asset_id: "a-1",
      affiliate_source_id: "s-2",
      subscription_group_id: 3,
    });
  });

  it("sends the plan group the account is made on, and no marketing form (decision 0083)", async () => {
    const bodies: unknown[] = [];
    const http = {
      post: async (_path: string, _schema: unknown, options: { body: unknown }) => {
        bodies.push(options.body);
        return {};
      },
    } as unknown as HttpClient;
    const api = createAuthApi(
      http,
      () => "client",
      (groupId) => signUpFieldsFrom(jar({}), groupId),
    );
    await api.signUp({ email: "jane@example.com", password: "secret-123", subscriptionGroupId: 2 });
    await api.signUp({ email: "joe@example.com", password: "secret-123" });
    expect(bodies).toEqual([
      {
        user_source: "sign-up",
        send_verification_email: true,
        subscription_group_id: 2,
        email: "jane@example.com",
        password: "secret-123",
      },
      {
        user_source: "sign-up",
        send_verification_email: true,
        email: "joe@example.com",
        password: "secret-123",
      },
    ]);
  });

  it("leaves out what the cookies do not carry (a broken utmInfo is ignored)", () => {
    expect(signUpFieldsFrom(jar({ utmInfo: "{not json" }))).toEqual({
      user_source: "sign-up",
      send_verification_email: true,
    });
  });

  it("sends them with the credentials, which they never override", async () => {
    const bodies: unknown[] = [];
    const http = {
      post: async (_path: string, _schema: unknown, options: { body: unknown }) => {
        bodies.push(options.body);
        return {};
      },
    } as unknown as HttpClient;
    const api = createAuthApi(
      http,
      () => "client",
      () => ({ user_source: "sign-up", email: "spoof@example.com" }),
    );
    await api.signUp({ email: "jane@example.com", password: "secret-123" });
    expect(bodies).toEqual([
      { user_source: "sign-up", email: "jane@example.com", password: "secret-123" },
    ]);
  });
});
