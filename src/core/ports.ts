/**
 * The outside world as the machines see it. Machines declare actors and actions by these
 * names; the composition root (src/app) provides real adapters, tests provide fakes.
 * Every promise here rejects only with an `ApiError` (see apiError.ts).
 */

import type { CommentTarget } from "./comments.ts";
import type { ComplaintMessage } from "./complaintForm.ts";
import type { CookieSpec } from "./cookies.ts";
import type { NewsletterSubscription } from "./leadForm.ts";
import type { PaymentUrlRequest, PlansRequest } from "./paymentQueries.ts";
import type { RatingCall } from "./rating.ts";
import type { UserVerifyResponse } from "./schema/account.ts";
import type { DeviceSession } from "./schema/deviceSessions.ts";
import type {
  AgeVerificationSession,
  Banner,
  BannerType,
  BtsFilm,
  ContactSubject,
  CountdownPromo,
  CtaBanner,
  HeldToken,
  HelpAnswer,
  HelpIndex,
  Landing,
  LiveTvCategory,
  LiveTvPlayData,
  LiveTvSchedule,
  Logo,
  Movie,
  MovieSummary,
  PageMeta,
  Person,
  PersonDetail,
  PersonInfo,
  PersonType,
  Product,
  PromoBar,
  RelatedContent,
  RelatedOwnerType,
  SceneMarker,
  Series,
  SeriesSummary,
  Setting,
  SmallBanner,
  Tag,
  TagDetail,
  TokenResponse,
  UpcomingProduct,
  User,
} from "./schema/index.ts";
import type {
  Comment,
  DownloadLink,
  ProductType,
  RatedItem,
  RatedModel,
  WatchAgainItem,
  WishItem,
} from "./schema/library.ts";
import type { NewsletterSubscriberResponse } from "./schema/newsletter.ts";
import type { PaymentUrlResponse, PlanGroupOffer, TransactionStatus } from "./schema/payment.ts";
import type {
  ContinueWatchingItem,
  HistoryItem,
  PlayData,
  ViewStats,
  ViewStatsReceipt,
} from "./schema/playback.ts";
import type { SearchLabel, SearchResult } from "./schema/search.ts";
import type { SeduceBoostDetail, SeduceBoostItem } from "./schema/seduceBoost.ts";
import type { Handover, PresenceMember, TakeoverClaim } from "./streamTakeover.ts";
import type { VideoCommand, VideoEvent } from "./video.ts";

export interface Credentials {
  readonly username: string;
  readonly password: string;
}

export interface SignUpInput {
  readonly email: string;
  readonly password: string;
  /** The plan group the sign-up page shows (core `signUpGroupIdOf`), sent as `subscription_group_id`. */
  readonly subscriptionGroupId?: number | null;
}

export interface Page<T> {
  readonly data: readonly T[];
  readonly meta: PageMeta;
}

export interface MovieListQuery {
  readonly page?: number;
  readonly perPage?: number;
  readonly sortBy?: string;
  readonly direction?: "asc" | "desc";
  readonly filters?: Readonly<Record<string, readonly string[]>>;
}

/** Calls that need no user: the app-level client token and the catalogue. */
/**
 * Login, renewal and logout go through the page server's session endpoints (`/session/*`,
 * docs/decisions/0035): it keeps the refresh token in an HttpOnly cookie and answers the
 * access token only.
 */
export interface AuthApi {
  clientToken(): Promise<TokenResponse>;
  login(credentials: Credentials): Promise<TokenResponse>;
  /** New tokens for the refresh token the page server holds (its cookie travels, not a value). */
  renew(): Promise<TokenResponse>;
  /** Ends the session on the API and has the page server forget its refresh token. */
  logout(token: string | null): Promise<void>;
  signUp(input: SignUpInput): Promise<void>;
  me(token: string): Promise<User>;
}

export interface CatalogueApi {
  settings(): Promise<readonly Setting[]>;
  movies(query: MovieListQuery): Promise<Page<MovieSummary>>;
  movie(id: number): Promise<Movie>;
  movieBySlug(slug: string): Promise<Movie>;
  featuredMovies(count: number): Promise<readonly MovieSummary[]>;
  /** GET /series: sorted like films (`sortBy`, `direction`), `filters.tags` as `tags[]`. */
  series(query: MovieListQuery): Promise<Page<SeriesSummary>>;
  seriesById(id: number): Promise<Series>;
  seriesBySlug(slug: string): Promise<Series>;
  persons(type: PersonType, query: { page?: number; perPage?: number }): Promise<Page<Person>>;
  /** The person with the films they directed and performed in. */
  personPage(type: PersonType, slug: string): Promise<PersonDetail>;
  /** GET /persons/{id}: the person alone, by number (its `type` says which pages show it). */
  personById(id: number): Promise<Person>;
  /** GET /persons/{slug}/people-info. */
  personInfo(slug: string): Promise<PersonInfo>;
  tags(flags?: TagFlags): Promise<readonly Tag[]>;
  /** GET /tags/list/{categories|collections}. */
  tagList(list: "categories" | "collections", flags?: TagFlags): Promise<readonly Tag[]>;
  /** The tag alone (`load_products=0`). */
  tagBySlug(slug: string): Promise<Tag>;
  /** GET /smart/search-labels: searches to try, each a title and the term it searches. */
  searchLabels(): Promise<readonly SearchLabel[]>;
  /** GET /tags/{id} (client `getTagById`): the tag alone, by number. */
  tagById(id: number): Promise<Tag>;
  /** The tag with its most seen films (`products`). */
  tagPage(slug: string): Promise<TagDetail>;
  /** GET /movies/most-seen (10 per page by default). */
  mostSeenMovies(query: { page?: number; perPage?: number }): Promise<Page<MovieSummary>>;
  /** GET /movies/most-sold (page, perPage). */
  mostSoldMovies(query: { page?: number; perPage?: number }): Promise<Page<MovieSummary>>;
  /** GET /movies/{id}/similar?optimized=1. */
  similarMovies(id: number): Promise<readonly MovieSummary[]>;
  /** GET /movies/bts (no query): the films with a behind-the-scenes video. */
  btsMovies(): Promise<readonly BtsFilm[]>;
  /** GET /scene-markers/slug/{slug}: the scene markers of the film with that slug. */
  sceneMarkersBySlug(slug: string): Promise<readonly SceneMarker[]>;
  /** GET /originals: original films and series (`exclude` one kind). */
  originals(query: {
    page?: number;
    perPage?: number;
    exclude?: "movies" | "series";
  }): Promise<Page<Product>>;
  /** GET /{movies|series}/{id}/related-content. */
  relatedContent(owner: RelatedOwnerType, id: number): Promise<readonly RelatedContent[]>;
  relatedContentItem(id: number): Promise<RelatedContent>;
  /** GET /products/in-production or /products/soon. */
  upcoming(stage: UpcomingProduct["stage"]): Promise<readonly UpcomingProduct[]>;
}

/** Flags of GET /tags and /tags/list: only featured (or not), only hidden (or not). */
export interface TagFlags {
  readonly featured?: boolean;
  readonly hidden?: boolean;
}

export type { ComplaintMessage };

/** A message of the contact page (`POST /contact-messages`). */
export interface ContactMessage {
  readonly name: string;
  readonly email: string;
  readonly subject: ContactSubject;
  readonly message: string;
}

/**
 * The site's layout and editorial calls (spec 001 §7 and docs/decisions/0002): promo bars,
 * countdowns, banners, logos, landings, the help centre, the contact form, live TV.
 */
export interface SiteApi {
  promoBars(): Promise<readonly PromoBar[]>;
  /** Those the viewer (by the bearer) may see, running now: fetch again at login and logout. */
  countdowns(): Promise<readonly CountdownPromo[]>;
  /** GET /banners?type=: the banner of that type, or null. */
  banner(type: BannerType): Promise<Banner | null>;
  ctaBanner(): Promise<CtaBanner | null>;
  smallBanners(): Promise<readonly SmallBanner[]>;
  logos(): Promise<readonly Logo[]>;
  landing(slug: string): Promise<Landing>;
  /** GET /help, searched by `query` (2 characters at least) when given. */
  help(query?: string): Promise<HelpIndex["data"]>;
  helpAnswer(slug: string): Promise<HelpAnswer>;
  /** POST /contact-messages: the stored message's id; 422 with field errors, 429 when flooded. */
  sendContactMessage(message: ContactMessage): Promise<number>;
  /** POST /complaints: into the support outbox; 422 with field errors, 429 when flooded. */
  sendComplaint(message: ComplaintMessage): Promise<void>;
  liveTvCategories(): Promise<readonly LiveTvCategory[]>;
  /** GET /live-tv/next-movies: the schedule from the slot running now (`tagId`: a category's). */
  liveTvNextMovies(tagId?: number): Promise<LiveTvSchedule>;
  /** GET /live-tv/play: the channel's signed, short-lived playlist (401 guest, 403 below the setting). */
  liveTvPlay(): Promise<LiveTvPlayData>;
  /** GET /seduce-boost: the items appended to Explore in the bottom bar (the server's call). */
  seduceBoostItems(): Promise<readonly SeduceBoostItem[]>;
  /** GET /seduce-boost/{slug}: one item with its films; 404 for a slug of no item. */
  seduceBoost(slug: string): Promise<SeduceBoostDetail>;
}

export interface ConsentPayload {
  readonly visitor_id: string;
  readonly country_code: string;
  readonly cookie_type: {
    readonly marketing: boolean;
    readonly statistics: boolean;
    readonly preferences: boolean;
    readonly strictly_necessary: true;
  };
}

export interface FirstVisitApi {
  postConsent(payload: ConsentPayload): Promise<void>;
  createAgeVerificationSession(countryCode: string | null): Promise<AgeVerificationSession>;
  ageVerificationStatus(sessionId: string): Promise<boolean>;
  /** The provider's URL; it sends the visitor back to `returnPath` (a path of this site). */
  verificationUrl(sessionId: string, returnPath: string | null): Promise<string>;
}

/** The header search (spec 001 §7): `POST /search`. */
export interface SearchApi {
  /** Results for the viewer's text, best first; aborting the signal cancels the call. */
  search(query: string, signal?: AbortSignal): Promise<readonly SearchResult[]>;
}

/** The newsletter calls (spec 001 §7). */
export interface NewsletterApi {
  /** POST /newsletter_subscriber; null when the call answers nothing. */
  subscribe(payload: NewsletterSubscription): Promise<NewsletterSubscriberResponse | null>;
}

/** My Account, passwords, verification and cancellation (spec 001 §7 "Auth and account"). */
export interface AccountApi {
  /** POST /me/update with the non-blank fields only: the updated user. */
  updateProfile(changes: Readonly<Record<string, string>>): Promise<User>;
  /** POST /me/password. */
  changePassword(form: PasswordChange): Promise<void>;
  /** POST /password/reset/create { email }: 404 when no user has it. */
  requestPasswordReset(email: string): Promise<void>;
  /** GET /password/reset/find/{token}: the address of a live token (3 retries). */
  findPasswordReset(token: string): Promise<string>;
  /** POST /password/reset (3 retries). */
  resetPassword(payload: PasswordResetPayload): Promise<void>;
  /** POST /user_verify { token }: status and token_data. */
  verifyAccount(token: string): Promise<UserVerifyResponse>;
  /** POST /user_verification_email. */
  sendVerificationEmail(): Promise<void>;
  /** POST /email-change/undo { token } (ours, issue 23): the old address back. */
  undoEmailChange(token: string): Promise<void>;
  /** DELETE /me/gdpr with the current password in the body: resolves on 200 or 204. */
  deleteAccount(currentPassword: string): Promise<void>;
  /** GET /me/sessions: the account's signed-in sessions (issue 26). */
  sessions(): Promise<readonly DeviceSession[]>;
  /** POST /me/sessions/{id}/end: that session's tokens end. */
  endSession(id: number): Promise<void>;
  /** POST /me/sessions/end-others: every session but this one ends; how many did. */
  endOtherSessions(): Promise<number>;
  /** POST /me/migrate { channel_id }. */
  migrate(channelId: number): Promise<void>;
  /** POST /cross_selling/check_user_status { subscription_id }. */
  crossSellingPossible(subscriptionId: number): Promise<boolean>;
  /** POST /cancel_subscription { subscription_data_id, cancel_reason }. */
  cancelSubscription(subscriptionDataId: number, reasons: readonly string[]): Promise<void>;
  /** POST /cancel_subscription/create: 422 for a bundle subscriber. */
  requestCancellationEmail(): Promise<void>;
  /** GET /cancel_subscription/find-and-cancel/{token}: 404 used or expired. */
  cancelByToken(token: string): Promise<void>;
}

export interface PasswordChange {
  readonly current_password: string;
  readonly password: string;
  readonly password_confirmation: string;
}

export interface PasswordResetPayload {
  readonly email: string;
  readonly token: string;
  readonly password: string;
  readonly password_confirmation: string;
}

/** Plans and payment (spec 001 §7 "Subscription and payment"). */
export interface PaymentApi {
  /** GET /plans; a failure carries the server's first message. */
  plans(query: PlansRequest): Promise<readonly PlanGroupOffer[]>;
  /** GET /payment/provider. */
  paymentProvider(query: {
    readonly userId: number;
    readonly subscriptionGroupId: number;
  }): Promise<string>;
  /** GET /payment_url: where to pay and the order to look up on return. */
  paymentUrl(query: PaymentUrlRequest): Promise<PaymentUrlResponse>;
  /** POST epoch_transaction_status { order_id }. */
  transactionStatus(orderId: string): Promise<TransactionStatus>;
}

export interface CookiePort {
  get(name: string): string | undefined;
  /** Writes a cookie with the lifetime, path and flags of its spec. */
  set(spec: CookieSpec, value: string, tokenMaxAgeS?: number): void;
  remove(spec: CookieSpec): void;
}

/**
 * The session's access tokens, kept outside machine context (no secret in a machine); the
 * user's is also written to the Authorization cookie. The refresh token is never here: the
 * page server keeps it in an HttpOnly cookie (docs/decisions/0035). The composition root's is
 * adapters/tokenVault.ts.
 */
export interface TokenVault {
  /** The bearer of catalogue calls: the user token, else the client token. */
  bearer(): string | null;
  clientBearer(): string | null;
  userBearer(): string | null;
  keepClient(response: TokenResponse): void;
  /** Keeps the user's access token (never a refresh token) and writes the Authorization cookie. */
  keepUser(response: TokenResponse): void;
  forgetUser(): void;
}

/** A video element under the player (adapters/video): commands in, events out. */
export interface VideoPort {
  send(command: VideoCommand): void;
  /** The video's events, until the returned function is called. */
  subscribe(listener: (event: VideoEvent) => void): () => void;
  /** Stops the video and frees it; safe to call twice. */
  dispose(): void;
}

/** Playback calls (spec 001 §7): the play grant, view stats, continue-watching, history. */
export interface PlaybackApi {
  /** GET /movies/{id}/play: 401 guest on a registered film, 402 not premium, 403 unpublished. */
  play(movieId: number): Promise<PlayData>;
  /** GET /related-content/{id}/play (ours): an interview's, chapter's or extra's play data. */
  playRelated(relatedId: number): Promise<PlayData>;
  /** POST /stats: the server's receipt, or null when it keeps nothing (guests, trailers). */
  postStats(payload: ViewStats): Promise<ViewStatsReceipt["data"] | null>;
  /** navigator.sendBeacon of POST /stats with the play's stats ticket; whether it was queued. */
  beaconStats(payload: ViewStats, ticket: string): boolean;
  /** GET /me/continue-watching (24 per page by default). */
  continueWatching(page: number, perPage?: number): Promise<Page<ContinueWatchingItem>>;
  /** GET /me/history-movies, optionally of one series. */
  history(page: number, seriesId?: number | null): Promise<Page<HistoryItem>>;
  /** DELETE /me/visualization: a film out of continue-watching. */
  deleteVisualization(
    key: { readonly movieId: number } | { readonly visualizationId: number },
  ): Promise<void>;
}

/**
 * The member's library and the social calls (spec 001 §7): the wishlist, rated items, `/rate`,
 * comments and downloads. Continue-watching and history are in `PlaybackApi`.
 */
export interface LibraryApi {
  /** GET /me/wish-product: a page, newest first (one past the last answers the last). */
  wishlist(page: number): Promise<Page<WishItem>>;
  /** POST /me/wish-product: the entry (the existing one when already listed). */
  addToWishlist(product: WishProduct): Promise<WishItem>;
  /** DELETE /me/wish-product { id, page }: the page of the list after the removal. */
  removeFromWishlist(wishProductId: number, page: number): Promise<Page<WishItem>>;
  /** GET /me/seen (page, perPage): the watch-again list, the films watched to the end. */
  watchAgain(page: number, perPage: number): Promise<Page<WatchAgainItem>>;
  /** DELETE /me/seen { movie_id }: a film off the watch-again list (decision 0063). */
  removeWatchAgain(movieId: number): Promise<void>;
  /** GET /me/rated. */
  rated(): Promise<readonly RatedItem[]>;
  /** POST /rate (create) or PUT /rate (update). */
  rate(call: RatingCall, item: RatedItem): Promise<RatedItem>;
  /** DELETE /rate { model, model_id }: the viewer takes back their rating. */
  unrate(model: RatedModel, modelId: number): Promise<void>;
  /** GET /{type}/{id}/comments: approved comments, newest first. */
  comments(target: CommentTarget, id: number, page: number): Promise<Page<Comment>>;
  /** POST /{type}/{id}/comments: stored pending approval. */
  postComment(target: CommentTarget, id: number, comment: string): Promise<void>;
  /** POST /movies/{id}/download: 201 with the download's id; 403 trial, 429 monthly limit. */
  startDownload(movieId: number): Promise<string>;
  /** GET /download_link/{id}: the file's short-lived URL; 410 expired or too many attempts. */
  downloadLink(downloadId: string): Promise<DownloadLink["data"]>;
}

/** A film or series to put on the wishlist. */
export interface WishProduct {
  readonly product_type: ProductType;
  readonly product_id: number;
}

export interface ClockPort {
  /** Epoch milliseconds. */
  now(): number;
}

/** Where the visitor is, from the request headers named in the spec. */
export interface VisitorLocation {
  readonly country: string | null;
  readonly usState: string | null;
}

/** What the presence channel of a playback reports (adapters/presence.ts). */
export type PresenceSignal =
  /** The whole member list: on subscription and after every join or leave. */
  | {
      readonly type: "presence.members";
      readonly me: string;
      readonly members: readonly PresenceMember[];
    }
  /** Another member chose 'WATCH ON THIS DEVICE'. */
  | { readonly type: "presence.takeover"; readonly claim: TakeoverClaim }
  /** The screen sent home says where it stopped (issue 25). */
  | { readonly type: "presence.handover"; readonly handover: Handover }
  /** Our own takeover claim went out. */
  | { readonly type: "presence.takeoverSent" }
  /** The presence service cannot be reached, or refused the subscription. */
  | { readonly type: "presence.failed"; readonly reason: string };

/** One playback's membership of its account's presence channel. */
export interface PresenceSession {
  /** Broadcasts a takeover claim stamped `at` (server clock estimate, epoch ms). */
  sendTakeover(at: number): void;
  /** Broadcasts where this playback stopped, for the member that took over. */
  sendHandover(handover: Omit<Handover, "from">): void;
  /** Leaves the channel and closes the connection; safe to call twice. */
  leave(): void;
}

/** The realtime presence service (spec 001 §1, §4): pusher-js against Pusher or soketi. */
export interface PresencePort {
  join(
    target: { readonly accountId: number; readonly deviceId: string },
    onSignal: (signal: PresenceSignal) => void,
  ): PresenceSession;
}

export type { HeldToken };
