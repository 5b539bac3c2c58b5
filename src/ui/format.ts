/** Display formatting only (no rules): minutes as "1h 35min", ISO dates as text or year. */

export const formatLength = (minutes: number | null): string | null => {
  if (minutes === null || !Number.isFinite(minutes) || minutes <= 0) return null;
  const h = Math.floor(minutes / 60);
  const m = Math.round(minutes % 60);
  return h > 0 ? `${h}h ${m}min` : `${m}min`;
};

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

export const formatYear = (date: string | null): string | null =>
  ISO_DATE.exec(date ?? "")?.[1] ?? null;

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "2024-03-09" as "9 March 2024" (no time zone involved). */
export const formatDate = (date: string | null): string | null => {
  const match = ISO_DATE.exec(date ?? "");
  if (!match) return null;
  const month = MONTHS[Number(match[2]) - 1];
  return month ? `${Number(match[3])} ${month} ${match[1]}` : null;
};

export const personName = (person: { name: string; last_name: string | null }): string =>
  person.last_name ? `${person.name} ${person.last_name}` : person.name;
