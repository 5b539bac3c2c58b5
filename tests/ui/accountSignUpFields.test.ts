import { describe, expect, it } from "vitest";
import {
  AFFILIATE_COOKIES,
  createAuthApi,
  signUpFieldsFrom,
} from "../../src/adapters/http/authApi.ts";
import { formOf, scriptedHttp } from "../adapters/fakeFetch.ts";

const jar = (values: Record<string, string>) => ({ get: (name: string) => values[name] });

/** An HTTP client whose sign-up answers succeed, and the form bodies it sent to /sign-up. */
const recordingHttp = () => {
  const { client, requests } = scriptedHttp(
    undefined,
    { status: 200, body: {} },
    { status: 200, body: {} },
  );
  const signUpBodies = () =>
    requests.filter((r) => r.url.endsWith("/sign-up")).map((r) => formOf(r.body));
  return { client, signUpBodies };
};

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
    const { client, signUpBodies } = recordingHttp();
    const api = createAuthApi(
      client,
      () => "client",
      (groupId) => signUpFieldsFrom(jar({}), groupId),
    );
    await api.signUp({ email: "jane@example.com", password: "secret-123", subscriptionGroupId: 2 });
    await api.signUp({ email: "joe@example.com", password: "secret-123" });
    expect(signUpBodies()).toEqual([
      {
        user_source: "sign-up",
        send_verification_email: "1",
        subscription_group_id: "2",
        email: "jane@example.com",
        password: "secret-123",
      },
      {
        user_source: "sign-up",
        send_verification_email: "1",
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
    const { client, signUpBodies } = recordingHttp();
    const api = createAuthApi(
      client,
      () => "client",
      () => ({ user_source: "sign-up", email: "spoof@example.com" }),
    );
    await api.signUp({ email: "jane@example.com", password: "secret-123" });
    expect(signUpBodies()).toEqual([
      { user_source: "sign-up", email: "jane@example.com", password: "secret-123" },
    ]);
  });
});
