/**
 * UTM capture at start (spec 000 §3, §9): the landing URL's `utm_*` go to the `utmInfo`
 * cookie (604800 s) as soon as analytics consent allows it (now, or when the visitor accepts
 * analytics later in the visit); refusing marketing clears it (the consent machine).
 */

import type { Consent } from "../core/consent.ts";
import { mayWriteUtmCookie } from "../core/consent.ts";
import { COOKIES } from "../core/cookies.ts";
import type { CookiePort } from "../core/ports.ts";
import { serializeUtm, utmFromQuery, utmToWrite } from "../core/utm.ts";

interface ConsentSource {
  getSnapshot(): { readonly context: { readonly consent: Consent | null } };
  subscribe(
    listener: (snapshot: { readonly context: { readonly consent: Consent | null } }) => void,
  ): {
    unsubscribe(): void;
  };
}

export function captureUtm(search: string, cookies: CookiePort, consent: ConsentSource): void {
  const utm = utmFromQuery(search);
  if (utm === null) return;
  const tryWrite = (value: Consent | null): boolean => {
    const toWrite = utmToWrite(utm, mayWriteUtmCookie(value));
    if (toWrite !== null) cookies.set(COOKIES.utmInfo, serializeUtm(toWrite));
    return toWrite !== null;
  };
  if (tryWrite(consent.getSnapshot().context.consent)) return;
  const subscription = consent.subscribe((snapshot) => {
    if (tryWrite(snapshot.context.consent)) subscription.unsubscribe();
  });
}
