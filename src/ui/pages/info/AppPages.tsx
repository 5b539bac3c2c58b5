import { Link } from "@tanstack/react-router";
import { type AppPlatform, app, appPlatforms } from "./editorial.ts";
import { InfoPage } from "./InfoPage.tsx";

/** /app: the platforms, each with its page. */
export function AppPage() {
  return (
    <InfoPage {...app}>
      <ul className="info-cards">
        {appPlatforms.map((platform) => (
          <li key={platform.slug} className="info-card">
            <h2>
              <Link to="/app/$slug" params={{ slug: platform.slug }}>
                {platform.name}
              </Link>
            </h2>
            <p>{platform.summary}</p>
          </li>
        ))}
      </ul>
    </InfoPage>
  );
}

/** /app/{slug}: how to install on one platform. */
export function AppPlatformPage({ platform }: { readonly platform: AppPlatform }) {
  return (
    <InfoPage
      title={`Cinema for ${platform.name}`}
      lead={platform.summary}
      sections={[{ heading: "Get started", paragraphs: [], list: platform.steps }]}
    >
      <p>
        <Link to="/app">All platforms</Link>
      </p>
    </InfoPage>
  );
}
