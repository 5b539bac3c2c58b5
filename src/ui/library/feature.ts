/** The effects of the library's feature actors, as the views need them (src/ui/features.ts). */
import type { CommentsMachine } from "../../machines/comments.machine.ts";
import type { DownloadMachine } from "../../machines/download.machine.ts";
import type { LibraryMachine } from "../../machines/library.machine.ts";
import type { RatingMachine } from "../../machines/rating.machine.ts";
import type { WatchAgainMachine } from "../../machines/watchAgain.machine.ts";

export interface LibraryFeature {
  readonly library: (machine: LibraryMachine) => LibraryMachine;
  readonly rating: (machine: RatingMachine) => RatingMachine;
  readonly comments: (machine: CommentsMachine) => CommentsMachine;
  readonly download: (machine: DownloadMachine) => DownloadMachine;
  /** My Space's watch-again list (`GET /me/seen`, `DELETE /me/seen`). */
  readonly watchAgain: (machine: WatchAgainMachine) => WatchAgainMachine;
}
