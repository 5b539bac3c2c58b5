/**
 * The effects of the account and money feature actors (issue 13): profile, passwords,
 * verification, checkout, cancellation, GDPR and impersonation. The adapters are imported
 * with `import()` when first used, so none of it is in the first load; member calls wait for
 * the session and are retried once after a renewed token (authorizedCalls).
 */
import type { QueryClient } from "@tanstack/react-query";
import { type ActorSystem, fromPromise } from "xstate";
import type { HttpClient } from "../adapters/http/client.ts";
import { createStorage } from "../adapters/storage.ts";
import { cancellationFlow } from "../core/cancellation.ts";
import { COOKIES } from "../core/cookies.ts";
import { resumableImpersonationEnd } from "../core/impersonation.ts";
import type { AccountApi, CookiePort, PaymentApi } from "../core/ports.ts";
import type { Setting } from "../core/schema/index.ts";
import { settingFlag } from "../core/settings.ts";
import { joinEntry } from "../core/sunset.ts";
import { consentOf, type SessionRef, showToast } from "../machines/app.machine.ts";
import type { NotifyParams } from "../machines/notify.ts";
import type { AccountFeature } from "../ui/account/feature.ts";
import { plansQuery } from "../ui/queries/plans.ts";
import { authorizedCalls } from "./authorizedCalls.ts";

export interface AccountDeps {
  readonly http: HttpClient;
  /** The bearer of the calls: the user token, else the client token. */
  readonly bearer: () => string | null;
  readonly session: () => SessionRef;
  readonly system: () => AnyActorSystem;
  readonly cookies: CookiePort;
  readonly settings: readonly Setting[];
  /** Sends the browser to another site (the payment provider's page). */
  readonly openUrl: (url: string) => void;
  readonly pushAnalytics: (event: Record<string, unknown>) => void;
  readonly now: () => number;
  /** The app's query cache: the sign-up's plans the page brought (ui/queries/plans.ts). */
  readonly queryClient: QueryClient;
}

// biome-ignore lint/suspicious/noExplicitAny: any system, whatever actors it registers
type AnyActorSystem = ActorSystem<any>;

interface Apis {
  readonly account: AccountApi;
  readonly payment: PaymentApi;
}

/** This tab's storage (an impersonation belongs to the tab it was opened in). */
const tabStorage = createStorage(() => {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
});
/** Where the running impersonation's end is kept for a reload (epoch ms; never the token). */
const IMPERSONATION_END_KEY = "cinema.impersonationEndsAt";

export function accountEffects(deps: AccountDeps): AccountFeature {
  let loading: Promise<Apis> | null = null;
  const apis = (): Promise<Apis> => {
    loading ??= Promise.all([
      import("../adapters/http/accountApi.ts"),
      import("../adapters/http/paymentApi.ts"),
    ]).then(([accountModule, paymentModule]) => ({
      account: authorizedCalls(
        deps.session,
        accountModule.createAccountApi(deps.http, deps.bearer),
      ),
      payment: authorizedCalls(
        deps.session,
        paymentModule.createPaymentApi(deps.http, deps.bearer),
      ),
    }));
    return loading;
  };
  const account = async () => (await apis()).account;
  const payment = async () => (await apis()).payment;
  const notify = {
    notify: ({ system }: { readonly system: AnyActorSystem }, params: NotifyParams) =>
      showToast(system, params),
  };
  const feature: AccountFeature = {
    couponsEnabled: settingFlag(deps.settings, "enable-subscription-coupons"),
    joinEntry: joinEntry(settingFlag(deps.settings, "sunset-modal-enabled")),
    cancellationFlow: cancellationFlow(deps.settings),
    analyticsConsent: () =>
      consentOf(deps.system()).getSnapshot().context.consent?.analyticsConsent === true,
    now: deps.now,
    checkout: (machine, goTo) =>
      machine.provide({
        actions: {
          ...notify,
          writeRevenueCookie: (_, { value }) => deps.cookies.set(COOKIES.revenue, value),
          trackBeginCheckout: (_, params) => deps.pushAnalytics({ ...params }),
          openPaymentUrl: (_, { url }) => deps.openUrl(url),
          goTo: (_, { path }) => goTo(path),
        },
        actors: {
          // The plans the sign-up's loader read (on the server, for a first load) are the
          // cache's: the browser does not ask for them again.
          fetchPlans: fromPromise(({ input }) =>
            deps.queryClient.fetchQuery(
              plansQuery(async (query) => (await payment()).plans(query), input),
            ),
          ),
          fetchProvider: fromPromise(async ({ input }) => (await payment()).paymentProvider(input)),
          fetchPaymentUrl: fromPromise(async ({ input }) => (await payment()).paymentUrl(input)),
          fetchTransactionStatus: fromPromise(async ({ input }) =>
            (await payment()).transactionStatus(input),
          ),
          checkCrossSelling: fromPromise(async ({ input }) =>
            (await account()).crossSellingPossible(input),
          ),
        },
      }),
    profileEdit: (machine) =>
      machine.provide({
        actions: notify,
        actors: {
          updateProfile: fromPromise(async ({ input }) => (await account()).updateProfile(input)),
        },
      }),
    passwordChange: (machine) =>
      machine.provide({
        actions: notify,
        actors: {
          changePassword: fromPromise(async ({ input }) => (await account()).changePassword(input)),
        },
      }),
    passwordReset: (machine) =>
      machine.provide({
        actions: notify,
        actors: {
          requestReset: fromPromise(async ({ input }) =>
            (await account()).requestPasswordReset(input),
          ),
          findReset: fromPromise(async ({ input }) => (await account()).findPasswordReset(input)),
          resetPassword: fromPromise(async ({ input }) => (await account()).resetPassword(input)),
        },
      }),
    verifyAccount: (machine) =>
      machine.provide({
        actions: notify,
        actors: {
          verifyAccount: fromPromise(async ({ input }) => (await account()).verifyAccount(input)),
          sendVerificationEmail: fromPromise(async () => (await account()).sendVerificationEmail()),
        },
      }),
    emailChangeUndo: (machine) =>
      machine.provide({
        actors: {
          undoEmailChange: fromPromise(async ({ input }) =>
            (await account()).undoEmailChange(input),
          ),
        },
      }),
    cancellation: (machine) =>
      machine.provide({
        actions: notify,
        actors: {
          cancelSubscription: fromPromise(async ({ input }) =>
            (await account()).cancelSubscription(input.subscriptionDataId, input.reasons),
          ),
          requestCancellationEmail: fromPromise(async () =>
            (await account()).requestCancellationEmail(),
          ),
          cancelByToken: fromPromise(async ({ input }) => (await account()).cancelByToken(input)),
        },
      }),
    gdprDelete: (machine) =>
      machine.provide({
        actions: notify,
        actors: {
          deleteAccount: fromPromise(async ({ input }) => (await account()).deleteAccount(input)),
        },
      }),
    deviceSessions: (machine) =>
      machine.provide({
        actions: notify,
        actors: {
          fetchSessions: fromPromise(async () => (await account()).sessions()),
          endSession: fromPromise(async ({ input }) => (await account()).endSession(input)),
          endOtherSessions: fromPromise(async () => (await account()).endOtherSessions()),
        },
      }),
    sunset: (machine) =>
      machine.provide({
        actions: notify,
        actors: {
          migrate: fromPromise(async ({ input }) => (await account()).migrate(input)),
        },
      }),
    impersonation: (machine, replaceUrl) =>
      machine.provide({
        actions: {
          ...notify,
          replaceUrl: () => replaceUrl("/impersonate"),
          remember: (_, { endsAt }) => void tabStorage.set(IMPERSONATION_END_KEY, endsAt),
          forget: () => tabStorage.remove(IMPERSONATION_END_KEY),
        },
      }),
    resumableImpersonation: () =>
      resumableImpersonationEnd(tabStorage.get(IMPERSONATION_END_KEY), deps.now()),
  };
  return feature;
}
