import { Schema } from "effect";
import type { NewsletterApi } from "../../core/ports.ts";
import { NewsletterSubscriberResponse } from "../../core/schema/newsletter.ts";
import type { HttpClient } from "./client.ts";

/** An empty answer (no body) decodes as null: "returns nothing" (spec 000 §8). */
const SubscriberAnswer = Schema.NullOr(NewsletterSubscriberResponse);

/**
 * The newsletter calls of spec 001 §7: `POST /newsletter_subscriber`, `GET /marketing_forms`
 * and the add-to-segment calls. Every promise rejects only with an `ApiError`.
 */
export function createNewsletterApi(
  http: HttpClient,
  tokenProvider: () => string | null = () => null,
): NewsletterApi {
  return {
    subscribe: (payload) =>
      http.post("/newsletter_subscriber", SubscriberAnswer, {
        token: tokenProvider(),
        body: { ...payload },
      }),
  };
}
