import type { FirstVisitApi } from "../../core/ports.ts";
import {
  AgeVerificationSession,
  AgeVerificationStatus,
  ConsentReceipt,
  VerificationUrl,
} from "../../core/schema/index.ts";
import type { HttpClient } from "./client.ts";

const sessionPath = (sessionId: string): string =>
  `/age-verification/session/${encodeURIComponent(sessionId)}`;

/**
 * The first-visit calls of spec 001 §7: `POST /cookies-consent` and the age-verification
 * session calls. Every promise rejects only with an `ApiError` (through the HTTP client);
 * `tokenProvider` gives whatever token the session holds (the app-level client token for
 * a visitor).
 */
export function createFirstVisitApi(
  http: HttpClient,
  tokenProvider: () => string | null = () => null,
): FirstVisitApi {
  return {
    postConsent: async (payload) => {
      await http.post("/cookies-consent", ConsentReceipt, {
        token: tokenProvider(),
        body: {
          visitor_id: payload.visitor_id,
          country_code: payload.country_code,
          cookie_type: { ...payload.cookie_type },
        },
      });
    },
    createAgeVerificationSession: (countryCode) =>
      http.post("/age-verification/session", AgeVerificationSession, {
        token: tokenProvider(),
        body: { country_code: countryCode },
      }),
    ageVerificationStatus: async (sessionId) =>
      (await http.get(sessionPath(sessionId), AgeVerificationStatus, { token: tokenProvider() }))
        .success,
    verificationUrl: async (sessionId, returnPath) => {
      const response = await http.post(
        `${sessionPath(sessionId)}/verification-url`,
        VerificationUrl,
        {
          token: tokenProvider(),
          body: returnPath ? { return: returnPath } : {},
        },
      );
      return response.url;
    },
  };
}
