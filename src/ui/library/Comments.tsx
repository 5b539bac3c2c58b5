/**
 * The comments of a film or series (spec 000 §3, 001 §7): the approved ones, their tags
 * stripped and shown as text; members write one, sent for approval.
 */
import { Link } from "@tanstack/react-router";
import { useSelector } from "@xstate/react";
import { type FormEvent, useEffect, useId, useMemo, useRef } from "react";
import type { ActorRefFrom } from "xstate";
import { COMMENT_MAX_LENGTH, type CommentTarget } from "../../core/comments.ts";
import {
  COMMENTS_ID,
  type CommentsMachine,
  commentsMachine,
} from "../../machines/comments.machine.ts";
import { formatDate } from "../format.ts";
import {
  type CommentsView,
  commentsIntents,
  sameComments,
  selectComments,
} from "../library.view.ts";
import { selectIsLoggedIn } from "../session.view.ts";
import { FeatureActor, useFeatureEffects, useSessionRef } from "../system.tsx";
import "./library.css";
import { Button } from "../Button.tsx";
import { OptionalPart } from "../OptionalPart.tsx";

export interface CommentsSectionProps extends CommentsView {
  readonly canComment: boolean;
  readonly onSubmit: (content: string) => void;
  readonly onMore: () => void;
}

export function CommentsSection({
  comments,
  total,
  loading,
  hasMore,
  sending,
  draftError,
  sentCount,
  canComment,
  onSubmit,
  onMore,
}: CommentsSectionProps) {
  const headingId = useId();
  const fieldId = useId();
  const errorId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // A comment sent: the form clears for the next one.
  useEffect(() => {
    if (sentCount > 0) formRef.current?.reset();
  }, [sentCount]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(String(new FormData(event.currentTarget).get("comment") ?? ""));
  };
  return (
    <section className="comments" aria-labelledby={headingId}>
      <h2 id={headingId}>
        Comments <span className="card__meta">({total})</span>
      </h2>
      {canComment ? (
        <form ref={formRef} className="comments__form" onSubmit={submit} noValidate>
          <label htmlFor={fieldId}>Write a comment</label>
          <textarea
            id={fieldId}
            name="comment"
            rows={3}
            maxLength={COMMENT_MAX_LENGTH}
            aria-invalid={draftError !== null}
            aria-describedby={draftError ? errorId : undefined}
          />
          {draftError && (
            <p id={errorId} className="field-error" role="alert">
              * {draftError}
            </p>
          )}
          <Button type="submit" theme="primary" disabled={sending}>
            {sending ? "Sending..." : "Send comment"}
          </Button>
        </form>
      ) : (
        <p>
          <Link to="/login">Log in</Link> to write a comment.
        </p>
      )}
      {comments.length === 0 && !loading ? (
        <p className="card__meta">No comments yet.</p>
      ) : (
        <ol className="comments__list">
          {comments.map((comment) => (
            <li key={comment.id} className="comment">
              <p className="comment__head">
                <strong>{comment.author}</strong>{" "}
                <time dateTime={comment.date} className="card__meta">
                  {formatDate(comment.date)}
                </time>
              </p>
              <p className="comment__text">{comment.text}</p>
            </li>
          ))}
        </ol>
      )}
      {hasMore && (
        <Button theme="outline" onClick={onMore} disabled={loading}>
          More comments
        </Button>
      )}
    </section>
  );
}

function Bound({ comments }: { readonly comments: ActorRefFrom<CommentsMachine> }) {
  const view = useSelector(comments, selectComments, sameComments);
  const canComment = useSelector(useSessionRef(), selectIsLoggedIn);
  const intents = useMemo(() => commentsIntents(comments.send), [comments]);
  return (
    <CommentsSection
      {...view}
      canComment={canComment}
      onSubmit={intents.submit}
      onMore={intents.more}
    />
  );
}

interface CommentsOf {
  readonly target: CommentTarget;
  readonly id: number;
}

/**
 * The comments of the page's film or series. They wait for the features' code in their own
 * place: the page above them stays on screen meanwhile.
 */
export function CommentsContainer(props: CommentsOf) {
  return (
    <OptionalPart>
      <WithFeature {...props} />
    </OptionalPart>
  );
}

function WithFeature({ target, id }: CommentsOf) {
  const feature = useFeatureEffects().library;
  const logic = useMemo(() => feature?.comments(commentsMachine), [feature]);
  if (!logic) return null;
  return (
    <FeatureActor
      key={`${target}:${id}`}
      systemId={COMMENTS_ID}
      logic={logic}
      input={{ target, id }}
    >
      {(comments) => <Bound comments={comments} />}
    </FeatureActor>
  );
}
