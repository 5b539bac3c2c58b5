/**
 * The sunset modal (spec 000 §2 "Modals"), shown instead of the sign-up when
 * `sunset-modal-enabled` is on: the site takes no new members; a member moves the account to
 * a sister site (`POST /me/migrate`), a guest is asked to log in first. Props only; the
 * container binds the `sunset` feature actor.
 */
import { Link } from "@tanstack/react-router";
import { useMemo } from "react";
import type { ActorRefFrom } from "xstate";
import { SUNSET_TEXT } from "../../core/sunset.ts";
import { SUNSET_ID, type SunsetMachine, sunsetMachine } from "../../machines/sunset.machine.ts";
import { FocusDialog } from "../FocusDialog.tsx";
import { selectIsLoggedIn } from "../session.view.ts";
import { type SunsetView, sameSunset, selectSunset, sunsetIntents } from "../sunset.view.ts";
import { FeatureActor, useSessionRef } from "../system.tsx";
import { useSelector } from "../useSelector.ts";
import { useAccountFeature } from "./feature.ts";

export interface SunsetModalProps extends SunsetView {
  readonly onMigrate: (channelId: number) => void;
}

export function SunsetModal({ sites, busy, moved, failure, onMigrate }: SunsetModalProps) {
  return (
    <FocusDialog
      role="dialog"
      busy={busy}
      title={SUNSET_TEXT.title}
      text={moved ?? SUNSET_TEXT.body}
      notice={
        failure && (
          <p className="field__error" role="alert">
            {failure}
          </p>
        )
      }
    >
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
    </FocusDialog>
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
