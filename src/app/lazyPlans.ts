import type { PaymentApi } from "../core/ports.ts";

/**
 * The sign-up's plans read (`GET /plans`) of a payment adapter that loads on the first call,
 * so the payment code stays out of every other page's first load.
 */
export function lazyPlansRead(load: () => Promise<PaymentApi>): PaymentApi["plans"] {
  let loaded: Promise<PaymentApi> | null = null;
  return (query) => {
    loaded ??= load();
    return loaded.then((api) => api.plans(query));
  };
}
