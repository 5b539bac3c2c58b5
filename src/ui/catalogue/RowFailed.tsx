/**
 * A row whose read failed, in the row's own place: its title, what could not be loaded and
 * a way to ask again (never a blank where the row was). Shared by the rows read after the
 * page is drawn (originals, featured tags, a film's similar films, scenes and behind the
 * scenes).
 */
import type { ReactElement } from "react";
import { Button } from "../Button.tsx";

export interface RowFailedProps {
  readonly title: string;
  /** What could not be loaded, as a sentence. */
  readonly message: string;
  readonly onRetry: () => void;
}

export function RowFailed({ title, message, onRetry }: RowFailedProps) {
  return (
    <section className="row" aria-label={title}>
      <div className="row__head">
        <h2>{title}</h2>
      </div>
      <p className="card__meta" role="status">
        {message}{" "}
        <Button theme="ghost" size="sm" onClick={onRetry}>
          Try again
        </Button>
      </p>
    </section>
  );
}

/** A read's failed row, or null while it has not failed (the row then draws its items). */
export function failedRowOf(
  answer: { readonly isError: boolean; readonly refetch: () => unknown },
  title: string,
  message: string,
): ReactElement | null {
  return answer.isError ? (
    <RowFailed title={title} message={message} onRetry={() => void answer.refetch()} />
  ) : null;
}
