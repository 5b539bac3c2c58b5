import type Database from "better-sqlite3";
import { SEARCH_DOCS_FILL_SQL, SEARCH_INDEXES_REBUILD_SQL } from "./searchIndex.ts";

interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

/** The seeded seduce-boost items, from the seeded tags (idempotent; nothing without tags). */
export const SEDUCE_BOOST_ITEMS_SQL = `
  INSERT OR IGNORE INTO seduce_boost_items (slug, title, tag_id, sort_order)
  SELECT item.slug, item.title, tags.id, item.sort_order
  FROM (
    SELECT 'slow-burn' AS slug, 'Slow Burn' AS title, 'romance' AS tag, 1 AS sort_order
    UNION ALL SELECT 'after-midnight', 'After Midnight', 'thriller', 2
    UNION ALL SELECT 'heart-to-heart', 'Heart to Heart', 'drama', 3
  ) AS item
  JOIN tags ON tags.slug = item.tag;
`;

/** Numbered, append-only. Never edit a shipped migration: add the next one. */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: "catalogue",
    sql: `
      CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

      CREATE TABLE tags (
        id INTEGER PRIMARY KEY,
        slug TEXT NOT NULL UNIQUE,
        title TEXT NOT NULL,
        sort_order INTEGER NOT NULL,
        featured INTEGER NOT NULL,
        hidden INTEGER NOT NULL,
        banner_image TEXT, banner_image_mobile TEXT, tag_icon TEXT,
        outstanding_text TEXT, description TEXT, category_type TEXT
      );

      CREATE TABLE persons (
        id INTEGER PRIMARY KEY,
        slug TEXT NOT NULL UNIQUE,
        type TEXT NOT NULL,
        name TEXT NOT NULL,
        last_name TEXT,
        gender TEXT,
        poster_image TEXT, cover_photo TEXT, cover_photo_mobile TEXT,
        banner_image TEXT, banner_image_mobile TEXT,
        vip_person INTEGER NOT NULL,
        links_json TEXT NOT NULL,
        bio TEXT, interview TEXT, photographer TEXT
      );
      CREATE INDEX persons_type ON persons (type, id);

      CREATE TABLE series (
        id INTEGER PRIMARY KEY,
        slug TEXT NOT NULL UNIQUE,
        title TEXT NOT NULL,
        outstanding_text TEXT,
        release_date TEXT,
        is_original INTEGER NOT NULL,
        synopsis TEXT, short_synopsis TEXT,
        pic_cover TEXT, pic_poster TEXT, pic_cover_title TEXT, pic_info_title TEXT,
        pic_banner TEXT, pic_banner_mobile TEXT, pic_series_detail TEXT, pic_mobile_detail TEXT,
        trailer_path TEXT, behind_scenes_path TEXT
      );

      CREATE TABLE movies (
        id INTEGER PRIMARY KEY,
        slug TEXT NOT NULL UNIQUE,
        title TEXT NOT NULL,
        status TEXT,
        user_level INTEGER NOT NULL CHECK (user_level IN (0, 1, 2)),
        is_free INTEGER NOT NULL,
        series_id INTEGER REFERENCES series (id),
        episode_id INTEGER,
        movie_id INTEGER,
        release_date TEXT, production_date TEXT,
        director_id INTEGER REFERENCES persons (id),
        photographer_id INTEGER REFERENCES persons (id),
        producer_id INTEGER REFERENCES persons (id),
        length INTEGER,
        featured INTEGER NOT NULL,
        is_compilation INTEGER NOT NULL,
        synopsis TEXT, short_synopsis TEXT,
        cover_picture TEXT, poster_picture TEXT, cover_title_picture TEXT,
        info_title_picture TEXT, mobile_detail_picture TEXT, bts_poster_picture TEXT,
        trailer_path TEXT, behind_scenes_path TEXT, video_header TEXT,
        album TEXT, confession TEXT,
        labels_json TEXT NOT NULL,
        stream_rtmp TEXT, stream_ahls TEXT, stream_dash TEXT,
        subtitles_json TEXT NOT NULL,
        thumbnails_url TEXT,
        scene_markers_json TEXT NOT NULL,
        price_cents INTEGER NOT NULL,
        rating REAL NOT NULL,
        sold INTEGER NOT NULL,
        views_recent INTEGER NOT NULL,
        views_ever INTEGER NOT NULL,
        recommended INTEGER NOT NULL,
        featured_order INTEGER NOT NULL,
        sort_default INTEGER NOT NULL
      );
      CREATE INDEX movies_series ON movies (series_id);

      CREATE TABLE movie_performers (
        movie_id INTEGER NOT NULL REFERENCES movies (id) ON DELETE CASCADE,
        person_id INTEGER NOT NULL REFERENCES persons (id),
        position INTEGER NOT NULL,
        PRIMARY KEY (movie_id, person_id)
      );
      CREATE INDEX movie_performers_person ON movie_performers (person_id);
      CREATE TABLE movie_tags (
        movie_id INTEGER NOT NULL REFERENCES movies (id) ON DELETE CASCADE,
        tag_id INTEGER NOT NULL REFERENCES tags (id),
        PRIMARY KEY (movie_id, tag_id)
      );
      CREATE INDEX movie_tags_tag ON movie_tags (tag_id);
      CREATE TABLE movie_similar (
        movie_id INTEGER NOT NULL REFERENCES movies (id) ON DELETE CASCADE,
        similar_id INTEGER NOT NULL REFERENCES movies (id),
        position INTEGER NOT NULL,
        PRIMARY KEY (movie_id, similar_id)
      );

      CREATE TABLE series_tags (
        series_id INTEGER NOT NULL REFERENCES series (id) ON DELETE CASCADE,
        tag_id INTEGER NOT NULL REFERENCES tags (id),
        PRIMARY KEY (series_id, tag_id)
      );
      CREATE TABLE series_performers (
        series_id INTEGER NOT NULL REFERENCES series (id) ON DELETE CASCADE,
        person_id INTEGER NOT NULL REFERENCES persons (id),
        position INTEGER NOT NULL,
        PRIMARY KEY (series_id, person_id)
      );
      CREATE TABLE episodes (
        series_id INTEGER NOT NULL REFERENCES series (id) ON DELETE CASCADE,
        season INTEGER NOT NULL,
        episode INTEGER NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('Published', 'Upcoming Release')),
        movie_id INTEGER NOT NULL UNIQUE REFERENCES movies (id),
        PRIMARY KEY (series_id, season, episode)
      );

      CREATE TABLE settings (key TEXT PRIMARY KEY, value_json TEXT NOT NULL);

      CREATE TABLE plan_groups (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        channel_id INTEGER NOT NULL,
        layout TEXT, layout_desktop TEXT, sub_layout TEXT, sub_layout_desktop TEXT,
        banner_image TEXT, banner_image_mobile TEXT,
        promo_url TEXT, promo_logo_url TEXT, promo_logo_mobile_url TEXT,
        is_default INTEGER NOT NULL,
        show_pricing INTEGER NOT NULL
      );
      CREATE TABLE plans (
        subscription_id INTEGER PRIMARY KEY,
        plan_group_id INTEGER NOT NULL REFERENCES plan_groups (id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        currency TEXT NOT NULL CHECK (currency IN ('GBP', 'USD', 'EUR')),
        final_price_cents INTEGER NOT NULL,
        amount_cents INTEGER NOT NULL,
        discount_percentage REAL NOT NULL,
        alternative_plan INTEGER,
        banner_image TEXT, banner_image_mobile TEXT,
        position INTEGER NOT NULL
      );
    `,
  },
  {
    version: 2,
    name: "accounts",
    sql: `
      CREATE TABLE users (
        id INTEGER PRIMARY KEY,
        email TEXT NOT NULL UNIQUE COLLATE NOCASE,
        password_hash TEXT NOT NULL,
        password_salt TEXT NOT NULL,
        username TEXT, name TEXT, last_name TEXT, role TEXT, picture TEXT, status TEXT,
        birth_date_day INTEGER, birth_date_month INTEGER, birth_date_year INTEGER,
        address TEXT, zip_code TEXT, city TEXT,
        locale TEXT NOT NULL,
        is_email_verified INTEGER NOT NULL,
        is_verification_email_sent INTEGER NOT NULL,
        is_cross_selling_unified_account INTEGER NOT NULL,
        is_legacy_user INTEGER NOT NULL,
        accepted_mailing INTEGER NOT NULL,
        is_trialing_free INTEGER NOT NULL,
        is_subscribed INTEGER NOT NULL,
        cont_watching_counter INTEGER NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE TABLE sign_up_details (
        user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        subscription_group_id INTEGER REFERENCES plan_groups (id),
        marketing_form_key TEXT, user_source TEXT,
        send_verification_email INTEGER NOT NULL,
        utm_json TEXT NOT NULL,
        affiliate_asset_id TEXT, affiliate_source_id TEXT
      );
      CREATE TABLE subscriptions (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        status TEXT NOT NULL,
        plan_name TEXT NOT NULL,
        plan_type TEXT NOT NULL CHECK (plan_type IN ('one_time', 'recurring', 'no_card_trial')),
        is_manica INTEGER NOT NULL,
        started_at TEXT, ends_at TEXT
      );
      CREATE INDEX subscriptions_user ON subscriptions (user_id);
      CREATE TABLE transactions (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        amount_in_cents INTEGER NOT NULL,
        currency TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX transactions_user ON transactions (user_id);
      CREATE TABLE access_tokens (
        token_hash TEXT PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN ('client', 'user')),
        user_id INTEGER REFERENCES users (id) ON DELETE CASCADE,
        refresh_hash TEXT,
        expires_at INTEGER NOT NULL,
        revoked_at INTEGER,
        created_at INTEGER NOT NULL
      );
    `,
  },
  {
    version: 3,
    name: "first visit",
    sql: `
      CREATE TABLE cookie_consents (
        id INTEGER PRIMARY KEY,
        visitor_id TEXT NOT NULL,
        country_code TEXT,
        marketing INTEGER NOT NULL,
        statistics INTEGER NOT NULL,
        preferences INTEGER NOT NULL,
        strictly_necessary INTEGER NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE TABLE age_verification_sessions (
        id TEXT PRIMARY KEY,
        country_code TEXT,
        verified_at TEXT,
        created_at TEXT NOT NULL
      );
    `,
  },
  {
    version: 4,
    name: "refresh tokens",
    sql: `
      ALTER TABLE access_tokens ADD COLUMN refresh_expires_at INTEGER;
      ALTER TABLE access_tokens ADD COLUMN refresh_used_at INTEGER;
      ALTER TABLE access_tokens ADD COLUMN family TEXT;
      UPDATE access_tokens SET family = token_hash,
        refresh_expires_at = CASE WHEN refresh_hash IS NULL THEN NULL
          ELSE created_at + 2592000000 END;
      CREATE UNIQUE INDEX access_tokens_refresh ON access_tokens (refresh_hash);
      CREATE INDEX access_tokens_family ON access_tokens (family);
      CREATE INDEX age_verification_sessions_created ON age_verification_sessions (created_at);
    `,
  },
  {
    version: 5,
    name: "playback",
    sql: `
      CREATE TABLE visualizations (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        movie_id INTEGER NOT NULL REFERENCES movies (id) ON DELETE CASCADE,
        visualized_time REAL NOT NULL,
        current_position REAL NOT NULL,
        movie_duration REAL NOT NULL,
        started_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE INDEX visualizations_user_movie ON visualizations (user_id, movie_id, updated_at);
      CREATE TABLE continue_watching (
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        movie_id INTEGER NOT NULL REFERENCES movies (id) ON DELETE CASCADE,
        visualization_id INTEGER NOT NULL REFERENCES visualizations (id) ON DELETE CASCADE,
        current_position REAL NOT NULL,
        current_percent REAL NOT NULL,
        updated_at INTEGER NOT NULL,
        PRIMARY KEY (user_id, movie_id)
      );
      CREATE INDEX continue_watching_recent ON continue_watching (user_id, updated_at);
      UPDATE movies SET stream_ahls = CASE WHEN is_free = 1 OR user_level = 2
        THEN '/media/films/' || id || '/master.m3u8' ELSE NULL END;
    `,
  },
  {
    version: 6,
    name: "search index",
    sql: `
      CREATE TABLE search_docs (
        id INTEGER PRIMARY KEY,
        model_type TEXT NOT NULL,
        resource_type TEXT,
        ref_id INTEGER NOT NULL,
        popularity INTEGER NOT NULL,
        title TEXT NOT NULL,
        body TEXT NOT NULL
      );
      CREATE VIRTUAL TABLE search_index USING fts5 (
        title, body,
        content = 'search_docs', content_rowid = 'id',
        tokenize = "unicode61 remove_diacritics 2",
        prefix = '1 2 3'
      );
      ${SEARCH_DOCS_FILL_SQL}
      INSERT INTO search_index (search_index) VALUES ('rebuild');
      INSERT INTO search_index (search_index) VALUES ('optimize');

      CREATE TABLE search_labels (
        id INTEGER PRIMARY KEY,
        title TEXT NOT NULL,
        query TEXT NOT NULL,
        position INTEGER NOT NULL
      );
      INSERT INTO search_labels (id, title, query, position) VALUES
        (1, 'Romance', 'romance', 1),
        (2, 'Thriller', 'thriller', 2),
        (3, 'Lisbon', 'lisbon', 3),
        (4, 'Lighthouse', 'lighthouse', 4),
        (5, 'Summer', 'summer', 5),
        (6, 'Vienna', 'vienna', 6);
    `,
  },
  {
    version: 7,
    name: "newsletter",
    sql: `
      CREATE TABLE marketing_forms (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        form_key TEXT NOT NULL UNIQUE,
        movie_id INTEGER,
        redirect_url TEXT,
        segment_id TEXT
      );
      INSERT INTO marketing_forms (id, name, form_key, movie_id, redirect_url, segment_id) VALUES
        (1, 'Newsletter', 'cinema-newsletter', NULL, NULL, 'newsletter'),
        (2, 'Play film', 'cinema-play-film', NULL, NULL, 'play-film'),
        (3, 'Free film', 'cinema-free-film', NULL, '/newsletter-free-film', 'free-film');

      CREATE TABLE newsletter_subscribers (
        id INTEGER PRIMARY KEY,
        email TEXT NOT NULL UNIQUE COLLATE NOCASE,
        marketing_form_id INTEGER NOT NULL REFERENCES marketing_forms (id),
        lead_position TEXT NOT NULL,
        lead_text TEXT NOT NULL,
        legal_consent INTEGER NOT NULL,
        accepted_mailing INTEGER NOT NULL,
        user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
        utm_json TEXT NOT NULL,
        created_at TEXT NOT NULL
      );

      CREATE TABLE segment_members (
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        segment_id TEXT NOT NULL,
        created_at TEXT NOT NULL,
        PRIMARY KEY (user_id, segment_id)
      );

      INSERT OR REPLACE INTO settings (key, value_json) VALUES
        ('newsletter-info-popup',
          '"{\\"newsletterFormId\\":\\"cinema-newsletter\\",\\"buttonText\\":\\"WATCH FREE\\",\\"modalTitle\\":\\"Want a free movie?\\",\\"modalSubtitle\\":\\"Join our mailing list and watch a film for free\\",\\"excludes\\":[\\"/login\\",\\"/sign-up\\",\\"/recover-password\\",\\"/verify-account\\",\\"/newsletter-free-film\\"]}"'),
        ('newsletter-info-play-attempt',
          '"{\\"newsletterFormId\\":\\"cinema-play-film\\",\\"buttonText\\":\\"PLAY FILM\\",\\"modalTitle\\":\\"Wanna watch this film for free?\\",\\"modalSubtitle\\":\\"Leave your e-mail and we send you this film for free\\",\\"excludes\\":[]}"');
    `,
  },
  {
    version: 8,
    name: "library",
    sql: `
      CREATE TABLE wish_products (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        product_type TEXT NOT NULL CHECK (product_type IN ('Movie', 'Series')),
        product_id INTEGER NOT NULL,
        created_at INTEGER NOT NULL,
        UNIQUE (user_id, product_type, product_id)
      );
      CREATE INDEX wish_products_recent ON wish_products (user_id, created_at, id);
      CREATE TABLE ratings (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        model_type TEXT NOT NULL CHECK (model_type IN ('Movie', 'Series', 'Comment')),
        model_id INTEGER NOT NULL,
        rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE UNIQUE INDEX ratings_one_per_item ON ratings (user_id, model_type, model_id)
        WHERE model_type <> 'Comment';
      CREATE INDEX ratings_user ON ratings (user_id, model_type, model_id);
      CREATE TABLE comments (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        target_type TEXT NOT NULL CHECK (target_type IN ('movies', 'series', 'confessions')),
        target_id INTEGER NOT NULL,
        content TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'approved')),
        created_at INTEGER NOT NULL
      );
      CREATE INDEX comments_target ON comments (target_type, target_id, status, created_at);
      CREATE TABLE downloads (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        movie_id INTEGER NOT NULL REFERENCES movies (id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        link_hash TEXT NOT NULL UNIQUE,
        link_expires_at INTEGER NOT NULL,
        link_attempts INTEGER NOT NULL DEFAULT 0,
        file_hash TEXT UNIQUE,
        file_expires_at INTEGER
      );
      CREATE INDEX downloads_user ON downloads (user_id, created_at);
    `,
  },
  {
    version: 9,
    name: "site content",
    sql: `
      CREATE TABLE promo_bars (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        content TEXT NOT NULL,
        background_color TEXT NOT NULL,
        text_color TEXT NOT NULL,
        link TEXT,
        device TEXT NOT NULL CHECK (device IN ('ALL', 'DESKTOP', 'MOBILE')),
        position TEXT NOT NULL,
        sort_order INTEGER NOT NULL
      );
      CREATE TABLE countdown_promos (
        id INTEGER PRIMARY KEY,
        title TEXT NOT NULL,
        description TEXT,
        background_color TEXT NOT NULL,
        text_color TEXT NOT NULL,
        custom_link TEXT,
        access_level TEXT NOT NULL CHECK (access_level IN ('all', 'guest', 'member', 'non-premium')),
        device TEXT NOT NULL CHECK (device IN ('ALL', 'DESKTOP', 'MOBILE')),
        position TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('active', 'inactive')),
        start_at INTEGER NOT NULL,
        promo_at INTEGER NOT NULL,
        repeat_every_ms INTEGER
      );
      CREATE TABLE banners (
        id INTEGER PRIMARY KEY,
        type TEXT NOT NULL UNIQUE,
        show_plan INTEGER NOT NULL
      );
      CREATE TABLE banner_slides (
        id INTEGER PRIMARY KEY,
        banner_id INTEGER NOT NULL REFERENCES banners (id) ON DELETE CASCADE,
        sort_order INTEGER NOT NULL,
        slug TEXT NOT NULL UNIQUE,
        title TEXT NOT NULL,
        subtitle TEXT, button_text TEXT, link TEXT,
        resource_type TEXT CHECK (resource_type IN ('Movie', 'Series', 'Tag', 'Person')),
        resource_id INTEGER,
        banner_image TEXT, banner_image_mobile TEXT, poster_image TEXT, poster_mobile_image TEXT,
        cover_picture TEXT, mobile_detail_picture TEXT
      );
      CREATE INDEX banner_slides_banner ON banner_slides (banner_id, sort_order);
      CREATE TABLE cta_banners (
        id INTEGER PRIMARY KEY,
        slug TEXT NOT NULL UNIQUE,
        title TEXT NOT NULL,
        text TEXT,
        button_text TEXT NOT NULL,
        link TEXT NOT NULL,
        background_image TEXT NOT NULL,
        background_image_mobile TEXT NOT NULL,
        active INTEGER NOT NULL
      );
      CREATE TABLE small_banners (
        id INTEGER PRIMARY KEY,
        slug TEXT NOT NULL UNIQUE,
        sort_order INTEGER NOT NULL,
        title TEXT NOT NULL,
        text TEXT,
        link TEXT NOT NULL,
        image TEXT NOT NULL,
        image_mobile TEXT NOT NULL
      );
      CREATE TABLE logos (
        id INTEGER PRIMARY KEY,
        slug TEXT NOT NULL UNIQUE,
        kind TEXT NOT NULL CHECK (kind IN ('brand', 'card', 'sister-site', 'social')),
        name TEXT NOT NULL,
        image TEXT NOT NULL,
        url TEXT,
        sort_order INTEGER NOT NULL
      );
      CREATE TABLE landings (
        id INTEGER PRIMARY KEY,
        slug TEXT NOT NULL UNIQUE,
        title TEXT NOT NULL,
        show_header INTEGER NOT NULL,
        show_footer INTEGER NOT NULL,
        promo_url TEXT,
        button_default_color TEXT,
        button_header_text TEXT,
        plan_group_id INTEGER REFERENCES plan_groups (id)
      );
      CREATE TABLE landing_items (
        id INTEGER PRIMARY KEY,
        landing_id INTEGER NOT NULL REFERENCES landings (id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        slug TEXT NOT NULL UNIQUE,
        type TEXT NOT NULL CHECK (type IN ('hero', 'text', 'video', 'info_banner', 'button')),
        title TEXT,
        text_position TEXT NOT NULL,
        text_position_mobile TEXT NOT NULL,
        text_width INTEGER,
        text TEXT, thank_you_text TEXT, text_color TEXT,
        button_text TEXT, button_color TEXT, button_custom_link TEXT,
        background_color TEXT,
        poster_image TEXT, poster_mobile_image TEXT,
        full_screen INTEGER NOT NULL,
        show_full_screen INTEGER NOT NULL,
        video_path TEXT,
        info_banner_type TEXT
      );
      CREATE INDEX landing_items_landing ON landing_items (landing_id, position);
      CREATE TABLE related_content (
        id INTEGER PRIMARY KEY,
        slug TEXT NOT NULL UNIQUE,
        model_type TEXT NOT NULL CHECK (model_type IN ('Movie', 'Series')),
        model_id INTEGER NOT NULL,
        type TEXT NOT NULL CHECK (type IN ('interview', 'behind_the_scenes', 'chapter', 'other', 'movie')),
        channels_json TEXT NOT NULL,
        title TEXT NOT NULL,
        short_desc TEXT, desc TEXT,
        people_json TEXT NOT NULL,
        poster_image TEXT, mobile_poster_image TEXT,
        video_path TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        order_column INTEGER NOT NULL,
        show_after_trailer INTEGER NOT NULL,
        after_video_img TEXT
      );
      CREATE INDEX related_content_owner ON related_content (model_type, model_id, order_column);
      CREATE TABLE person_info (
        person_id INTEGER PRIMARY KEY REFERENCES persons (id) ON DELETE CASCADE,
        birthday TEXT, birthplace TEXT,
        awards_json TEXT NOT NULL,
        years_active TEXT,
        hobbies_json TEXT NOT NULL,
        location TEXT
      );
      CREATE TABLE upcoming_products (
        id INTEGER PRIMARY KEY,
        slug TEXT NOT NULL UNIQUE,
        model_type TEXT NOT NULL CHECK (model_type IN ('Movie', 'Series')),
        stage TEXT NOT NULL CHECK (stage IN ('in-production', 'soon')),
        title TEXT NOT NULL,
        short_synopsis TEXT,
        poster_picture TEXT NOT NULL,
        cover_picture TEXT NOT NULL,
        expected_date TEXT,
        director TEXT,
        sort_order INTEGER NOT NULL
      );
      CREATE TABLE live_tv_categories (
        id INTEGER PRIMARY KEY,
        slug TEXT NOT NULL UNIQUE,
        title TEXT NOT NULL,
        tag_id INTEGER NOT NULL REFERENCES tags (id),
        image TEXT,
        sort_order INTEGER NOT NULL
      );
      CREATE TABLE help_topics (
        id INTEGER PRIMARY KEY,
        slug TEXT NOT NULL UNIQUE,
        title TEXT NOT NULL,
        sort_order INTEGER NOT NULL
      );
      CREATE TABLE help_answers (
        id INTEGER PRIMARY KEY,
        slug TEXT NOT NULL UNIQUE,
        topic_id INTEGER NOT NULL REFERENCES help_topics (id),
        title TEXT NOT NULL,
        paragraphs_json TEXT NOT NULL,
        search_text TEXT NOT NULL,
        sort_order INTEGER NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE TABLE contact_messages (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        subject TEXT NOT NULL,
        message TEXT NOT NULL,
        user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX contact_messages_recent ON contact_messages (created_at);
    `,
  },
  {
    version: 10,
    name: "account and money",
    sql: `
      ALTER TABLE plan_groups ADD COLUMN show_monthly_price_strike INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE plan_groups ADD COLUMN layout_background TEXT;
      ALTER TABLE plan_groups ADD COLUMN layout_background_desktop TEXT;
      ALTER TABLE plan_groups ADD COLUMN info_title TEXT;
      ALTER TABLE plan_groups ADD COLUMN outstanding_text TEXT;
      ALTER TABLE plan_groups ADD COLUMN background_color TEXT;
      ALTER TABLE plan_groups ADD COLUMN button_color TEXT;
      ALTER TABLE plan_groups ADD COLUMN payment_provider TEXT NOT NULL DEFAULT 'epoch';
      ALTER TABLE plans ADD COLUMN period_days INTEGER NOT NULL DEFAULT 30;
      UPDATE plans SET period_days = 365 WHERE name = 'Annual';
      UPDATE plan_groups SET show_monthly_price_strike = 1 WHERE promo_url IS NOT NULL;
      ALTER TABLE subscriptions ADD COLUMN plan_id INTEGER;
      ALTER TABLE subscriptions ADD COLUMN cancel_reasons_json TEXT;
      ALTER TABLE subscriptions ADD COLUMN canceled_at TEXT;
      -- The channel a sunset site's member moved to (POST /me/migrate).
      ALTER TABLE users ADD COLUMN migrated_channel_id INTEGER;

      CREATE TABLE coupons (
        key TEXT PRIMARY KEY COLLATE NOCASE,
        discount_percentage INTEGER NOT NULL CHECK (discount_percentage BETWEEN 1 AND 100),
        active INTEGER NOT NULL
      );
      INSERT INTO coupons (key, discount_percentage, active) VALUES
        ('WELCOME20', 20, 1), ('EXPIRED10', 10, 0);

      -- Single-use, expiring links sent by e-mail (stored hashed).
      CREATE TABLE account_tokens (
        token_hash TEXT PRIMARY KEY,
        purpose TEXT NOT NULL
          CHECK (purpose IN ('password_reset', 'cancel_subscription', 'verify_email')),
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        subscription_id INTEGER REFERENCES subscriptions (id) ON DELETE CASCADE,
        expires_at INTEGER NOT NULL,
        used_at INTEGER,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX account_tokens_user ON account_tokens (user_id, purpose);

      CREATE TABLE payment_orders (
        id TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        plan_id INTEGER NOT NULL REFERENCES plans (subscription_id),
        plan_group_id INTEGER NOT NULL REFERENCES plan_groups (id),
        provider TEXT NOT NULL,
        amount_cents INTEGER NOT NULL,
        currency TEXT NOT NULL,
        coupon_key TEXT,
        status TEXT NOT NULL CHECK (status IN ('pending', 'success', 'declined')),
        decline_code TEXT,
        card_last4 TEXT,
        created_at INTEGER NOT NULL,
        completed_at INTEGER
      );
      CREATE INDEX payment_orders_user ON payment_orders (user_id, created_at);

      CREATE TABLE mail_outbox (
        id INTEGER PRIMARY KEY,
        to_address TEXT NOT NULL,
        subject TEXT NOT NULL,
        text TEXT NOT NULL,
        html TEXT,
        created_at INTEGER NOT NULL
      );

      CREATE TABLE impersonation_grants (
        token_hash TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        issued_by TEXT NOT NULL,
        expires_at INTEGER NOT NULL,
        created_at INTEGER NOT NULL
      );
    `,
  },
  {
    version: 11,
    name: "search index: four-letter prefixes",
    // A four-letter prefix ("quin") merged the doclists of every longer word that starts with
    // it; a prefix index answers it as the shorter ones are answered. The index is rebuilt
    // from search_docs, which stays as it is.
    sql: `
      DROP TABLE search_index;
      CREATE VIRTUAL TABLE search_index USING fts5 (
        title, body,
        content = 'search_docs', content_rowid = 'id',
        tokenize = "unicode61 remove_diacritics 2",
        prefix = '1 2 3 4'
      );
      INSERT INTO search_index (search_index) VALUES ('rebuild');
      INSERT INTO search_index (search_index) VALUES ('optimize');
    `,
  },
  {
    version: 12,
    name: "experiments",
    // GET /experiment/{id} (spec 001 §7): an experiment's value, 1 meaning on. The site runs
    // experiment 918, whose threshold is the setting ab-918.
    sql: `
      CREATE TABLE experiments (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        value INTEGER NOT NULL CHECK (value IN (0, 1))
      );
      INSERT INTO experiments (id, name, value) VALUES (918, 'ab-918', 1);
    `,
  },
  {
    version: 13,
    name: "seduce-boost items",
    // The seduce-boost items (spec 000 §2: /seduce-boost/{slug?}, appended to Explore in the
    // bottom bar): each a slug, a title and the tag whose films it holds. A database seeded
    // before gets them here; a new one when its tags are seeded.
    sql: `
      CREATE TABLE seduce_boost_items (
        id INTEGER PRIMARY KEY,
        slug TEXT NOT NULL UNIQUE,
        title TEXT NOT NULL,
        tag_id INTEGER NOT NULL REFERENCES tags (id),
        sort_order INTEGER NOT NULL
      );
      ${SEDUCE_BOOST_ITEMS_SQL}
    `,
  },
  {
    version: 14,
    name: "search index: titles apart, eight-letter prefixes",
    // A search's first tier (what the words name) read the title-and-body index with a column
    // filter: for a word common in credits or categories ("drama") that walked every row
    // mentioning it to find the few titles. The titles now have their own index. A prefix
    // longer than the longest prefix index ("romance") merged the doclists of every word it
    // starts before the first row was read; prefixes up to eight letters are now indexed.
    sql: `
      DROP TABLE search_index;
      CREATE VIRTUAL TABLE search_index USING fts5 (
        title, body,
        content = 'search_docs', content_rowid = 'id',
        tokenize = "unicode61 remove_diacritics 2",
        prefix = '1 2 3 4 5 6 7 8'
      );
      CREATE VIRTUAL TABLE search_titles USING fts5 (
        title,
        content = 'search_docs', content_rowid = 'id',
        tokenize = "unicode61 remove_diacritics 2",
        prefix = '1 2 3 4 5 6 7 8'
      );
      ${SEARCH_INDEXES_REBUILD_SQL}
    `,
  },
  {
    version: 15,
    name: "promo bars for whom they are; the SPRING coupon",
    // Promo bars honour an access level like countdowns (spec 000 §3 access_level), so a
    // member who pays is not sold the offer they have; the spring offer's code works.
    sql: `
      ALTER TABLE promo_bars ADD COLUMN access_level TEXT NOT NULL DEFAULT 'all'
        CHECK (access_level IN ('all', 'guest', 'member', 'non-premium'));
      UPDATE promo_bars SET access_level = 'non-premium' WHERE name = 'Spring offer';
      INSERT OR IGNORE INTO coupons (key, discount_percentage, active) VALUES ('SPRING', 50, 1);
    `,
  },
  {
    version: 16,
    name: "signed-in sessions",
    // One row per token family (a login and its refreshes): the device it was used from and
    // when, for My Account's "Where am I signed in" (issue 26).
    sql: `
      CREATE TABLE device_sessions (
        id INTEGER PRIMARY KEY,
        family TEXT NOT NULL UNIQUE,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        user_agent TEXT,
        created_at INTEGER NOT NULL,
        last_seen_at INTEGER NOT NULL
      );
      CREATE INDEX device_sessions_user ON device_sessions (user_id, last_seen_at);
      `,
  },
  {
    // Numbered after its issue (23), not after the last one, so that parallel branches adding
    // the next numbers do not collide; the list's order is the order they apply.
    version: 23,
    name: "e-mail change undo links",
    sql: `
      CREATE TABLE email_change_undo (
        token_hash TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        old_email TEXT NOT NULL,
        new_email TEXT NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX email_change_undo_user ON email_change_undo (user_id);
    `,
  },
  {
    version: 26,
    name: "first-month coupons",
    // The spring offer sells "your first month of Cinema Premium at half price": its coupon
    // lowers a monthly plan's first charge, not a year (core couponPercentageFor).
    sql: `
      ALTER TABLE coupons ADD COLUMN first_month_only INTEGER NOT NULL DEFAULT 0
        CHECK (first_month_only IN (0, 1));
      UPDATE coupons SET first_month_only = 1 WHERE key = 'SPRING';
    `,
  },
  {
    // Issue 27, decision 0063 (numbered after both, so no parallel branch takes it).
    version: 2763,
    name: "watch-again removals",
    // A film taken off the watch-again list stays off until it is watched to the end again.
    sql: `
      CREATE TABLE watch_again_removed (
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        movie_id INTEGER NOT NULL REFERENCES movies (id) ON DELETE CASCADE,
        removed_at INTEGER NOT NULL,
        PRIMARY KEY (user_id, movie_id)
      );
    `,
  },
  {
    // Issue 27, decision 0072 (numbered apart from parallel branches).
    version: 2772,
    name: "sign-up backgrounds",
    // The sign-up layout's background picture (a database seeded before it had none).
    sql: `
      UPDATE plan_groups SET layout_background = '/media/art/misc/mobile/plans.svg'
        WHERE layout_background IS NULL;
      UPDATE plan_groups SET layout_background_desktop = '/media/art/misc/cover/plans.svg'
        WHERE layout_background_desktop IS NULL;
    `,
  },
];

/** Applies the migrations not yet applied, each in its own transaction; returns their numbers. */
export function migrate(db: Database.Database): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`);
  const done = new Set(
    db
      .prepare("SELECT version FROM schema_migrations")
      .all()
      .map((row) => (row as { version: number }).version),
  );
  const record = db.prepare(
    "INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)",
  );
  const applied: number[] = [];
  for (const migration of MIGRATIONS) {
    if (done.has(migration.version)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.version, migration.name, new Date().toISOString());
    })();
    applied.push(migration.version);
  }
  return applied;
}
