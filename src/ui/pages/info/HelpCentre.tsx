import { Link } from "@tanstack/react-router";
import { type FormEvent, useId } from "react";
import type { HelpAnswer, HelpAnswerSummary, HelpIndex } from "../../../core/schema/index.ts";
import { Button } from "../../Button.tsx";
import { RichText } from "../../RichText.tsx";

/** The shortest search the help centre answers (docs/decisions/0002). */
export const HELP_QUERY_MIN = 2;

export interface HelpCentreProps {
  readonly index: HelpIndex["data"];
  readonly query: string;
  readonly onSearch: (query: string) => void;
}

function AnswerList({ answers }: { readonly answers: readonly HelpAnswerSummary[] }) {
  return (
    <ul className="help-answers">
      {answers.map((answer) => (
        <li key={answer.id}>
          <Link to="/help/answers/{-$slug}" params={{ slug: answer.slug }}>
            {answer.title}
          </Link>
          <p>{answer.excerpt}</p>
        </li>
      ))}
    </ul>
  );
}

/** /help: a search box, then the answers by topic (or those matching the search). */
export function HelpCentre({ index, query, onSearch }: HelpCentreProps) {
  const inputId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get("q");
    onSearch(typeof value === "string" ? value.trim() : "");
  };
  const searching = query.length >= HELP_QUERY_MIN;
  return (
    <article className="info-page">
      <header className="info-page__header">
        <h1>Help Center</h1>
        <p className="info-page__lead">Answers about your account, payments and watching.</p>
        <form role="search" className="help-search" onSubmit={submit}>
          <label htmlFor={inputId}>Search the help centre</label>
          <input
            id={inputId}
            name="q"
            type="search"
            className="field__input"
            defaultValue={query}
            minLength={HELP_QUERY_MIN}
            maxLength={100}
            key={query}
          />
          <Button type="submit" theme="primary">
            Search
          </Button>
        </form>
      </header>
      {searching ? (
        <section className="info-page__section" aria-live="polite">
          <h2>
            {index.answers.length} {index.answers.length === 1 ? "answer" : "answers"} for “{query}”
          </h2>
          {index.answers.length === 0 ? (
            <p>
              Nothing matches. Try other words, or <Link to="/contact-us">contact us</Link>.
            </p>
          ) : (
            <AnswerList answers={index.answers} />
          )}
        </section>
      ) : (
        index.topics.map((topic) => (
          <section key={topic.slug} className="info-page__section">
            <h2>{topic.title}</h2>
            <AnswerList answers={index.answers.filter((a) => a.topic.slug === topic.slug)} />
          </section>
        ))
      )}
      <p className="help-contact">
        Still stuck? <Link to="/contact-us">Contact us</Link>; we answer within a working day.
      </p>
    </article>
  );
}

const updated = new Intl.DateTimeFormat("en", { dateStyle: "long", timeZone: "UTC" });

/** /help/answers/{slug}: one answer, its topic and the related answers. */
export function HelpAnswerPage({ answer }: { readonly answer: HelpAnswer }) {
  return (
    <article className="info-page">
      {/* The layout's breadcrumbs lead back to the help centre; this names the topic. */}
      <p className="info-page__topic">{answer.topic.title}</p>
      <h1>{answer.title}</h1>
      {answer.paragraphs.map((paragraph) => (
        <RichText key={paragraph} className="rich-text" html={`<p>${paragraph}</p>`} />
      ))}
      <p className="info-card__meta">Updated {updated.format(new Date(answer.updated_at))}</p>
      {answer.related.length > 0 && (
        <section className="info-page__section">
          <h2>Related answers</h2>
          <AnswerList answers={answer.related} />
        </section>
      )}
    </article>
  );
}
