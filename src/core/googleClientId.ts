/**
 * The analytics client id sent as `x-google-client-id` (spec 001 §7), read from the `_ga`
 * cookie: `GA1.<domain depth>.<random>.<first visit seconds>` gives `<random>.<seconds>`.
 */

const GA_COOKIE = /^GA1\.\d{1,3}\.(\d{1,20})\.(\d{1,20})$/;

/** The client id of a `_ga` cookie value; null when absent or not of that shape. */
export const googleClientIdFromGaCookie = (value: string | null | undefined): string | null => {
  const match = value ? GA_COOKIE.exec(value.trim()) : null;
  return match ? `${match[1]}.${match[2]}` : null;
};
