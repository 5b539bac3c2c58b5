/**
 * Rich text (spec 000 §5, 001 §5): HTML from the API reduced by DOMPurify to p (class),
 * a (href, class), br, strong and h3 (core `sanitizeRichText`), then rendered.
 */
import { useMemo } from "react";
import { sanitizeRichText } from "../core/comments.ts";
import { htmlPurifier } from "./purifier.ts";

export function RichText({
  html,
  className,
}: {
  readonly html: string;
  readonly className?: string;
}) {
  const clean = useMemo(() => sanitizeRichText(htmlPurifier(), html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
