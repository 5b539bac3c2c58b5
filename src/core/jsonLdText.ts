/**
 * JSON-LD as the text of a `<script type="application/ld+json">`: `<`, `>`, `&` and the line
 * separators escaped, so no value can close the script or break the page.
 */
export const jsonLdText = (data: Readonly<Record<string, unknown>>): string =>
  JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
