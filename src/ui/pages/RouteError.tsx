import { useRouter } from "@tanstack/react-router";
import { isApiError } from "../../core/apiError.ts";
import { DEFAULT_ERROR_MESSAGE } from "../../core/messages.ts";
import { Button } from "../Button.tsx";

export interface RouteErrorProps {
  /** The catalogue text of the failure (an ApiError's message), if it has one. */
  readonly message?: string;
  readonly onRetry: () => void;
}

/** A page whose data could not be loaded: the catalogue message, retry, and a way home. */
export function RouteError({ message = DEFAULT_ERROR_MESSAGE, onRetry }: RouteErrorProps) {
  return (
    <section className="empty-state" role="alert">
      <h1 className="page-title">{message}</h1>
      <p>
        <Button theme="primary" onClick={onRetry}>
          Try again
        </Button>{" "}
        <Button tag="link" to="/" theme="outline">
          Home
        </Button>
      </p>
    </section>
  );
}

/** The default error component of every route: retry reloads the route's data. */
export function RouteErrorContainer({ error, reset }: { error: unknown; reset: () => void }) {
  const router = useRouter();
  const message = isApiError(error) ? error.message : undefined;
  return (
    <div className="container">
      <RouteError
        message={message}
        onRetry={() => {
          reset();
          void router.invalidate();
        }}
      />
    </div>
  );
}
