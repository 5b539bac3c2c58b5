/** The account and payment adapters on a scripted fetch: retries and bodies of the spec. */
import { describe, expect, it } from "vitest";
import { createAccountApi } from "../../src/adapters/http/accountApi.ts";
import { createPaymentApi } from "../../src/adapters/http/paymentApi.ts";
import { RETRIES_PASSWORD_RESET } from "../../src/core/constants.ts";
import { type Reply, scriptedHttp } from "./fakeFetch.ts";

const payload = {
  email: "a@b.co",
  token: "t",
  password: "new-password",
  password_confirmation: "new-password",
};
const fails = (n: number, reply: Reply): Reply[] => Array.from({ length: n }, () => reply);

describe("password reset retries (spec 001 §9: 3)", () => {
  it("POST /password/reset is retried 3 times after 5xx or network errors, then succeeds", async () => {
    const { client, requests } = scriptedHttp(
      undefined,
      { status: 503 },
      "network-error",
      { status: 500 },
      {
        status: 200,
        body: { status: "success" },
      },
    );
    await createAccountApi(client).resetPassword(payload);
    expect(requests).toHaveLength(RETRIES_PASSWORD_RESET + 1);
    expect(new URLSearchParams(requests[0]?.body ?? "").get("password_confirmation")).toBe(
      "new-password",
    );
  });

  it("gives up after the third retry, and never retries a 4xx", async () => {
    const failing = scriptedHttp(undefined, ...fails(5, { status: 500 }));
    await expect(createAccountApi(failing.client).resetPassword(payload)).rejects.toMatchObject({
      status: 500,
    });
    expect(failing.requests).toHaveLength(4);
    const refused = scriptedHttp(undefined, { status: 422, body: { message: "x" } });
    await expect(createAccountApi(refused.client).resetPassword(payload)).rejects.toMatchObject({
      status: 422,
    });
    expect(refused.requests).toHaveLength(1);
  });

  it("finding the token is retried 3 times too", async () => {
    const { client, requests } = scriptedHttp(undefined, ...fails(3, { status: 502 }), {
      status: 200,
      body: { data: { email: "a@b.co" } },
    });
    expect(await createAccountApi(client).findPasswordReset("t")).toBe("a@b.co");
    expect(requests).toHaveLength(4);
  });
});

describe("bodies", () => {
  it("cancel sends the data id and each reason; GDPR delete accepts 204", async () => {
    const { client, requests } = scriptedHttp(
      undefined,
      { status: 200, body: { status: "success" } },
      { status: 204 },
    );
    const api = createAccountApi(client, () => "user-token");
    await api.cancelSubscription(42, ["too_expensive", "other"]);
    const body = new URLSearchParams(requests[0]?.body ?? "");
    expect(body.get("subscription_data_id")).toBe("42");
    expect(
      body.getAll("cancel_reason[]").length + body.getAll("cancel_reason[0]").length,
    ).toBeGreaterThan(0);
    await api.deleteAccount("owner-pass");
    expect(requests[1]).toMatchObject({ method: "DELETE", url: "http://api.test/me/gdpr" });
    // The password in the body, never in the URL (issue 23).
    expect(new URLSearchParams(requests[1]?.body ?? "").get("current_password")).toBe("owner-pass");
    expect(requests[1]?.headers.Authorization).toBe("Bearer user-token");
  });

  it("payment_url is never retried (each call makes an order)", async () => {
    const { client, requests } = scriptedHttp(undefined, { status: 500 }, { status: 500 });
    await expect(
      createPaymentApi(client).paymentUrl({
        subscriptionId: 1,
        planGroupId: 1,
        couponKey: null,
        provider: null,
        excludedGateway: null,
      }),
    ).rejects.toMatchObject({ status: 500 });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe("http://api.test/payment_url?subscription_id=1&plan_group_id=1");
  });
});
