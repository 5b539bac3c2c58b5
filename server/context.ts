import type { Setting } from "../src/core/schema/settings.ts";
import type { PaymentProviderConfig, ServerMode } from "./config/mode.ts";
import type { Db } from "./db/connection.ts";
import { firstVisitRepository } from "./db/repositories/firstVisit.ts";
import { moviesRepository } from "./db/repositories/movies.ts";
import { newsletterRepository } from "./db/repositories/newsletter.ts";
import { peopleRepository } from "./db/repositories/people.ts";
import { seriesRepository } from "./db/repositories/series.ts";
import { siteRepository } from "./db/repositories/site.ts";
import { tagsRepository } from "./db/repositories/tags.ts";
import { type TokenOwner, tokensRepository } from "./db/repositories/tokens.ts";
import { usersRepository } from "./db/repositories/users.ts";

export interface ServerConfig {
  /** The public app-level client (spec: anonymous access with a client token). */
  readonly clientId: string;
  readonly clientSecret: string;
  readonly defaultCountry: string | null;
  readonly defaultUsState: string | null;
  /** The built client (index.html and /assets). */
  readonly clientDir: string;
  /** The committed sample media. */
  readonly mediaDir: string;
  /** Epoch ms; injectable so tests can move time (token expiry). */
  readonly now: () => number;
  /** The site's origin as visitors reach it: absolute URLs are built from it, never from Host. */
  readonly publicUrl: string;
  /** Origins allowed to call the API from another site (CORS); none by default. */
  readonly allowedOrigins: readonly string[];
  /** Read the visitor's address from X-Forwarded-For (only behind a trusted proxy). */
  readonly trustProxy: boolean;
  /** `production`: no demo helper is mounted (server/config/mode.ts). */
  readonly mode: ServerMode;
  /**
   * Where the page server's session endpoints reach the API (`CINEMA_API_URL`, its base with
   * `/api`); unset: this server's own API, called in-process (docs/decisions/0035).
   */
  readonly apiUrl?: string | null;
  /** The real payment provider (production); null: the test provider page of the demo. */
  readonly paymentProvider: PaymentProviderConfig | null;
}

/** The repositories; `settingOverrides` replace stored settings as read (demo only: app.ts). */
export const makeRepositories = (db: Db, settingOverrides: readonly Setting[] = []) => ({
  movies: moviesRepository(db),
  series: seriesRepository(db),
  people: peopleRepository(db),
  tags: tagsRepository(db),
  site: siteRepository(db, settingOverrides),
  users: usersRepository(db),
  tokens: tokensRepository(db),
  firstVisit: firstVisitRepository(db),
  newsletter: newsletterRepository(db),
});

export interface Deps {
  readonly db: Db;
  readonly config: ServerConfig;
  readonly repos: ReturnType<typeof makeRepositories>;
}

/** Hono environment: what middlewares put on the context. */
export interface AppEnv {
  Variables: { owner: TokenOwner };
}
