/** The viewer's star rating of a film or series (spec 000 §4, 001 §4): members only. */

import { useId, useMemo } from "react";
import type { ActorRefFrom } from "xstate";
import { RATING_MAX, RATING_MIN } from "../../core/rating.ts";
import type { LibraryRef } from "../../machines/library.machine.ts";
import { RATING_ID, type RatingMachine, ratingMachine } from "../../machines/rating.machine.ts";
import {
  ratingIntents,
  selectCanRemoveRating,
  selectIsMember,
  selectSavedRating,
  selectShownRating,
} from "../library.view.ts";
import { OptionalPart } from "../OptionalPart.tsx";
import { FeatureActor, useFeatureEffects } from "../system.tsx";
import { useSelector } from "../useSelector.ts";
import type { LibraryFeature } from "./feature.ts";
import { useLibraryRef } from "./useLibrary.ts";

const STARS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);

export interface RatingStarsProps {
  readonly rating: number | null;
  readonly onRate: (rating: number) => void;
  /** Whether "Remove rating" is offered (a rating is saved and nothing is being sent). */
  readonly canRemove: boolean;
  readonly onRemove: () => void;
}

/** Five stars as a radio group: arrows move, Space or a click rates; a saved rating can go. */
export function RatingStars({ rating, onRate, canRemove, onRemove }: RatingStarsProps) {
  const name = useId();
  return (
    <fieldset className="rating">
      <legend>Your rating</legend>
      <div className="rating__stars">
        {STARS.map((star) => (
          <label
            key={star}
            className={
              rating !== null && star <= rating ? "rating__star rating__star--on" : "rating__star"
            }
          >
            <input
              type="radio"
              name={name}
              value={star}
              checked={rating === star}
              onChange={() => onRate(star)}
              onClick={() => rating === star && onRate(star)}
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">
              {star} {star === 1 ? "star" : "stars"}
            </span>
          </label>
        ))}
      </div>
      {canRemove && (
        <button type="button" className="rating__remove" onClick={onRemove}>
          Remove rating
        </button>
      )}
    </fieldset>
  );
}

function Stars({ rating }: { readonly rating: ActorRefFrom<RatingMachine> }) {
  const shown = useSelector(rating, selectShownRating);
  const canRemove = useSelector(rating, selectCanRemoveRating);
  const intents = useMemo(() => ratingIntents(rating.send), [rating]);
  return (
    <RatingStars
      rating={shown}
      onRate={intents.rate}
      canRemove={canRemove}
      onRemove={intents.remove}
    />
  );
}

function Loaded({
  feature,
  library,
  model,
  modelId,
}: {
  readonly feature: LibraryFeature;
  readonly library: LibraryRef;
  readonly model: "Movie" | "Series";
  readonly modelId: number;
}) {
  const member = useSelector(library, selectIsMember);
  const select = useMemo(() => selectSavedRating(model, modelId), [model, modelId]);
  const saved = useSelector(library, select);
  const logic = useMemo(() => feature.rating(ratingMachine), [feature]);
  // The actor starts once the viewer's rated items are known: create or update depends on them.
  if (!member || saved === undefined) return null;
  return (
    <FeatureActor systemId={RATING_ID} logic={logic} input={{ model, modelId, saved }}>
      {(rating) => <Stars rating={rating} />}
    </FeatureActor>
  );
}

/**
 * The stars for a member (the library runs for members only). A guest's page never asks for
 * the features' effects here, so drawing it neither waits for nor starts loading their code.
 */
export function RatingContainer({
  model,
  modelId,
}: {
  readonly model: "Movie" | "Series";
  readonly modelId: number;
}) {
  const library = useLibraryRef();
  if (!library) return null;
  // It waits for the features' code in its own place: the page stays on screen meanwhile.
  return (
    <OptionalPart>
      <WithFeature key={`${model}:${modelId}`} library={library} model={model} modelId={modelId} />
    </OptionalPart>
  );
}

function WithFeature({
  library,
  model,
  modelId,
}: {
  readonly library: LibraryRef;
  readonly model: "Movie" | "Series";
  readonly modelId: number;
}) {
  const feature = useFeatureEffects().library;
  if (!feature) return null;
  return <Loaded feature={feature} library={library} model={model} modelId={modelId} />;
}
