import { Link } from "@tanstack/react-router";
import type { ReactNode, RefObject } from "react";
import type { LiveTvSchedule } from "../../../core/schema/index.ts";
import type { LiveChannelView } from "../../liveChannel.view.ts";
import "video.js/dist/video-js.css";
import "../../player/player.css";
import { Button } from "../../Button.tsx";

export interface LivePlayerProps {
  readonly schedule: LiveTvSchedule;
  /** Where video.js mounts the live channel. */
  readonly videoRef: RefObject<HTMLDivElement | null>;
  /** What the channel shows besides the video (its failure), when it runs. */
  readonly status: ReactNode;
  /** The channels to choose from and what comes up. */
  readonly guide?: ReactNode;
}

/** /watch/live-tv: the live channel in video.js (loaded with this page), what plays now and next. */
export function LivePlayer({ schedule, videoRef, status, guide }: LivePlayerProps) {
  const [now, next] = schedule.data;
  return (
    <div className="container">
      <h1 className="page-title">Live TV{now ? `: ${now.movie.title}` : ""}</h1>
      <div
        className="live-player"
        ref={videoRef}
        style={{ aspectRatio: "16 / 9", background: "#000" }}
      />
      {status}
      {next && <p className="info-card__meta">Next: {next.movie.title}</p>}
      {guide}
      <p>
        <Link to="/live-tv-preview">Schedule and channels</Link>
      </p>
    </div>
  );
}

export interface LiveChannelStatusProps {
  readonly view: LiveChannelView;
  readonly onRetry: () => void;
}

/** The live channel's failure, with 'Try again'; nothing while it loads or plays. */
export function LiveChannelStatus({ view, onRetry }: LiveChannelStatusProps) {
  if (view !== "failed") return null;
  return (
    <p role="alert">
      The live channel could not start.{" "}
      <Button theme="primary" onClick={onRetry}>
        Try again
      </Button>
    </p>
  );
}
