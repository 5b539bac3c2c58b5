import { pages } from "../../core/messages.ts";
import { Button } from "../Button.tsx";

/**
 * The last-resort error page (spec 000 §2): shown when the page shell itself fails. It
 * uses a plain link so it works even when the router is what broke.
 */
export function ErrorPage() {
  return (
    <main className="error-page">
      <div>
        <h1>{pages.errorPageFailed}</h1>
        <Button tag="a" theme="primary" size="lg" href="/">
          Go to the home page
        </Button>
      </div>
    </main>
  );
}
