/** Small helpers to turn SQLite rows into wire objects. */

export const bool = (value: unknown) => value === 1 || value === true;

export const json = <T>(text: unknown, fallback: T): T => {
  if (typeof text !== "string") return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

export type Row = Record<string, unknown>;

export const str = (value: unknown): string | null => (typeof value === "string" ? value : null);
export const num = (value: unknown): number | null => (typeof value === "number" ? value : null);
export const reqStr = (value: unknown): string => (typeof value === "string" ? value : "");
export const reqNum = (value: unknown): number => (typeof value === "number" ? value : 0);

/** `?, ?, ?` for an IN list. */
export const placeholders = (count: number) => Array.from({ length: count }, () => "?").join(", ");
