import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import { apiError } from "../../src/core/apiError.ts";
import type { NewsletterSubscriberResponse } from "../../src/core/schema/newsletter.ts";
import { type LeadFormInput, leadFormMachine } from "../../src/machines/leadForm.machine.ts";

const INPUT: LeadFormInput = {
  leadPosition: "landing_page",
  marketingFormKey: "cinema-newsletter",
  leadText: "WATCH FREE",
  optInShown: true,
  sniperSender: null,
  viewerIsPremium: false,
  marketingBlocked: false,
};

function start(
  answer: () => Promise<NewsletterSubscriberResponse | null>,
  input: Partial<LeadFormInput> = {},
) {
  const calls: unknown[] = [];
  const events: unknown[] = [];
  const toasts: string[] = [];
  let remembered = 0;
  const actor = createActor(
    leadFormMachine.provide({
      actions: {
        pushAnalytics: (_, { events: pushed }) => {
          events.push(...pushed);
        },
        rememberSubscribed: () => {
          remembered++;
        },
        notifyError: (_, { message }) => {
          toasts.push(message);
        },
      },
      actors: {
        subscribe: fromPromise(async ({ input: body }) => {
          calls.push(body);
          return answer();
        }),
      },
    }),
    { input: { ...INPUT, ...input } },
  ).start();
  return { actor, calls, events, toasts, remembered: () => remembered };
}

const fill = (actor: ReturnType<typeof start>["actor"], email: string, terms = true) => {
  actor.send({ type: "lead.edit", edit: { field: "email", value: email } });
  actor.send({ type: "lead.edit", edit: { field: "termsAndConditions", value: terms } });
};

describe("lead form", () => {
  it("sends nothing while invalid (bad e-mail, unticked terms)", () => {
    const { actor, calls } = start(async () => null);
    fill(actor, "not-an-email");
    actor.send({ type: "lead.submit" });
    fill(actor, "a@b.com", false);
    actor.send({ type: "lead.submit" });
    expect(actor.getSnapshot().value).toBe("editing");
    expect(calls).toEqual([]);
  });

  it("posts the lead position and the opt-in box; success confirms, clears the fields, pushes the events", async () => {
    const { actor, calls, events, remembered } = start(async () => ({
      status: "success",
      is_user_logged_in: true,
      user: { id: 3 },
    }));
    fill(actor, "lead@example.com");
    actor.send({ type: "lead.submit" });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe("confirmed"));
    expect(calls).toEqual([
      {
        email: "lead@example.com",
        marketing_form_key: "cinema-newsletter",
        leadPosition: "landing_page",
        leadText: "WATCH FREE",
        legalConsent: true,
        accepted_mailing: false,
      },
    ]);
    expect(actor.getSnapshot().context.form.email).toBe("");
    expect(actor.getSnapshot().context.submittedEmail).toBe("lead@example.com");
    expect(events).toEqual([
      { event: "email_opt_in", lead_position: "landing_page" },
      { event: "newsletter_opt_in", user_id: 3, lead_position: "landing_page" },
    ]);
    expect(remembered()).toBe(1);
    actor.send({ type: "lead.dismiss" });
    expect(actor.getSnapshot().value).toBe("editing");
  });

  it("an e-mail already known is 'already a user'; a premium viewer too", async () => {
    const known = start(async () => ({
      status: "success",
      is_user_logged_in: false,
      user: { id: 3 },
    }));
    fill(known.actor, "registered@cinema.test");
    known.actor.send({ type: "lead.submit" });
    await vi.waitFor(() => expect(known.actor.getSnapshot().value).toBe("confirmed"));
    expect(known.actor.getSnapshot().context.confirmation).toBe("alreadyUser");
    expect(known.events).toEqual([{ event: "email_opt_in", lead_position: "landing_page" }]);
  });

  it("a call stopped before the network (blocked) shows the adblock notice; other failures toast", async () => {
    const blocked = start(() => Promise.reject(apiError(500, "network")));
    fill(blocked.actor, "lead@example.com");
    blocked.actor.send({ type: "lead.submit" });
    await vi.waitFor(() => expect(blocked.actor.getSnapshot().context.marketingBlocked).toBe(true));
    expect(blocked.toasts).toEqual([]);
    blocked.actor.send({ type: "lead.submit" });
    expect(blocked.calls).toHaveLength(1);

    const failed = start(() => Promise.reject(apiError(422, "status")));
    fill(failed.actor, "lead@example.com");
    failed.actor.send({ type: "lead.submit" });
    await vi.waitFor(() =>
      expect(failed.toasts).toEqual([
        "This user already exists, please user another email, or log in.",
      ]),
    );
    expect(failed.actor.getSnapshot().value).toBe("editing");
  });

  it("edit e-mail: an empty answer shows the spec's error, a subscriber the register result", async () => {
    let answer: NewsletterSubscriberResponse | null = {
      status: "success",
      is_user_logged_in: true,
      user: { id: 1 },
    };
    const { actor } = start(async () => answer);
    fill(actor, "lead@example.com");
    actor.send({ type: "lead.submit" });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe("confirmed"));
    actor.send({ type: "lead.editEmail" });
    answer = null;
    actor.send({ type: "lead.edit", edit: { field: "email", value: "second@example.com" } });
    actor.send({ type: "lead.submit" });
    await vi.waitFor(() =>
      expect(actor.getSnapshot().context.resubmitError).toBe(
        "An error ocurred, try again with another email",
      ),
    );
    answer = { status: "success", is_user_logged_in: true, user: { id: 2 } };
    actor.send({ type: "lead.submit" });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe("registerResult"));
    expect(actor.getSnapshot().context.registerResult).toBe("verificationSent");
  });
});
