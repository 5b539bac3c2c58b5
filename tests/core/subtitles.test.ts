import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_PLAYER_PREFERENCES,
  PLAYBACK_RATES,
  parsePlayerPreferences,
} from "../../src/core/playerPreferences.ts";
import {
  chooseSubtitle,
  languageKey,
  orderSubtitles,
  SUBTITLE_PREFERENCE,
  subtitleOnLoad,
} from "../../src/core/subtitles.ts";

const language = fc.constantFrom("es", "fr", "de", "en", "def", "it", "pt", "ES", "en-GB", "ja");
const tracks = fc.uniqueArray(language, { selector: languageKey, maxLength: 8 });

describe("subtitle choice (spec 001 §4, §9: es, fr, de, en, def)", () => {
  it("without a remembered choice: the first language of the preference order the film has", () => {
    fc.assert(
      fc.property(tracks, (available) => {
        const keys = available.map(languageKey);
        const expected = SUBTITLE_PREFERENCE.find((p) => keys.includes(p));
        const chosen = chooseSubtitle(available, undefined);
        expect(chosen === null ? undefined : languageKey(chosen)).toBe(expected);
        if (chosen !== null) expect(available).toContain(chosen);
      }),
    );
  });

  it("the remembered choice wins when the film has it; otherwise the preference order", () => {
    fc.assert(
      fc.property(tracks, language, (available, remembered) => {
        const chosen = chooseSubtitle(available, remembered);
        const has = available.some((l) => languageKey(l) === languageKey(remembered));
        if (has) expect(languageKey(chosen!)).toBe(languageKey(remembered));
        else expect(chosen).toBe(chooseSubtitle(available, undefined));
      }),
    );
  });

  it("subtitles turned off stay off", () => {
    fc.assert(
      fc.property(tracks, (available) => {
        expect(chooseSubtitle(available, null)).toBeNull();
      }),
    );
  });

  it("examples", () => {
    expect(chooseSubtitle(["en", "de", "fr"], undefined)).toBe("fr");
    expect(chooseSubtitle(["en", "de", "fr"], "en")).toBe("en");
    expect(chooseSubtitle(["en", "es"], "it")).toBe("es");
    expect(chooseSubtitle(["it"], undefined)).toBeNull();
    expect(chooseSubtitle(["ES"], "es")).toBe("ES");
  });

  it("orders the menu by preference, the rest after in their own order", () => {
    const menu = orderSubtitles(["it", "en", "ja", "es", "def"].map((l) => ({ language: l })));
    expect(menu.map((t) => t.language)).toEqual(["es", "en", "def", "it", "ja"]);
  });
});

describe("captions when a film loads (spec 001 §4; issue 25)", () => {
  const browser = fc.array(language, { maxLength: 3 });

  it("a new viewer whose browser speaks English gets no captions, whatever the film has", () => {
    fc.assert(
      fc.property(tracks, fc.constantFrom("en", "en-US", "en-GB", "EN"), (available, own) => {
        expect(subtitleOnLoad(available, undefined, [own, "es", "fr"])).toBeNull();
      }),
    );
    expect(subtitleOnLoad(["es", "fr", "de", "en"], undefined, ["en-US", "en"])).toBeNull();
  });

  it("a new viewer gets captions only in their own first language, when the film has it", () => {
    fc.assert(
      fc.property(tracks, browser, (available, languages) => {
        const chosen = subtitleOnLoad(available, undefined, languages);
        if (chosen === null) return;
        expect(available).toContain(chosen);
        expect(languageKey(chosen)).toBe(languageKey(languages[0]!));
        expect(languageKey(chosen)).not.toBe("en");
      }),
    );
    expect(subtitleOnLoad(["en", "fr", "es"], undefined, ["fr-FR", "en"])).toBe("fr");
    expect(subtitleOnLoad(["en", "es"], undefined, ["fr-FR"])).toBeNull();
    expect(subtitleOnLoad(["en", "es"], undefined, [])).toBeNull();
  });

  it("a remembered choice decides as when captions are asked for", () => {
    fc.assert(
      fc.property(tracks, fc.option(language, { nil: null }), browser, (available, r, langs) => {
        expect(subtitleOnLoad(available, r, langs)).toBe(chooseSubtitle(available, r));
      }),
    );
  });
});

describe("remembered player preferences (spec 001 §4)", () => {
  it("reads back what it would store", () => {
    fc.assert(
      fc.property(
        fc.record({
          fullscreen: fc.boolean(),
          volume: fc.double({ min: 0, max: 1, noNaN: true }),
          muted: fc.boolean(),
          subtitleLanguage: fc.constantFrom(null, undefined, "es", "en", "pt-BR"),
          playbackRate: fc.constantFrom(...PLAYBACK_RATES),
        }),
        (prefs) => {
          expect(parsePlayerPreferences(JSON.parse(JSON.stringify(prefs)))).toEqual(prefs);
        },
      ),
    );
  });

  it("anything malformed reads as the default, field by field, never a crash", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (stored) => {
        const prefs = parsePlayerPreferences(stored);
        expect(typeof prefs.fullscreen).toBe("boolean");
        expect(prefs.volume).toBeGreaterThanOrEqual(0);
        expect(prefs.volume).toBeLessThanOrEqual(1);
        expect(PLAYBACK_RATES).toContain(prefs.playbackRate);
      }),
    );
    expect(parsePlayerPreferences(undefined)).toEqual(DEFAULT_PLAYER_PREFERENCES);
    expect(parsePlayerPreferences({ volume: 3, muted: "yes", subtitleLanguage: "<b>" })).toEqual(
      DEFAULT_PLAYER_PREFERENCES,
    );
  });
});
