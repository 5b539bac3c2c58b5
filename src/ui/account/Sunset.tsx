/**
 * The sunset modal (spec 000 §2 "Modals"), shown instead of the sign-up when
 * `sunset-modal-enabled` is on: the site takes no new members; a member moves the account to
 * a sister site (`POST /me/migrate`), a guest is asked to log in first. Props only; the
 * container binds the `sunset` feature actor.
 */
import { Link } from "@tanstack/react-router";
import { useSelector } from "@xstate/react";
import { useId, useMemo, useRef } from "react";
import type { ActorRefFrom } from "xstate";
import { SUNSET_TEXT } from "../../core/sunset.ts";
import { SUNSET_ID, type SunsetMachine, sunsetMachine } from "../../machines/sunset.machine.ts";
import { useFocusTrap } from "../firstVisit/useFocusTrap.ts";
import { selectIsLoggedIn } from "../session.view.ts";
import { type SunsetView, sameSunset, selectSunset, sunsetIntents } from "../sunset.view.ts";
import { FeatureActor, useSessionRef } from "../system.tsx";
import { useAccountFeature } from "./feature.ts";
import "../firstVisit/firstVisit.css";

export interface SunsetModalProps extends SunsetView {
  readonly onMigrate: (channelId: number) => void;
}

export function SunsetModal({ sites, busy, moved, failure, onMigrate }: SunsetModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const textId = useId();
  useFocusTrap(dialogRef);
  return (
    <div className="fv-backdrop">
      <div
        ref={dialogRef}
        className="fv-dialog fv-dialog--age"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        aria-busy={busy}
        tabIndex={-1}
      >
        <h2 id={titleId} className="fv-dialog__title">
          {SUNSET_TEXT.title}
        </h2>
        <p id={textId} className="fv-dialog__text">
          {moved ?? SUNSET_TEXT.body}
        </p>
        {failure && (
          <p className="field__error" role="alert">
            {failure}
          </p>
        )}
        <div className="fv-actions fv-actions--stacked">
          {moved === null &&
            sites.map((site) => (
              <button
                key={site.channelId}
                type="button"
                className="fv-button fv-button--primary"
                disabled={busy}
                onClick={() => onMigrate(site.channelId)}
              >
                {site.label}
              </button>
            ))}
          {sites.length === 0 && moved === null && (
            <Link to="/login" className="fv-button fv-button--primary">
              {SUNSET_TEXT.guest}
            </Link>
          )}
          <Link to="/" className="fv-button fv-button--ghost">
            Go to the home page
          </Link>
        </div>
      </div>
    </div>
  );
}

/** The modal with its feature actor (`sunset`). */
export function SunsetContainer() {
  const account = useAccountFeature();
  const logic = useMemo(() => (account ? account.sunset(sunsetMachine) : null), [account]);
  if (logic === null) return null;
  return (
    <FeatureActor systemId={SUNSET_ID} logic={logic}>
      {(actor) => <SunsetBound actor={actor} />}
    </FeatureActor>
  );
}

function SunsetBound({ actor }: { readonly actor: ActorRefFrom<SunsetMachine> }) {
  const loggedIn = useSelector(useSessionRef(), selectIsLoggedIn);
  const select = useMemo(() => selectSunset(loggedIn), [loggedIn]);
  const view = useSelector(actor, select, sameSunset);
  const intents = useMemo(() => sunsetIntents(actor.send, loggedIn), [actor, loggedIn]);
  return <SunsetModal {...view} onMigrate={intents.migrate} />;
}
