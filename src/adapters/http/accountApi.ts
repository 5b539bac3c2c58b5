import { Schema } from "effect";
import { cancellationPayload } from "../../core/cancellation.ts";
import { RETRIES_PASSWORD_RESET } from "../../core/constants.ts";
import type { AccountApi } from "../../core/ports.ts";
import {
  CrossSellingStatus,
  PasswordResetFound,
  StatusAnswer,
  UserVerifyResponse,
} from "../../core/schema/account.ts";
import { Resource } from "../../core/schema/common.ts";
import { DeviceSessionList, EndedSessions } from "../../core/schema/deviceSessions.ts";
import { User } from "../../core/schema/user.ts";
import type { HttpClient } from "./client.ts";

/** An empty answer (204) or any JSON: calls whose body the client does not read. */
const NoContent = Schema.Unknown;
const UserResponse = Resource(User);

/**
 * The account calls of spec 001 §7: profile, passwords, verification, GDPR, migration,
 * cross-selling and cancellation. `tokenProvider` gives the bearer (the user's token, or
 * the client token before login). Every promise rejects only with an `ApiError`.
 */
export function createAccountApi(
  http: HttpClient,
  tokenProvider: () => string | null = () => null,
): AccountApi {
  const auth = () => ({ token: tokenProvider() });
  return {
    updateProfile: async (changes) =>
      (await http.post("/me/update", UserResponse, { ...auth(), body: { ...changes } })).data,
    changePassword: async (form) => {
      await http.post("/me/password", StatusAnswer, { ...auth(), body: { ...form } });
    },
    requestPasswordReset: async (email) => {
      await http.post("/password/reset/create", StatusAnswer, { ...auth(), body: { email } });
    },
    findPasswordReset: async (token) =>
      (
        await http.get(`/password/reset/find/${encodeURIComponent(token)}`, PasswordResetFound, {
          ...auth(),
          retries: RETRIES_PASSWORD_RESET,
        })
      ).data.email,
    resetPassword: async (payload) => {
      await http.post("/password/reset", StatusAnswer, {
        ...auth(),
        body: { ...payload },
        retries: RETRIES_PASSWORD_RESET,
      });
    },
    // Through the page server: it keeps token_data's refresh token (docs/decisions/0035).
    verifyAccount: (token) =>
      http.session("/user_verify", UserVerifyResponse, { ...auth(), body: { token } }),
    undoEmailChange: async (token) => {
      await http.post("/email-change/undo", StatusAnswer, { ...auth(), body: { token } });
    },
    sendVerificationEmail: async () => {
      await http.post("/user_verification_email", StatusAnswer, auth());
    },
    deleteAccount: async (currentPassword) => {
      await http.delete("/me/gdpr", NoContent, {
        ...auth(),
        retries: 0,
        body: { current_password: currentPassword },
      });
    },
    sessions: async () => (await http.get("/me/sessions", DeviceSessionList, auth())).data,
    endSession: async (id) => {
      await http.post(`/me/sessions/${id}/end`, EndedSessions, { ...auth(), retries: 0 });
    },
    endOtherSessions: async () =>
      (await http.post("/me/sessions/end-others", EndedSessions, { ...auth(), retries: 0 })).ended,
    migrate: async (channelId) => {
      await http.post("/me/migrate", StatusAnswer, { ...auth(), body: { channel_id: channelId } });
    },
    crossSellingPossible: async (subscriptionId) =>
      (
        await http.post("/cross_selling/check_user_status", CrossSellingStatus, {
          ...auth(),
          body: { subscription_id: subscriptionId },
        })
      ).is_cross_selling_possible,
    cancelSubscription: async (subscriptionDataId, reasons) => {
      await http.post("/cancel_subscription", StatusAnswer, {
        ...auth(),
        body: cancellationPayload(subscriptionDataId, reasons),
      });
    },
    requestCancellationEmail: async () => {
      await http.post("/cancel_subscription/create", StatusAnswer, auth());
    },
    cancelByToken: async (token) => {
      await http.get(
        `/cancel_subscription/find-and-cancel/${encodeURIComponent(token)}`,
        StatusAnswer,
        { ...auth(), retries: 0 },
      );
    },
  };
}
