// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fromPromise } from "xstate";
import { apiError } from "../../src/core/apiError.ts";
import { IMPERSONATION_TOKEN_LIFETIME_MS } from "../../src/core/constants.ts";
import { redactEvent } from "../../src/core/journal.ts";
import { EPOCH_DECLINES } from "../../src/core/payments.ts";
import type { PasswordChange } from "../../src/core/ports.ts";
import { priceOf } from "../../src/core/prices.ts";
import type { UserVerifyResponse } from "../../src/core/schema/account.ts";
import type { DeviceSession } from "../../src/core/schema/deviceSessions.ts";
import type { User } from "../../src/core/schema/index.ts";
import type { PlanGroupOffer, TransactionStatus } from "../../src/core/schema/payment.ts";
import { type JoinEntry, SUNSET_TEXT } from "../../src/core/sunset.ts";
import {
  VERIFY_DISCLAIMER_NEWSLETTER,
  VERIFY_DISCLAIMER_UNVERIFIED,
} from "../../src/core/verifyDisclaimer.ts";
import { sessionOf, showToast, toastsOf } from "../../src/machines/app.machine.ts";
import {
  IMPERSONATION_ID,
  impersonationMachine,
} from "../../src/machines/impersonation.machine.ts";
import type { NotifyParams } from "../../src/machines/notify.ts";
import {
  PaymentReturnContainer,
  PlansContainer,
} from "../../src/ui/account/CheckoutContainers.tsx";
import type { AccountFeature } from "../../src/ui/account/feature.ts";
import { ImpersonationBannerContainer } from "../../src/ui/account/ImpersonationBanner.tsx";
import { CROSS_SELLING_NOTE } from "../../src/ui/account/Plans.tsx";
import { ProfileContainer } from "../../src/ui/account/ProfileContainer.tsx";
import { SignUpPage } from "../../src/ui/account/SignUpPage.tsx";
import { VerifyDisclaimerContainer } from "../../src/ui/account/VerifyDisclaimer.tsx";
import type { FeatureEffects, NewsletterFeature } from "../../src/ui/features.ts";
import { formatImpersonationEnd } from "../../src/ui/impersonation.view.ts";
import { premiumUser, restoredToken, startAppSystem } from "../fixtures/session.ts";
import { noFeatureEffects, renderInApp } from "./renderInApp.tsx";

afterEach(cleanup);

const plan = (id: number, name: string, cents: number, discount: number) => ({
  subscription_id: id,
  name,
  period_days: name === "Annual" ? 365 : 30,
  price: priceOf(cents, "GBP", discount),
  alternative_plan: null,
  banner_image: null,
  banner_image_mobile: null,
});

const group = (strike: boolean): PlanGroupOffer => ({
  id: 1,
  name: "Cinema Premium",
  channel_id: 2,
  layout: null,
  layout_desktop: null,
  sub_layout: null,
  sub_layout_desktop: null,
  plans: [plan(1, "Monthly", 999, 0), plan(3, "Annual", 11988, 33)],
  banner_image: null,
  banner_image_mobile: null,
  promo_url: null,
  promo_logo_url: null,
  promo_logo_mobile_url: null,
  is_default: true,
  show_pricing: true,
  layout_background: null,
  layout_background_desktop: null,
  info_title: "Every film, every series",
  outstanding_text: null,
  background_color: null,
  button_color: null,
  show_monthly_price_strike: strike,
  coupon: null,
});

const fail = (name: string) => () => {
  throw new Error(`this test gives no ${name} effects`);
};

interface Fakes {
  readonly groups?: readonly PlanGroupOffer[];
  readonly couponsEnabled?: boolean;
  readonly joinEntry?: JoinEntry;
  /** The cross-selling check of a plan. */
  readonly crossSelling?: (subscriptionId: number) => Promise<boolean>;
  readonly migrate?: (channelId: number) => Promise<void>;
  /** The plans for a coupon (else `groups`). */
  readonly plans?: (coupon: string | null) => Promise<readonly PlanGroupOffer[]>;
  readonly status?: TransactionStatus;
  readonly goTo?: (path: string) => void;
  readonly openUrl?: (url: string) => void;
  readonly requestCancellationEmail?: () => Promise<void>;
  readonly deleteAccount?: () => Promise<void>;
  readonly sessions?: readonly DeviceSession[];
}

// biome-ignore lint/suspicious/noExplicitAny: any system, as the real effects take it
const notify = ({ system }: { system: any }, params: NotifyParams) => showToast(system, params);

/** Account effects on fakes: the checkout's calls answer at once. */
function fakeAccount(fakes: Fakes = {}): AccountFeature {
  return {
    couponsEnabled: fakes.couponsEnabled ?? false,
    joinEntry: fakes.joinEntry ?? "sign-up",
    cancellationFlow: "email",
    analyticsConsent: () => false,
    now: () => 0,
    checkout: (machine, goTo) =>
      machine.provide({
        actions: {
          notify,
          writeRevenueCookie: () => {},
          trackBeginCheckout: () => {},
          openPaymentUrl: (_, { url }) => fakes.openUrl?.(url),
          goTo: (_, { path }) => {
            fakes.goTo?.(path);
            goTo(path);
          },
        },
        actors: {
          fetchPlans: fromPromise(async ({ input }) =>
            fakes.plans ? fakes.plans(input.coupon) : (fakes.groups ?? [group(true)]),
          ),
          fetchProvider: fromPromise(async () => "epoch"),
          fetchPaymentUrl: fromPromise(async () => ({
            status: "success" as const,
            payment_url: "http://127.0.0.1/payment-provider/checkout?order=o-1",
            order_id: "o-1",
          })),
          fetchTransactionStatus: fromPromise(
            async () =>
              fakes.status ?? { status: "success", provider: "epoch", code: null, order_id: "o-1" },
          ),
          checkCrossSelling: fromPromise<boolean, number>(async ({ input }) =>
            fakes.crossSelling ? fakes.crossSelling(input) : false,
          ),
        },
      }),
    profileEdit: (machine) =>
      machine.provide({
        actions: { notify },
        actors: { updateProfile: fromPromise(async () => premiumUser) },
      }),
    passwordChange: (machine) =>
      machine.provide({
        actions: { notify },
        actors: {
          changePassword: fromPromise<void, PasswordChange>(() =>
            Promise.reject(apiError(422, "status")),
          ),
        },
      }),
    passwordReset: fail("password reset"),
    verifyAccount: fail("verify account"),
    emailChangeUndo: fail("undo an e-mail change"),
    cancellation: (machine) =>
      machine.provide({
        actions: { notify },
        actors: {
          cancelSubscription: fromPromise(async () => {}),
          requestCancellationEmail: fromPromise(fakes.requestCancellationEmail ?? (async () => {})),
          cancelByToken: fromPromise(async () => {}),
        },
      }),
    gdprDelete: (machine) =>
      machine.provide({
        actions: { notify },
        actors: { deleteAccount: fromPromise(fakes.deleteAccount ?? (async () => {})) },
      }),
    deviceSessions: (machine) =>
      machine.provide({
        actions: { notify },
        actors: {
          fetchSessions: fromPromise(async () => fakes.sessions ?? []),
          endSession: fromPromise<void, number>(async () => {}),
          endOtherSessions: fromPromise(async () => 1),
        },
      }),
    sunset: (machine) =>
      machine.provide({
        actions: { notify },
        actors: {
          migrate: fromPromise<void, number>(async ({ input }) => fakes.migrate?.(input)),
        },
      }),
    impersonation: fail("impersonation"),
    resumableImpersonation: () => null,
  };
}

const member = (overrides: Partial<User> = {}): User =>
  ({
    ...premiumUser,
    id: 42,
    name: null,
    last_name: null,
    city: null,
    birth_date_day: null,
    birth_date_month: null,
    birth_date_year: null,
    is_subscribed: false,
    active_subscription: null,
    subscriptions: [],
    ...overrides,
  }) as User;

/** The app's features with these account effects (one promise, as the composition root keeps). */
function withAccount(account: AccountFeature): FeatureEffects {
  const loaded = Promise.resolve(account);
  return { ...noFeatureEffects, account: () => loaded };
}

/** Until the session has loaded the member's account. */
const waitForUser = (app: ReturnType<typeof startAppSystem>["app"]) =>
  vi.waitFor(() => expect(sessionOf(app.system).getSnapshot().context.user).not.toBeNull());

function startMember(user: User, account: AccountFeature) {
  const { app } = startAppSystem({ restored: restoredToken, fakes: { me: async () => user } });
  return { app, features: withAccount(account) };
}

describe("the plans of /sign-up", () => {
  it("shows each plan's price, the struck amount only when the group says so, and the discount", async () => {
    const { app, features } = startMember(member(), fakeAccount());
    renderInApp(() => <PlansContainer promoUrl={null} coupon={null} />, app, features);
    const annual = (await screen.findByText("Annual")).closest("label")!;
    expect(within(annual).getByText("£80.32")).toBeTruthy();
    expect(within(annual).getByText("£119.88").tagName).toBe("S");
    expect(within(annual).getByText("-33%", { exact: false })).toBeTruthy();
    expect(within(annual).getByText("per year")).toBeTruthy();
    expect(within(annual).getByText("£6.69 a month")).toBeTruthy();
    const monthly = screen.getByText("Monthly").closest("label")!;
    expect(within(monthly).getByText("per month")).toBeTruthy();
    expect(within(monthly).queryByText(/a month$/)).toBeNull();
    cleanup();

    const plain = startMember(member(), fakeAccount({ groups: [group(false)] }));
    renderInApp(() => <PlansContainer promoUrl={null} coupon={null} />, plain.app, plain.features);
    const again = (await screen.findByText("Annual")).closest("label")!;
    expect(within(again).queryByText("£119.88")).toBeNull();
  });

  it("sends a member to the provider's page with the chosen plan", async () => {
    const openUrl = vi.fn();
    const { app, features } = startMember(member(), fakeAccount({ openUrl }));
    renderInApp(() => <PlansContainer promoUrl={null} coupon={null} />, app, features);
    const annual = await screen.findByRole("radio", { name: /Annual/ });
    fireEvent.click(annual);
    await vi.waitFor(() => expect((annual as HTMLInputElement).checked).toBe(true));
    fireEvent.click(await screen.findByRole("button", { name: "Continue to payment" }));
    await vi.waitFor(() =>
      expect(openUrl).toHaveBeenCalledWith("http://127.0.0.1/payment-provider/checkout?order=o-1"),
    );
  });

  it("shows no plan to choose until the session knows the viewer, so a choice is never a guest's", async () => {
    let answerAccount: (user: User) => void = () => {};
    const { app } = startAppSystem({
      restored: restoredToken,
      fakes: { me: () => new Promise<User>((resolve) => (answerAccount = resolve)) },
    });
    renderInApp(
      () => <PlansContainer promoUrl={null} coupon={null} />,
      app,
      withAccount(fakeAccount()),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("radio", { name: /Annual/ })).toBeNull();
    await act(async () => answerAccount(member()));
    fireEvent.click(await screen.findByRole("radio", { name: /Annual/ }));
    expect(await screen.findByRole("button", { name: "Continue to payment" })).toBeTruthy();
  });

  it("asks a guest to create the account first (no payment button)", async () => {
    const { app } = startAppSystem();
    renderInApp(
      () => <PlansContainer promoUrl={null} coupon={null} />,
      app,
      withAccount(fakeAccount()),
    );
    expect(
      await screen.findByText("Create your account above, then choose your plan."),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Continue to payment" })).toBeNull();
  });
});

describe("the coupon of the plans", () => {
  const withCouponGroup = (): PlanGroupOffer => {
    const plain = group(true);
    return {
      ...plain,
      coupon: { key: "WELCOME20", discount_percentage: 20 },
      plans: plain.plans.map((p) => ({
        ...p,
        price: { ...p.price, finalPriceInCents: Math.round(p.price.finalPriceInCents * 0.8) },
      })),
    };
  };
  const plans = (coupon: string | null) =>
    coupon === null
      ? Promise.resolve([group(true)])
      : coupon === "WELCOME20"
        ? Promise.resolve([withCouponGroup()])
        : Promise.reject(apiError(422, "status", {}, "This coupon is not valid."));

  it("has no coupon box when coupons are off", async () => {
    const { app, features } = startMember(member(), fakeAccount({ plans }));
    renderInApp(() => <PlansContainer promoUrl={null} coupon={null} />, app, features);
    await screen.findByText("Monthly");
    expect(screen.queryByLabelText("Coupon code")).toBeNull();
  });

  it("a valid coupon shows the discounted prices; an invalid one says so and keeps the prices", async () => {
    const { app, features } = startMember(member(), fakeAccount({ plans, couponsEnabled: true }));
    renderInApp(() => <PlansContainer promoUrl={null} coupon={null} />, app, features);
    const monthly = () => screen.getByText("Monthly").closest("label")!;
    await screen.findByText("Monthly");
    expect(within(monthly()).getByText("£9.99")).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Coupon code"), { target: { value: "EXPIRED10" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect((await screen.findByRole("alert")).textContent).toBe("This coupon is not valid.");
    expect(within(monthly()).getByText("£9.99")).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Coupon code"), { target: { value: " WELCOME20 " } });
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    await screen.findByText("Coupon WELCOME20 applied");
    expect(within(monthly()).getByText("£7.99")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

describe("the guests' cross-selling check", () => {
  it("checks the guest's chosen plan and notes when it can be sold across the sites", async () => {
    const crossSelling = vi.fn(async (id: number) => id === 3);
    const { app } = startAppSystem();
    renderInApp(
      () => <PlansContainer promoUrl={null} coupon={null} />,
      app,
      withAccount(fakeAccount({ crossSelling })),
    );
    await screen.findByText("Monthly");
    await vi.waitFor(() => expect(crossSelling).toHaveBeenCalledWith(1));
    expect(screen.queryByText(CROSS_SELLING_NOTE)).toBeNull();
    fireEvent.click(screen.getByRole("radio", { name: /Annual/ }));
    expect(await screen.findByText(CROSS_SELLING_NOTE)).toBeTruthy();
    expect(crossSelling).toHaveBeenLastCalledWith(3);
  });

  it("is not asked for a member", async () => {
    const crossSelling = vi.fn(async () => true);
    const { app, features } = startMember(member(), fakeAccount({ crossSelling }));
    renderInApp(() => <PlansContainer promoUrl={null} coupon={null} />, app, features);
    await screen.findByRole("button", { name: "Continue to payment" });
    expect(crossSelling).not.toHaveBeenCalled();
    expect(screen.queryByText(CROSS_SELLING_NOTE)).toBeNull();
  });
});

describe("the provider's return", () => {
  it("shows the decline's message and moves to /payment-error", async () => {
    const goTo = vi.fn();
    const { app, features } = startMember(
      member(),
      fakeAccount({
        goTo,
        status: { status: "declined", provider: "epoch", code: "invalid_cvv2", order_id: "o-1" },
      }),
    );
    renderInApp(
      () => <PaymentReturnContainer orderId="o-1" page="/epoch-return-url" />,
      app,
      features,
    );
    expect((await screen.findByRole("alert")).textContent).toBe(EPOCH_DECLINES.invalid_cvv2);
    expect(goTo).toHaveBeenCalledWith("/payment-error");
  });

  it("greets a paid order and moves to /payment-success", async () => {
    const goTo = vi.fn();
    const { app, features } = startMember(member(), fakeAccount({ goTo }));
    renderInApp(
      () => <PaymentReturnContainer orderId="o-1" page="/epoch-return-url" />,
      app,
      features,
    );
    expect(await screen.findByRole("heading", { name: "Payment successful" })).toBeTruthy();
    expect(goTo).toHaveBeenCalledWith("/payment-success");
  });
});

const subscribed = member({
  is_subscribed: true,
  active_subscription: {
    subscription_data_id: 9,
    data: { plan: { name: "Monthly", type: "recurring", is_manica: false } },
  },
  subscriptions: [
    {
      id: 9,
      status: "active",
      plan_name: "Monthly",
      started_at: "2026-11-21T10:00:00Z",
      ends_at: "2026-12-21T10:00:00Z",
    },
  ],
});

describe("My Account", () => {
  it("shows the plan, the renewal date and the reminder, and cancels by e-mail", async () => {
    const requestCancellationEmail = vi.fn(async () => {});
    const { app, features } = startMember(subscribed, fakeAccount({ requestCancellationEmail }));
    renderInApp(() => <ProfileContainer />, app, features, "/profile");
    const panel = within(await screen.findByRole("region", { name: "Subscription" }));
    expect(panel.getByText("Monthly")).toBeTruthy();
    // A date the viewer reads (the account's locale), not the wire's 2026-12-21 (issue 26).
    expect(panel.getByText("Renews on")).toBeTruthy();
    expect(panel.getByText("December 21, 2026")).toBeTruthy();
    expect(panel.queryByText("2026-12-21")).toBeNull();
    expect(
      panel.getByText(
        "You will receive a reminder by e-mail 24 hours before subscription renewal.",
      ),
    ).toBeTruthy();
    fireEvent.click(panel.getByRole("button", { name: "Cancel subscription" }));
    expect(await panel.findByText("An email for cancel confirmation has been sent!")).toBeTruthy();
    expect(requestCancellationEmail).toHaveBeenCalledTimes(1);
  });

  it("tells a cross-selling member to cancel on the platform, sending nothing", async () => {
    const requestCancellationEmail = vi.fn(async () => {});
    const { app, features } = startMember(
      member({ ...subscribed, is_cross_selling_unified_account: true }),
      fakeAccount({ requestCancellationEmail }),
    );
    renderInApp(() => <ProfileContainer />, app, features, "/profile");
    const panel = within(await screen.findByRole("region", { name: "Subscription" }));
    fireEvent.click(panel.getByRole("button", { name: "Cancel subscription" }));
    expect((await panel.findByRole("alert")).textContent).toBe(
      "Hey! You have a bundle subscription. Please cancel through the platform you used to sign up",
    );
    expect(requestCancellationEmail).not.toHaveBeenCalled();
  });

  it("reads 'Current password is not correct.' when the change fails", async () => {
    const { app, features } = startMember(member(), fakeAccount());
    renderInApp(() => <ProfileContainer />, app, features, "/profile");
    const panel = within(await screen.findByRole("region", { name: "Change password" }));
    fireEvent.change(panel.getByLabelText("Current password"), { target: { value: "old-pass-1" } });
    fireEvent.change(panel.getByLabelText("New password"), { target: { value: "new-pass-12" } });
    fireEvent.change(panel.getByLabelText("Confirm new password"), {
      target: { value: "new-pass-12" },
    });
    fireEvent.click(panel.getByRole("button", { name: "Change password" }));
    expect((await panel.findByRole("alert")).textContent).toBe("Current password is not correct.");
  });

  it("asks before deleting the account, then shows 'Deleting account...' and the result", async () => {
    let finish: () => void = () => {};
    const deleteAccount = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { app, features } = startMember(member(), fakeAccount({ deleteAccount }));
    renderInApp(() => <ProfileContainer />, app, features, "/profile");
    const panel = within(await screen.findByRole("region", { name: "Delete account" }));
    fireEvent.click(panel.getByRole("button", { name: "Delete my account" }));
    expect(deleteAccount).not.toHaveBeenCalled();
    // A view subscribes to its actor in an effect that may run after a click on a loaded
    // machine (useSyncExternalStore then re-reads the snapshot): its answer is awaited.
    fireEvent.click(await panel.findByRole("button", { name: "Yes, delete my account" }));
    expect(await panel.findByText("Deleting account...")).toBeTruthy();
    await act(async () => finish());
    const messages = toastsOf(app.system)
      .getSnapshot()
      .context.toasts.map((t: { message: string }) => t.message);
    expect(messages).toContain("Account successfully deleted.");
  });
});

describe("the journal and impersonation links", () => {
  it("never holds the token of an /impersonate path", () => {
    const entry = redactEvent({
      type: "navigation.changed",
      pathname: "/impersonate/abc.DEF-123",
      nested: { href: "http://site.test/en/impersonate/xyz?x=1" },
    });
    const text = JSON.stringify(entry);
    expect(text).not.toContain("abc.DEF-123");
    expect(text).not.toContain("xyz");
    expect(text).toContain("/impersonate/[redacted]");
  });
});

describe("the impersonation banner of the layout", () => {
  it("shows nothing without an impersonation, then who is acted as and until when, and ends it", async () => {
    const { app } = startAppSystem({ fakes: { me: async () => member() } });
    renderInApp(() => <ImpersonationBannerContainer />, app);
    expect(screen.queryByRole("status")).toBeNull();

    const logic = impersonationMachine.provide({
      actions: { notify, replaceUrl: () => {}, remember: () => {}, forget: () => {} },
    });
    const startsAt = Date.UTC(2026, 10, 21, 10, 0, 0);
    act(() => {
      app.send({
        type: "feature.start",
        systemId: IMPERSONATION_ID,
        logic,
      });
    });
    // Spawned but not started: still no banner.
    expect(screen.queryByRole("status")).toBeNull();
    const actor = app.system.get(IMPERSONATION_ID);
    act(() =>
      actor.send({
        type: "impersonation.start",
        token: "support-token",
        loggedIn: false,
        at: startsAt,
      }),
    );
    const banner = await screen.findByRole("status");
    const until = formatImpersonationEnd(startsAt + IMPERSONATION_TOKEN_LIFETIME_MS);
    expect(banner.textContent).toContain(`until ${until}`);
    await vi.waitFor(() => expect(banner.textContent).toContain(member().email));
    expect(banner.textContent).not.toContain("support-token");

    fireEvent.click(within(banner).getByRole("button", { name: "End impersonation" }));
    await vi.waitFor(() => expect(screen.queryByRole("status")).toBeNull());
    expect(actor.getSnapshot().value).toBe("ended");
  });
});

describe("the impersonation banner after a reload", () => {
  const resuming = (endsAt: number | null, kept: number[]): AccountFeature => ({
    ...fakeAccount(),
    resumableImpersonation: () => endsAt,
    impersonation: (machine) =>
      machine.provide({
        actions: {
          notify,
          replaceUrl: () => {},
          remember: (_, params) => void kept.push(params.endsAt),
          forget: () => {},
        },
      }),
  });

  it("comes back for a logged-in viewer whose tab kept a running impersonation", async () => {
    // Ten minutes left on the fake account clock (which reads 0).
    const endsAt = 600_000;
    const kept: number[] = [];
    const { app, features } = startMember(member(), resuming(endsAt, kept));
    renderInApp(() => <ImpersonationBannerContainer />, app, features);
    const banner = await screen.findByRole("status");
    expect(banner.textContent).toContain(`until ${formatImpersonationEnd(endsAt)}`);
    expect(kept).toEqual([endsAt]);
    expect(app.system.get(IMPERSONATION_ID).getSnapshot().value).toBe("active");
  });

  it("stays away when nothing was kept, and is never looked for by a guest", async () => {
    const { app, features } = startMember(member(), resuming(null, []));
    renderInApp(() => <ImpersonationBannerContainer />, app, features);
    await waitForUser(app);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("status")).toBeNull();
    expect(app.system.get(IMPERSONATION_ID)).toBeUndefined();
    cleanup();

    let asked = 0;
    const guest = startAppSystem();
    const account = { ...resuming(Date.UTC(2026, 10, 21, 10, 20, 0), []) };
    renderInApp(() => <ImpersonationBannerContainer />, guest.app, {
      ...noFeatureEffects,
      account: () => {
        asked++;
        return Promise.resolve(account);
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toBe(0);
    expect(screen.queryByRole("status")).toBeNull();
  });
});

describe("the verify-account disclaimer of the layout", () => {
  const withResend = (send: () => Promise<void>): AccountFeature => ({
    ...fakeAccount(),
    verifyAccount: (machine) =>
      machine.provide({
        actions: { notify },
        actors: {
          verifyAccount: fromPromise<UserVerifyResponse, string>(async () => ({
            status: "failed",
            token_data: null,
          })),
          sendVerificationEmail: fromPromise(send),
        },
      }),
  });
  const subscribedToNewsletter = (kind: "subscribed" | "none"): FeatureEffects => ({
    ...noFeatureEffects,
    newsletter: {
      record: () => (kind === "subscribed" ? { kind } : { kind: "none" }),
    } as unknown as NewsletterFeature,
  });

  it("asks a member with an unverified e-mail to verify and sends the e-mail again", async () => {
    const send = vi.fn(async () => {});
    const { app, features } = startMember(member({ is_email_verified: false }), withResend(send));
    renderInApp(() => <VerifyDisclaimerContainer />, app, features, "/movies");
    const disclaimer = await screen.findByRole("complementary", { name: "Verify your account" });
    expect(disclaimer.textContent).toContain(VERIFY_DISCLAIMER_UNVERIFIED);
    fireEvent.click(
      await within(disclaimer).findByRole("button", { name: "Send the verification e-mail again" }),
    );
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    await vi.waitFor(() =>
      expect(
        toastsOf(app.system)
          .getSnapshot()
          .context.toasts.map((t: { message: string }) => t.message),
      ).toContain("Email sent successfully"),
    );
  });

  it("shows nothing to a verified member, nor on the verify-account page", async () => {
    const verified = startMember(
      member({ is_email_verified: true }),
      withResend(async () => {}),
    );
    renderInApp(() => <VerifyDisclaimerContainer />, verified.app, verified.features, "/movies");
    await waitForUser(verified.app);
    expect(screen.queryByRole("complementary", { name: "Verify your account" })).toBeNull();
    cleanup();

    const unverified = startMember(
      member({ is_email_verified: false }),
      withResend(async () => {}),
    );
    renderInApp(
      () => <VerifyDisclaimerContainer />,
      unverified.app,
      unverified.features,
      "/verify-account",
    );
    await waitForUser(unverified.app);
    expect(screen.queryByRole("complementary", { name: "Verify your account" })).toBeNull();
  });

  it("tells a visitor who subscribed to the newsletter to open the mailed link, with no button", async () => {
    const { app } = startAppSystem();
    renderInApp(() => <VerifyDisclaimerContainer />, app, subscribedToNewsletter("subscribed"));
    const disclaimer = await screen.findByRole("complementary", { name: "Verify your account" });
    expect(disclaimer.textContent).toBe(VERIFY_DISCLAIMER_NEWSLETTER);
    expect(within(disclaimer).queryByRole("button")).toBeNull();
    cleanup();

    const other = startAppSystem();
    renderInApp(() => <VerifyDisclaimerContainer />, other.app, subscribedToNewsletter("none"));
    expect(screen.queryByRole("complementary", { name: "Verify your account" })).toBeNull();
  });
});

describe("the sunset modal of /sign-up (sunset-modal-enabled)", () => {
  it("is not there when sunset mode is off: the sign-up form and the plans show", async () => {
    const { app } = startAppSystem();
    renderInApp(
      () => <SignUpPage promoUrl={null} coupon={null} />,
      app,
      withAccount(fakeAccount()),
      "/sign-up",
    );
    expect(await screen.findByRole("button", { name: "Create account" })).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("asks a guest to log in, with no move and no sign-up form", async () => {
    const { app } = startAppSystem();
    renderInApp(
      () => <SignUpPage promoUrl={null} coupon={null} />,
      app,
      withAccount(fakeAccount({ joinEntry: "sunset" })),
      "/sign-up",
    );
    const dialog = await screen.findByRole("dialog", { name: SUNSET_TEXT.title });
    expect(within(dialog).getByRole("link", { name: SUNSET_TEXT.guest })).toBeTruthy();
    expect(within(dialog).queryByRole("button")).toBeNull();
    expect(screen.queryByRole("button", { name: "Create account" })).toBeNull();
  });

  it("moves a member's account to the sister site chosen", async () => {
    const migrate = vi.fn(async (_channelId: number) => {});
    const { app, features } = startMember(member(), fakeAccount({ joinEntry: "sunset", migrate }));
    renderInApp(() => <SignUpPage promoUrl={null} coupon={null} />, app, features, "/sign-up");
    const dialog = await screen.findByRole("dialog", { name: SUNSET_TEXT.title });
    await waitForUser(app);
    fireEvent.click(await within(dialog).findByRole("button", { name: SUNSET_TEXT.moveTo(5) }));
    expect(await within(dialog).findByText(SUNSET_TEXT.moved(5))).toBeTruthy();
    expect(migrate).toHaveBeenCalledWith(5);
    expect(within(dialog).queryByRole("button")).toBeNull();
  });
});
