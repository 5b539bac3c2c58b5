import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { apiError } from "../../src/core/apiError.ts";
import { complaintFormMachine, contactFormMachine } from "../../src/machines/contact.machine.ts";

const contact = {
  name: "  Ada  ",
  email: "ada@cinema.test",
  subject: "billing",
  message: "I was charged twice this month.",
};

const complaint = {
  name: "Ada",
  email: "ada@cinema.test",
  url: "https://cinema.test/movies/the-long-night",
  reason: "copyright",
  details: "This film uses my music without a licence.",
};

function start<M extends typeof contactFormMachine | typeof complaintFormMachine>(
  machine: M,
  send: (input: unknown) => Promise<unknown>,
) {
  const actor = createActor(
    machine.provide({ actors: { send: fromPromise(({ input }) => send(input)) } }),
  );
  actor.start();
  return actor;
}

describe("the contact machine (contact and complaints forms)", () => {
  it("keeps an invalid form in editing with a message per field and sends nothing", () => {
    const send = vi.fn(() => Promise.resolve(1));
    const actor = start(contactFormMachine, send);
    actor.send({
      type: "contact.submit",
      values: { name: "", email: "x", subject: "", message: "" },
    });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe("editing");
    expect(snapshot.context.errors).toEqual({
      name: "This field is required",
      email: "Please enter a valid e-mail address",
      subject: "This field is required",
      message: "This field is required",
    });
    expect(send).not.toHaveBeenCalled();
  });

  it("sends the trimmed contact message, then is sent", async () => {
    const send = vi.fn(() => Promise.resolve(7));
    const actor = start(contactFormMachine, send);
    actor.send({ type: "contact.submit", values: contact });
    expect(actor.getSnapshot().value).toBe("sending");
    await waitFor(actor, (s) => s.matches("sent"));
    expect(send).toHaveBeenCalledWith({
      name: "Ada",
      email: "ada@cinema.test",
      subject: "billing",
      message: "I was charged twice this month.",
    });
    actor.send({ type: "contact.again" });
    expect(actor.getSnapshot().value).toBe("editing");
    expect(actor.getSnapshot().context.values.name).toBe("");
  });

  it("sends a complaint with its URL and reason", async () => {
    const send = vi.fn(() => Promise.resolve(undefined));
    const actor = start(complaintFormMachine, send);
    actor.send({ type: "contact.submit", values: { ...complaint, url: " javascript:alert(1) " } });
    expect(actor.getSnapshot().context.errors.url).toBe(
      "Please enter the full address of the page (https://...)",
    );
    actor.send({ type: "contact.submit", values: complaint });
    await waitFor(actor, (s) => s.matches("sent"));
    expect(send).toHaveBeenCalledWith(complaint);
  });

  it("returns to editing with the server's field errors (422), the flood text (429), else the message", async () => {
    const send = vi
      .fn<(input: unknown) => Promise<unknown>>()
      .mockRejectedValueOnce(apiError(422, "status", { url: ["This page is not ours"] }))
      .mockRejectedValueOnce(apiError(429, "status"))
      .mockRejectedValueOnce(new Error("offline"));
    const actor = start(complaintFormMachine, send);
    actor.send({ type: "contact.submit", values: complaint });
    await waitFor(actor, (s) => s.matches("editing"));
    expect(actor.getSnapshot().context.errors).toEqual({ url: "This page is not ours" });
    expect(actor.getSnapshot().context.values).toEqual(complaint);
    actor.send({ type: "contact.submit", values: complaint });
    await waitFor(actor, (s) => s.matches("editing"));
    expect(actor.getSnapshot().context.failure).toBe(
      "You have sent several messages already; please wait a few minutes.",
    );
    actor.send({ type: "contact.submit", values: complaint });
    await waitFor(actor, (s) => s.matches("editing"));
    expect(actor.getSnapshot().context.failure).toEqual(expect.any(String));
    expect(actor.getSnapshot().context.errors).toEqual({});
  });
});
