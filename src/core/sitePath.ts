/** A path of this site: `/x`, never `//host` or `/\host` (which browsers read as another host). */
export const isSitePath = (path: string | null | undefined): path is string =>
  typeof path === "string" && /^\/(?![/\\])/.test(path);
