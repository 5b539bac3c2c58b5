// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError } from "../../src/core/apiError.ts";
import { validation } from "../../src/core/messages.ts";
import type { HelpIndex, PersonDetail, PersonInfo } from "../../src/core/schema/index.ts";
import { CONTACT_FLOODED, ContactForm } from "../../src/ui/pages/info/ContactForm.tsx";
import { HelpCentre } from "../../src/ui/pages/info/HelpCentre.tsx";
import { LegalPage } from "../../src/ui/pages/info/LegalPage.tsx";
import { PersonPage, socialNetworkOf } from "../../src/ui/pages/people/PersonPage.tsx";
import { personDetail } from "../fixtures/catalogueAnswers.ts";
import { startAppSystem } from "../fixtures/session.ts";
import { filmSummary } from "./appRoutes.tsx";
import { renderInApp } from "./renderInApp.tsx";
import { renderWithRouter } from "./renderWithRouter.tsx";

afterEach(cleanup);

const fill = (form: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(form).getByLabelText(label), { target: { value } });

describe("contact form", () => {
  it("shows the spec's message under every empty field and sends nothing", async () => {
    const send = vi.fn(() => Promise.resolve(1));
    renderWithRouter(() => <ContactForm send={send} />);
    const form = await screen.findByRole("form", { name: "Contact us" });
    fireEvent.click(within(form).getByRole("button", { name: "Send" }));
    expect(await within(form).findAllByText(validation.required)).toHaveLength(4);
    expect(send).not.toHaveBeenCalled();
  });

  it("sends the trimmed message once valid, then thanks the viewer", async () => {
    const send = vi.fn(() => Promise.resolve(7));
    renderWithRouter(() => <ContactForm send={send} />);
    const form = await screen.findByRole("form", { name: "Contact us" });
    fill(form, "Your name", "  Ada  ");
    fill(form, "E-mail", "ada@cinema.test");
    fireEvent.change(within(form).getByLabelText("Subject"), { target: { value: "billing" } });
    fill(form, "Message", "I was charged twice this month.");
    fireEvent.click(within(form).getByRole("button", { name: "Send" }));
    expect(await screen.findByText(/your message has been received/)).toBeTruthy();
    expect(send).toHaveBeenCalledWith({
      name: "Ada",
      email: "ada@cinema.test",
      subject: "billing",
      message: "I was charged twice this month.",
    });
  });

  it("shows the server's field errors (422) and the flood message (429)", async () => {
    const send = vi
      .fn<() => Promise<number>>()
      .mockRejectedValueOnce(apiError(422, "status", { email: ["The email is not deliverable"] }))
      .mockRejectedValueOnce(apiError(429, "status"));
    renderWithRouter(() => <ContactForm send={send} />);
    const form = await screen.findByRole("form", { name: "Contact us" });
    fill(form, "Your name", "Ada");
    fill(form, "E-mail", "ada@cinema.test");
    fireEvent.change(within(form).getByLabelText("Subject"), { target: { value: "other" } });
    fill(form, "Message", "A question about the catalogue.");
    fireEvent.click(within(form).getByRole("button", { name: "Send" }));
    expect(await screen.findByText("The email is not deliverable")).toBeTruthy();
    fireEvent.click(within(form).getByRole("button", { name: "Send" }));
    expect(await screen.findByText(CONTACT_FLOODED)).toBeTruthy();
  });
});

const helpIndex: HelpIndex["data"] = {
  topics: [
    { slug: "account", title: "Account" },
    { slug: "billing", title: "Billing" },
  ],
  answers: [
    {
      id: 1,
      slug: "create",
      title: "Create an account",
      topic: { slug: "account", title: "Account" },
      excerpt: "Choose Join now.",
    },
    {
      id: 2,
      slug: "refund",
      title: "Ask for a refund",
      topic: { slug: "billing", title: "Billing" },
      excerpt: "Write to us.",
    },
  ],
};

describe("help centre", () => {
  it("lists answers under their topics and links each to its page", async () => {
    renderWithRouter(() => <HelpCentre index={helpIndex} query="" onSearch={() => {}} />);
    const billing = (await screen.findByRole("heading", { name: "Billing" })).closest(
      "section",
    ) as HTMLElement;
    const link = within(billing).getByRole("link", { name: "Ask for a refund" });
    expect(link.getAttribute("href")).toBe("/help/answers/refund");
    expect(within(billing).queryByText("Create an account")).toBeNull();
  });

  it("searches with the typed words and shows the count of matches", async () => {
    const onSearch = vi.fn();
    const { unmount } = renderWithRouter(() => (
      <HelpCentre index={helpIndex} query="" onSearch={onSearch} />
    ));
    const box = await screen.findByLabelText("Search the help centre");
    fireEvent.change(box, { target: { value: "  refund " } });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(onSearch).toHaveBeenCalledWith("refund");
    act(() => {
      unmount();
    });
    const found = { topics: helpIndex.topics, answers: [helpIndex.answers[1]!] };
    renderWithRouter(() => <HelpCentre index={found} query="refund" onSearch={onSearch} />);
    expect(await screen.findByRole("heading", { name: "1 answer for “refund”" })).toBeTruthy();
  });
});

describe("legal page", () => {
  it("shows the tab's text and marks its tab current", async () => {
    renderWithRouter(() => <LegalPage tab="compliance-notice" />, "/legal?tab=compliance-notice");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Compliance Notice" }),
    ).toBeTruthy();
    const tabs = screen.getByRole("navigation", { name: "Legal" });
    expect(
      within(tabs).getByRole("link", { name: "Compliance Notice" }).getAttribute("aria-current"),
    ).toBe("page");
    expect(
      screen
        .getByRole("link", { name: /record-keeping compliance statement/ })
        .getAttribute("href"),
    ).toBe("/2257-statement");
  });
});

const person = (id: number, slug: string): PersonDetail =>
  personDetail(id, {
    name: "Alba",
    last_name: "Petrov",
    slug,
    links: [{ title: "Instagram", url: "https://instagram.com/alba" }],
    performed: [filmSummary(1)],
  });

const info: PersonInfo = {
  id: 1,
  birthday: "1990-04-12",
  birthplace: "Lisbon",
  movies: 11,
  awards: ["Audience Award"],
  years_active: "2015–2018",
  gender: null,
  hobbies: [],
  location: null,
};

describe("person page", () => {
  it("shows the facts, awards, social links, films and other performers", async () => {
    const { app } = startAppSystem();
    renderInApp(
      () => (
        <PersonPage
          person={person(1, "alba")}
          info={info}
          performers={[person(1, "alba"), { ...person(2, "bo"), name: "Bo" }]}
        />
      ),
      app,
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Alba Petrov" })).toBeTruthy();
    expect(screen.getByText("April 12, 1990")).toBeTruthy();
    expect(screen.getByText("Lisbon")).toBeTruthy();
    expect(screen.getByText("2015–2018")).toBeTruthy();
    expect(screen.getByText("Audience Award")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Instagram" }).getAttribute("href")).toBe(
      "https://instagram.com/alba",
    );
    // The films and the performers row draw in turns after the person's head.
    expect((await screen.findByRole("link", { name: /Film 1/ })).getAttribute("href")).toBe(
      "/movies/film-1",
    );
    const row = await screen.findByRole("region", { name: "Performers we love" });
    // The person's own portrait is not in the row.
    await waitFor(() =>
      expect(
        within(row)
          .getAllByRole("link")
          .map((a) => a.getAttribute("href")),
      ).toEqual(["/cast/bo"]),
    );
  });

  it("shows the bio as rich text: p, a, br, strong and h3 kept, anything else dropped", async () => {
    const { app } = startAppSystem();
    const bio =
      '<h3 onclick="x()">Early years</h3><p class="lead">Born <strong>by the sea</strong><br>' +
      '<a href="javascript:alert(1)">bad</a> <a href="/cast/bo" class="x">Bo</a></p>' +
      '<script>window.pwned = 1</script><img src="x" onerror="window.pwned = 1"><em>gone</em>';
    const { container } = renderInApp(
      () => <PersonPage person={{ ...person(1, "alba"), bio }} info={info} performers={[]} />,
      app,
    );
    const heading = await screen.findByRole("heading", { level: 3, name: "Early years" });
    expect(heading.getAttribute("onclick")).toBeNull();
    expect(screen.getByText("by the sea").tagName).toBe("STRONG");
    expect(container.querySelector("p.lead")).not.toBeNull();
    expect(container.querySelector(".rich-text br")).not.toBeNull();
    expect(screen.getByRole("link", { name: "Bo" }).getAttribute("href")).toBe("/cast/bo");
    expect(screen.getByText("bad").getAttribute("href")).toBeNull();
    expect(container.querySelector(".rich-text script, .rich-text img, .rich-text em")).toBeNull();
    expect(screen.getByText("gone")).toBeTruthy();
  });

  it("draws a long filmography whole, with the row below it (the server renders it all)", async () => {
    const { app } = startAppSystem();
    const films = Array.from({ length: 15 }, (_, i) => filmSummary(i + 1));
    renderInApp(
      () => (
        <PersonPage
          person={{ ...person(1, "alba"), performed: films }}
          info={null}
          performers={[{ ...person(2, "bo"), name: "Bo" }]}
        />
      ),
      app,
    );
    const grid = await screen.findByRole("region", { name: "Performed in" });
    expect(within(grid).getAllByRole("listitem")).toHaveLength(15);
    expect(screen.getByRole("region", { name: "Performers we love" })).toBeTruthy();
  });

  it("tells social networks apart by host or title", () => {
    expect(socialNetworkOf("https://www.x.com/a")).toBe("x");
    expect(socialNetworkOf("https://links.example/a", "Facebook")).toBe("facebook");
    expect(socialNetworkOf("not a url")).toBe("web");
  });
});

describe("landing buttons", () => {
  it("write black on light colours and white on dark ones", async () => {
    const { textColourOn } = await import("../../src/ui/pages/landing/LandingPage.tsx");
    expect(textColourOn("#f5f5f7")).toBe("#000");
    expect(textColourOn("#fff")).toBe("#000");
    expect(textColourOn("#b3122e")).toBe("#fff");
    expect(textColourOn("#0b1020")).toBe("#fff");
  });
});
