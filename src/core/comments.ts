/**
 * Comments and rich text (spec 000 §3 "Comment", §5; 001 §3, §5). A comment's content is shown
 * with its tags stripped; rich text keeps only p (class), a (href, class), br, strong and h3,
 * sanitised by DOMPurify with `RICH_TEXT_PURIFY_CONFIG` (the caller hands the purifier in:
 * core does no DOM work).
 */
import { validation } from "./messages.ts";

/** The longest comment accepted (the spec shows no bound: decision 0010). */
export const COMMENT_MAX_LENGTH = 2_000;

/** What commenting is about: the path segment of `/{type}/{id}/comments`. */
export type CommentTarget = "movies" | "series" | "confessions";

/**
 * Markup as an HTML parser drops it from the text: a start tag or comment (`<` then a letter
 * or `!`) and anything that opens with `</` (an end tag, or `</>` and `</ ...>`, which parsers
 * drop as well), each up to its `>` or the end.
 */
const TAG = /<\/[^>]*>?|<[a-zA-Z!][^>]*>?/g;
const ENTITIES: Readonly<Record<string, string>> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
  "&nbsp;": " ",
};

/**
 * A comment's content for display: tags (and anything inside script or style elements)
 * removed, the common entities decoded (markup they spell removed too), white space
 * collapsed. The result is text, rendered
 * as text (never as HTML).
 */
export const commentDisplayText = (content: string): string =>
  content
    .replace(/<(script|style)\b[^>]*>[\s\S]*?(<\/\1\s*>|$)/gi, " ")
    .replace(TAG, " ")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    // Entities can spell markup again (`&lt;b&gt;`): it goes too.
    .replace(TAG, " ")
    .replace(/\s+/g, " ")
    .trim();

/** The error of a comment draft, or null when it can be sent. */
export const commentDraftError = (draft: string): string | null => {
  const text = draft.trim();
  if (text === "") return validation.required;
  if (text.length > COMMENT_MAX_LENGTH) return `At most ${COMMENT_MAX_LENGTH} characters`;
  return null;
};

/** The rich-text elements and the attributes each may carry. */
export const RICH_TEXT_ALLOWED: Readonly<Record<string, readonly string[]>> = {
  p: ["class"],
  a: ["href", "class"],
  br: [],
  strong: [],
  h3: [],
};

/** Links may go to http(s), mailto or a path of the site; nothing else (no javascript:). */
const SAFE_URI = /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** DOMPurify's configuration for rich text: only the allowed elements and their attributes. */
export const RICH_TEXT_PURIFY_CONFIG = {
  ALLOWED_TAGS: Object.keys(RICH_TEXT_ALLOWED),
  ALLOWED_ATTR: [] as string[],
  ADD_ATTR: (attribute: string, tag: string): boolean =>
    RICH_TEXT_ALLOWED[tag]?.includes(attribute) ?? false,
  ALLOWED_URI_REGEXP: SAFE_URI,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  KEEP_CONTENT: true,
};

/** What sanitises HTML: DOMPurify (in the browser, or on jsdom's window in Node). */
export interface HtmlPurifier {
  sanitize(html: string, config: typeof RICH_TEXT_PURIFY_CONFIG): string;
}

/** Rich text reduced to the allowed elements and attributes (spec 000 §5, 001 §5). */
export const sanitizeRichText = (purifier: HtmlPurifier, html: string): string =>
  purifier.sanitize(html, RICH_TEXT_PURIFY_CONFIG);
