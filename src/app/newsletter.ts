/**
 * The newsletter's effects (issue 9): the popup and every lead form get the subscribe call
 * (with the UTM cookie's fields), the `newsletter_close` cookie, the dataLayer events and
 * the shared error toast. The HTTP adapter loads with the first submit.
 */
import { fromPromise } from "xstate";
import { TOAST_ERROR_MS } from "../core/constants.ts";
import { COOKIES } from "../core/cookies.ts";
import { withUtm } from "../core/leadForm.ts";
import { isMarketingToolBlocked, type NewsletterSite } from "../core/newsletter.ts";
import {
  parseNewsletterClose,
  SUBSCRIBED,
  serializeNewsletterClose,
} from "../core/newsletterPopup.ts";
import type { CookiePort, NewsletterApi } from "../core/ports.ts";
import { parseUtmCookie } from "../core/utm.ts";
import { showToast } from "../machines/app.machine.ts";
import type { LeadFormMachine } from "../machines/leadForm.machine.ts";
import type { FeatureEffects } from "../ui/features.ts";

export interface NewsletterDeps {
  readonly site: NewsletterSite;
  readonly loadApi: () => Promise<NewsletterApi>;
  readonly cookies: CookiePort;
  /** The tag manager's dataLayer as the page has it now (an ad blocker may have taken it). */
  readonly dataLayer: () => unknown;
  readonly pushAnalytics: (event: Record<string, unknown>) => void;
  readonly now: () => number;
}

export function newsletterEffects(deps: NewsletterDeps): Pick<FeatureEffects, "newsletter"> {
  const { cookies } = deps;
  const subscribe = fromPromise(
    async ({ input }: { input: Parameters<NewsletterApi["subscribe"]>[0] }) =>
      (await deps.loadApi()).subscribe(
        withUtm(input, parseUtmCookie(cookies.get(COOKIES.utmInfo.name))),
      ),
  );
  const pushAnalytics = (
    _: unknown,
    params: { readonly events: readonly Record<string, unknown>[] },
  ) => {
    for (const event of params.events) deps.pushAnalytics({ ...event });
  };
  const notifyError = (
    { system }: { system: Parameters<typeof showToast>[0] },
    params: { readonly message: string },
  ) => showToast(system, { type: "error", message: params.message, durationMs: TOAST_ERROR_MS });
  const rememberSubscribed = () => {
    const value = serializeNewsletterClose(SUBSCRIBED);
    if (value !== null) cookies.set(COOKIES.newsletterClose, value);
  };
  const wireLeadForm = (machine: LeadFormMachine) =>
    machine.provide({
      actors: { subscribe },
      actions: { pushAnalytics, notifyError, rememberSubscribed },
    });
  return {
    newsletter: {
      site: deps.site,
      now: deps.now,
      record: () => parseNewsletterClose(cookies.get(COOKIES.newsletterClose.name)),
      marketingBlocked: () => isMarketingToolBlocked(deps.dataLayer()),
      // Its subscribe flow is a lead form's (the container gives it, from `leadForm`).
      popup: (machine) =>
        machine.provide({
          actions: {
            persistRecord: (_, params) => {
              const value = serializeNewsletterClose(params.record);
              if (value !== null) cookies.set(COOKIES.newsletterClose, value);
            },
          },
        }),
      leadForm: wireLeadForm,
    },
  };
}
