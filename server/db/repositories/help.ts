/** The help centre and the contact messages (migration 9). */
import type {
  ContactSubject,
  HelpAnswer,
  HelpAnswerSummary,
  HelpTopic,
} from "../../../src/core/schema/help.ts";
import { truncate } from "../../../src/core/truncate.ts";
import type { Db } from "../connection.ts";
import { json, type Row, reqNum, reqStr } from "./rows.ts";

/** Lower case without diacritics: how help text is searched. */
export const foldText = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

const EXCERPT_MAX = 160;

const excerptOf = (paragraphs: readonly string[]) => truncate(paragraphs[0] ?? "", EXCERPT_MAX);

export function helpRepository(db: Db) {
  const topics = db.prepare("SELECT slug, title FROM help_topics ORDER BY sort_order, id");
  const answers = db.prepare(`SELECT a.*, t.slug AS topic_slug, t.title AS topic_title
    FROM help_answers a JOIN help_topics t ON t.id = a.topic_id
    ORDER BY t.sort_order, a.sort_order, a.id`);
  const insertMessage = db.prepare(`INSERT INTO contact_messages (name, email, subject, message,
    user_id, created_at) VALUES (?, ?, ?, ?, ?, ?)`);

  const toSummary = (row: Row): HelpAnswerSummary => ({
    id: reqNum(row.id),
    slug: reqStr(row.slug),
    title: reqStr(row.title),
    topic: { slug: reqStr(row.topic_slug), title: reqStr(row.topic_title) },
    excerpt: excerptOf(json<string[]>(row.paragraphs_json, [])),
  });
  const all = () => answers.all() as Row[];

  return {
    topics: (): HelpTopic[] => topics.all() as HelpTopic[],
    /** Answers whose title or text holds every word of `query` (folded), in topic order. */
    search: (query: string | null): HelpAnswerSummary[] => {
      const words = query === null ? [] : foldText(query).split(/\s+/).filter(Boolean);
      return all()
        .filter((row) => {
          const text = foldText(reqStr(row.search_text));
          return words.every((w) => text.includes(w));
        })
        .map(toSummary);
    },
    answer: (slug: string): HelpAnswer | null => {
      const rows = all();
      const row = rows.find((r) => r.slug === slug);
      if (!row) return null;
      return {
        ...toSummary(row),
        paragraphs: json<string[]>(row.paragraphs_json, []),
        related: rows.filter((r) => r.topic_id === row.topic_id && r.id !== row.id).map(toSummary),
        updated_at: reqStr(row.updated_at),
      };
    },
    saveContactMessage: (message: {
      readonly name: string;
      readonly email: string;
      readonly subject: ContactSubject;
      readonly message: string;
      readonly userId: number | null;
      readonly at: number;
    }): number =>
      Number(
        insertMessage.run(
          message.name,
          message.email,
          message.subject,
          message.message,
          message.userId,
          message.at,
        ).lastInsertRowid,
      ),
  };
}
