/**
 * What a player error may say (issue 25): the video library's messages name the request that
 * failed ("HLS playlist request error at URL: https://…/media/s/{signed token}/films/13/…"),
 * and a film's media address carries its grant. The message reaches the viewer's screen, the
 * machine's context (so the journal), the log and the video_error analytics event: every
 * address in it is replaced before it leaves the video adapter.
 */

/** What stands in for an address in a player error. */
export const HIDDEN_ADDRESS = "[address hidden]";

/** An absolute URL, or a path under the site's media (signed paths hold a grant). */
const ADDRESS = /\b[a-z][a-z0-9+.-]*:\/\/[^\s"'<>]+|\/media\/[^\s"'<>]*/gi;
/** Punctuation that ends the sentence, not the address. */
const TRAILING = /[.,;:!?)\]]+$/;

/** The message with every address in it hidden; the rest of the text as it was. */
export const withoutAddresses = (message: string): string =>
  message.replace(ADDRESS, (address) => {
    const tail = TRAILING.exec(address)?.[0] ?? "";
    return `${HIDDEN_ADDRESS}${tail}`;
  });

/** Times the viewer may ask for the video again after a playback error (ours; the spec gives none). */
export const PLAYER_MAX_RETRIES = 3;

/** 'Try again' is offered while the viewer has asked fewer than three times. */
export const mayRetryPlayback = (retries: number): boolean => retries < PLAYER_MAX_RETRIES;
