import { Link, useRouter } from "@tanstack/react-router";
import { isApiError } from "../../core/apiError.ts";
import { DEFAULT_ERROR_MESSAGE } from "../../core/messages.ts";

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
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          Try again
        </button>{" "}
        <Link to="/" className="btn btn-outline">
          Home
        </Link>
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
