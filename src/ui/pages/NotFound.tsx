import { pages } from "../../core/messages.ts";
import { Button } from "../Button.tsx";

export interface NotFoundProps {
  /** The page text: the generic 404 text, or 'Page does not exist' past the last page. */
  readonly message?: string;
}

/**
 * The 404 page (spec 000 §2): a looping backdrop, 'Oops... it looks like you're lost!' and
 * a 'watch our shows' button to /series. The sample media is HLS only, which a plain
 * <video> cannot loop in every browser, so the loop is a CSS animation (no network, no
 * layout shift, paused for reduced motion).
 */
export function NotFound({ message = pages.notFoundGeneric }: NotFoundProps) {
  return (
    <section className="lost" aria-labelledby="lost-title">
      <div className="lost__backdrop" aria-hidden="true" />
      <div className="lost__noise" aria-hidden="true" />
      <div className="lost__content">
        <p className="lost__code" aria-hidden="true">
          404
        </p>
        <h1 id="lost-title">{pages.notFoundTitle}</h1>
        <p>{message}</p>
        <Button tag="link" to="/series" theme="primary" size="lg">
          {pages.notFoundButton}
        </Button>
      </div>
    </section>
  );
}
