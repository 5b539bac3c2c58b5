import { Link } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import type { VideoPort } from "../../../core/ports.ts";
import type { LiveTvSchedule } from "../../../core/schema/index.ts";
import "../../player/player.css";
import "../info/info.css";

/** The live channel (docs/decisions/0002): one HLS stream, a sliding window, never ending. */
export const LIVE_CHANNEL_URL = "/media/live/index.m3u8";

export interface LivePlayerProps {
  readonly createVideo: (container: HTMLElement) => Promise<VideoPort>;
  readonly schedule: LiveTvSchedule;
}

/** /watch/live-tv: the live channel in video.js (loaded with this page), what plays now and next. */
export function LivePlayer({ createVideo, schedule }: LivePlayerProps) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const element = container.current;
    if (element === null) return;
    let video: VideoPort | null = null;
    let stopped = false;
    createVideo(element).then(
      (created) => {
        if (stopped) return created.dispose();
        video = created;
        created.send({
          type: "load",
          sources: [{ src: LIVE_CHANNEL_URL, type: "application/x-mpegURL" }],
          subtitles: [],
          startTime: 0,
          muted: true,
          autoplay: true,
          volume: 1,
          playbackRate: 1,
        });
      },
      () => setFailed(true),
    );
    return () => {
      stopped = true;
      video?.dispose();
    };
  }, [createVideo]);
  const [now, next] = schedule.data;
  return (
    <div className="container">
      <h1 className="page-title">Live TV{now ? `: ${now.movie.title}` : ""}</h1>
      <div
        className="live-player"
        ref={container}
        style={{ aspectRatio: "16 / 9", background: "#000" }}
      />
      {failed && <p role="alert">The live channel could not start. Please reload the page.</p>}
      {next && <p className="info-card__meta">Next: {next.movie.title}</p>}
      <p>
        <Link to="/live-tv-preview">Schedule and channels</Link>
      </p>
    </div>
  );
}
