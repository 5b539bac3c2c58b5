/**
 * The download button and the download-movie modal (spec 000 §2 "Modals", 001 §6): members
 * only; trial members are told why they cannot download.
 */

import { useId, useMemo, useRef } from "react";
import type { ActorRefFrom } from "xstate";
import { download } from "../../core/downloadMessages.ts";
import {
  DOWNLOAD_ID,
  type DownloadMachine,
  downloadMachine,
} from "../../machines/download.machine.ts";
import { Button } from "../Button.tsx";
import { useFocusTrap } from "../firstVisit/useFocusTrap.ts";
import { type DownloadModalState, downloadIntents, selectDownloadModal } from "../library.view.ts";
import { OptionalPart } from "../OptionalPart.tsx";
import { selectIsLoggedIn, selectUserType } from "../session.view.ts";
import { FeatureActor, useFeatureEffects, useSessionRef } from "../system.tsx";
import { useSelector } from "../useSelector.ts";

export interface DownloadModalProps {
  readonly title: string;
  readonly state: Exclude<DownloadModalState, "closed">;
  readonly onConfirm: () => void;
  readonly onClose: () => void;
}

export function DownloadModal({ title, state, onConfirm, onClose }: DownloadModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(dialogRef, onClose);
  return (
    <div className="lib-backdrop">
      <div
        ref={dialogRef}
        className="lib-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <h2 id={titleId}>Download {title}</h2>
        {state === "limit" ? (
          <p role="alert" className="lib-dialog__alert">
            {download.monthlyLimit}
          </p>
        ) : (
          <p>
            The film is saved to your device to watch offline. Members can download up to 10 films a
            month.
          </p>
        )}
        <div className="lib-dialog__actions">
          <Button theme="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button theme="primary" onClick={onConfirm} disabled={state !== "open"}>
            {state === "busy" ? "Preparing..." : "Download"}
          </Button>
        </div>
      </div>
    </div>
  );
}

function Bound({
  actor,
  title,
}: {
  readonly actor: ActorRefFrom<DownloadMachine>;
  readonly title: string;
}) {
  const state = useSelector(actor, selectDownloadModal);
  const intents = useMemo(() => downloadIntents(actor.send), [actor]);
  return (
    <>
      <Button theme="outline" size="lg" onClick={intents.open}>
        <span aria-hidden="true">⤓</span> Download
      </Button>
      {state !== "closed" && (
        <DownloadModal
          title={title}
          state={state}
          onConfirm={intents.confirm}
          onClose={intents.close}
        />
      )}
    </>
  );
}

interface DownloadTarget {
  readonly movieId: number;
  readonly title: string;
}

/**
 * The download button of a film (or of a series' episode), for members: a guest's page
 * neither draws it nor waits for the features' code to learn that. A member's waits for it
 * in its own place, the page around it staying on screen.
 */
export function DownloadContainer(target: DownloadTarget) {
  const loggedIn = useSelector(useSessionRef(), selectIsLoggedIn);
  return loggedIn ? (
    <OptionalPart>
      <MemberDownload {...target} />
    </OptionalPart>
  ) : null;
}

function MemberDownload({ movieId, title }: DownloadTarget) {
  const feature = useFeatureEffects().library;
  const userType = useSelector(useSessionRef(), selectUserType);
  const logic = useMemo(() => feature?.download(downloadMachine), [feature]);
  if (!logic) return null;
  return (
    <FeatureActor
      key={`${movieId}:${userType}`}
      systemId={DOWNLOAD_ID}
      logic={logic}
      input={{ movieId, title, userType }}
    >
      {(actor) => <Bound actor={actor} title={title} />}
    </FeatureActor>
  );
}
