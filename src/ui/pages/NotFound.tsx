import { pages } from "../../core/messages.ts";
import { Button } from "../Button.tsx";

export interface NotFoundProps {
  /** The page text: the generic 404 text, or 'Page does not exist' past the last page. */
  readonly message?: string;
}

/** The 404 page's looping video (server/media, `npm run media`): 12 s, 20 KB, no sound. */
const LOST_LOOP_SRC = "/media/lost/loop.webm";

/**
 * The 404 page (spec 000 §2): a looping video, 'Oops... it looks like you're lost!' and a
 * 'watch our shows' button to /series. The video is muted, so it plays by itself, and hidden
 * for viewers who ask for reduced motion; behind it, a still backdrop of the same colours
 * holds the page until it plays.
 */
export function NotFound({ message = pages.notFoundGeneric }: NotFoundProps) {
  return (
    <section className="lost" aria-labelledby="lost-title">
      <div className="lost__backdrop" aria-hidden="true" />
      <video
        className="lost__video"
        src={LOST_LOOP_SRC}
        autoPlay
        muted
        loop
        playsInline
        preload="auto"
        aria-hidden="true"
        tabIndex={-1}
      />
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
