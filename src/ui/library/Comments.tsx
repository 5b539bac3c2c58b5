/**
 * The comments of a film or series (spec 000 §3, 001 §7): the approved ones, their tags
 * stripped and shown as text; members write one, sent for approval.
 */
import { Link } from "@tanstack/react-router";
import { type FormEvent, useEffect, useId, useMemo, useRef } from "react";
import type { ActorRefFrom } from "xstate";
import { COMMENT_MAX_LENGTH, type CommentTarget } from "../../core/comments.ts";
import {
  COMMENTS_ID,
  type CommentsMachine,
  commentsMachine,
} from "../../machines/comments.machine.ts";
import type { LibraryRef } from "../../machines/library.machine.ts";
import { Button } from "../Button.tsx";
import { formatDate } from "../format.ts";
import {
  type CommentsView,
  commentsIntents,
  sameComments,
  sameIds,
  selectComments,
  selectIsMember,
  selectLikedComments,
  selectRatedLoaded,
} from "../library.view.ts";
import { OptionalPart } from "../OptionalPart.tsx";
import { selectIsLoggedIn } from "../session.view.ts";
import { FeatureActor, useFeatureEffects, useSessionRef } from "../system.tsx";
import { useSelector } from "../useSelector.ts";
import { useLibraryRef } from "./useLibrary.ts";

export interface CommentsSectionProps extends CommentsView {
  readonly canComment: boolean;
  /** Whether the viewer can like comments (a member whose likes are known). */
  readonly canLike: boolean;
  readonly likedIds: readonly number[];
  readonly onSubmit: (content: string) => void;
  readonly onMore: () => void;
  readonly onLike: (commentId: number) => void;
}

export function CommentsSection({
  comments,
  total,
  loading,
  hasMore,
  sending,
  draftError,
  sentCount,
  liking,
  canComment,
  canLike,
  likedIds,
  onSubmit,
  onMore,
  onLike,
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
        <form method="post" ref={formRef} className="comments__form" onSubmit={submit} noValidate>
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
              {canLike && (
                <LikeButton
                  author={comment.author}
                  liked={likedIds.includes(comment.id)}
                  sending={liking === comment.id}
                  onLike={() => onLike(comment.id)}
                />
              )}
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

interface LikeButtonProps {
  readonly author: string;
  readonly liked: boolean;
  readonly sending: boolean;
  readonly onLike: () => void;
}

/** A comment's like: once given it stays (a like is never taken back, spec 000 §4). */
function LikeButton({ author, liked, sending, onLike }: LikeButtonProps) {
  return (
    <button
      type="button"
      className="comment__like"
      aria-pressed={liked}
      aria-label={`Like the comment of ${author}`}
      disabled={liked || sending}
      onClick={onLike}
    >
      <span aria-hidden="true">♥</span> {liked ? "Liked" : "Like"}
    </button>
  );
}

const NO_LIKES = { canLike: false, likedIds: [] } as const;

function Bound({ comments }: { readonly comments: ActorRefFrom<CommentsMachine> }) {
  const library = useLibraryRef();
  return library ? (
    <WithLikes comments={comments} library={library} />
  ) : (
    <Section comments={comments} likes={NO_LIKES} />
  );
}

/** A member's page: the library knows which comments they have liked. */
function WithLikes({
  comments,
  library,
}: {
  readonly comments: ActorRefFrom<CommentsMachine>;
  readonly library: LibraryRef;
}) {
  const member = useSelector(library, selectIsMember);
  const loaded = useSelector(library, selectRatedLoaded);
  const likedIds = useSelector(library, selectLikedComments, sameIds);
  return <Section comments={comments} likes={{ canLike: member && loaded, likedIds }} />;
}

function Section({
  comments,
  likes,
}: {
  readonly comments: ActorRefFrom<CommentsMachine>;
  readonly likes: Pick<CommentsSectionProps, "canLike" | "likedIds">;
}) {
  const view = useSelector(comments, selectComments, sameComments);
  const canComment = useSelector(useSessionRef(), selectIsLoggedIn);
  const intents = useMemo(() => commentsIntents(comments.send), [comments]);
  return (
    <CommentsSection
      {...view}
      {...likes}
      canComment={canComment}
      onSubmit={intents.submit}
      onMore={intents.more}
      onLike={intents.like}
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
