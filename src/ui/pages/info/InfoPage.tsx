import type { ReactNode } from "react";

/** One titled part of an editorial page: plain paragraphs, optionally a list. */
export interface InfoSection {
  readonly heading: string;
  readonly paragraphs: readonly string[];
  readonly list?: readonly string[];
}

export interface InfoPageProps {
  readonly title: string;
  readonly lead?: string;
  readonly sections: readonly InfoSection[];
  /** Shown after the lead: tabs, a form, a list from the API. */
  readonly children?: ReactNode;
}

/** An editorial page (docs/decisions/0002: texts live in the client). */
export function InfoPage({ title, lead, sections, children }: InfoPageProps) {
  return (
    <article className="info-page">
      <header className="info-page__header">
        <h1>{title}</h1>
        {lead && <p className="info-page__lead">{lead}</p>}
      </header>
      {children}
      {sections.map((section) => (
        <section key={section.heading} className="info-page__section">
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.list && (
            <ul>
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}
