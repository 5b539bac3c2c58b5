/** The part of jsdom the server's render uses (a window for DOMPurify); jsdom ships no types. */
declare module "jsdom" {
  export class JSDOM {
    constructor(html?: string);
    readonly window: unknown;
  }
}
