import { PERSON_ROLE_LABEL } from "../../../core/personPages.ts";
import type {
  MovieSummary,
  PersonDetail,
  PersonInfo,
  PersonSummary,
} from "../../../core/schema/index.ts";
import { Art } from "../../Art.tsx";
import { MovieCard } from "../../catalogue/Cards.tsx";
import { RichText } from "../../RichText.tsx";
import { PerformersRow } from "./PerformersRow.tsx";
import { fullName } from "./PersonCard.tsx";

const PORTRAIT = { ar: "1:1" } as const;

export interface PersonPageProps {
  readonly person: PersonDetail;
  readonly info: PersonInfo | null;
  readonly performers: readonly PersonSummary[];
}

const birthdayFormat = new Intl.DateTimeFormat("en", { dateStyle: "long", timeZone: "UTC" });

/** The network a link leads to, by its host or else its title; shown as its icon. */
export function socialNetworkOf(url: string, title = ""): "x" | "instagram" | "facebook" | "web" {
  let host = "";
  try {
    host = new URL(url).hostname.replace(/^www\./, "");
  } catch {
    host = "";
  }
  const name = title.trim().toLowerCase();
  if (host === "x.com" || host === "twitter.com" || name === "x" || name === "twitter") return "x";
  if (host.endsWith("instagram.com") || name === "instagram") return "instagram";
  if (host.endsWith("facebook.com") || name === "facebook") return "facebook";
  return "web";
}

function SocialIcon({ network }: { readonly network: ReturnType<typeof socialNetworkOf> }) {
  const paths = {
    x: "M4 4l16 16M20 4L4 20",
    instagram:
      "M7 3h10a4 4 0 014 4v10a4 4 0 01-4 4H7a4 4 0 01-4-4V7a4 4 0 014-4zm5 5a4 4 0 100 8 4 4 0 000-8z",
    facebook: "M14 8h3V4h-3a4 4 0 00-4 4v3H7v4h3v7h4v-7h3l1-4h-4V8z",
    web: "M12 3a9 9 0 100 18 9 9 0 000-18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18",
  };
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d={paths[network]} />
    </svg>
  );
}

function Films({
  title,
  films,
}: {
  readonly title: string;
  readonly films: readonly MovieSummary[];
}) {
  if (films.length === 0) return null;
  return (
    <section className="info-page__section" aria-label={title}>
      <h2>{title}</h2>
      <ul className="grid">
        {films.map((film) => (
          <li key={film.id}>
            <MovieCard item={film} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /cast/{slug} and /directors/{slug}: the person, their facts and links, their films. */
export function PersonPage({ person, info, performers }: PersonPageProps) {
  const name = fullName(person);
  const facts: [string, string][] = [];
  if (info?.birthday) facts.push(["Birthday", birthdayFormat.format(new Date(info.birthday))]);
  if (info?.birthplace) facts.push(["Birthplace", info.birthplace]);
  if (info?.years_active) facts.push(["Years active", info.years_active]);
  if (info) facts.push(["Films", String(info.movies)]);
  if (info?.location) facts.push(["Lives in", info.location]);
  if (info && info.hobbies.length > 0) facts.push(["Hobbies", info.hobbies.join(", ")]);
  return (
    <article className="container person-page">
      <div className="person-page__head">
        {person.poster_image ? (
          <Art
            className="person-page__portrait"
            src={person.poster_image}
            slot="portrait"
            params={PORTRAIT}
            width={220}
            height={220}
            // The page's largest picture at the top: the one image fetched first.
            fetchPriority="high"
          />
        ) : null}
        <div>
          <h1 className="page-title">{name}</h1>
          <p className="card__meta">{PERSON_ROLE_LABEL[person.type]}</p>
          {facts.length > 0 && (
            <dl className="person-facts">
              {facts.map(([term, value]) => (
                <div key={term} style={{ display: "contents" }}>
                  <dt>{term}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          )}
          {info && info.awards.length > 0 && (
            <section aria-labelledby="person-awards">
              <h2 id="person-awards">Awards</h2>
              <ul>
                {info.awards.map((award) => (
                  <li key={award}>{award}</li>
                ))}
              </ul>
            </section>
          )}
          {person.links.length > 0 && (
            <ul className="person-links" aria-label={`${name} elsewhere`}>
              {person.links.map((link) => (
                <li key={link.url}>
                  <a href={link.url} rel="noopener noreferrer" target="_blank">
                    <SocialIcon network={socialNetworkOf(link.url, link.title)} />
                    {link.title}
                  </a>
                </li>
              ))}
            </ul>
          )}
          {person.bio && <RichText className="rich-text" html={person.bio} />}
        </div>
      </div>
      {/* Below the person's head, drawn after it: the page renders in shorter tasks. */}

      <Films title="Directed" films={person.directed ?? []} />
      <Films title="Performed in" films={person.performed ?? []} />
      <PerformersRow people={performers.filter((p) => p.id !== person.id)} />
    </article>
  );
}
