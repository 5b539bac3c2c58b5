import { apiError, isApiError } from "../../core/apiError.ts";
import { SITE_CHANNEL_ID } from "../../core/constants.ts";
import { paymentUrlQueryFields, plansQueryFields } from "../../core/paymentQueries.ts";
import type { PaymentApi } from "../../core/ports.ts";
import {
  PaymentProviderResponse,
  PaymentUrlResponse,
  PlansResponse,
  TransactionStatus,
} from "../../core/schema/payment.ts";
import type { HttpClient } from "./client.ts";
import type { FormFields } from "./formEncode.ts";

/** Query fields without the empty ones. */
const present = (fields: Record<string, string | number | null>): FormFields =>
  Object.fromEntries(
    Object.entries(fields).filter(([, v]) => v !== null && v !== "") as [string, string | number][],
  );

/**
 * The subscription and payment calls of spec 001 §7. `GET /plans` failing with a status of
 * 400 or more rejects with the server's first message (spec 001 §7). Every promise rejects
 * only with an `ApiError`.
 */
export function createPaymentApi(
  http: HttpClient,
  tokenProvider: () => string | null = () => null,
): PaymentApi {
  const auth = () => ({ token: tokenProvider() });
  return {
    plans: async (request) => {
      try {
        const answer = await http.get("/plans", PlansResponse, {
          ...auth(),
          query: present(plansQueryFields(request)),
        });
        return answer.data;
      } catch (error) {
        if (!isApiError(error) || error.status < 400) throw error;
        const first = Object.values(error.fieldErrors).flat()[0];
        throw first ? apiError(error.status, error.cause, error.fieldErrors, first) : error;
      }
    },
    paymentProvider: async ({ userId, subscriptionGroupId }) =>
      (
        await http.get("/payment/provider", PaymentProviderResponse, {
          ...auth(),
          query: {
            user_id: userId,
            channel_id: SITE_CHANNEL_ID,
            subscription_group_id: subscriptionGroupId,
          },
        })
      ).provider,
    paymentUrl: (request) =>
      http.get("/payment_url", PaymentUrlResponse, {
        ...auth(),
        // Each call makes an order: not retried.
        retries: 0,
        query: present(paymentUrlQueryFields(request)),
      }),
    transactionStatus: (orderId) =>
      http.post("/epoch_transaction_status", TransactionStatus, {
        ...auth(),
        body: { order_id: orderId },
      }),
  };
}
