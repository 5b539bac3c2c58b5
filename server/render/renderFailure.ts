/**
 * What the page server logs when a render fails and the browser draws the page instead. A
 * member whose details the API could not give (`MemberUnreadError`, an API down or failing) is
 * an expected outage: one line, no stack, so a log read during an outage is not flooded. Any
 * other failure is a defect: the whole error, stack included.
 */
export function renderFailureLog(path: string, error: unknown): readonly unknown[] {
  // The render is a separate build (entry-server.js): its classes are told apart by name.
  if (error instanceof Error && error.name === "MemberUnreadError") {
    return [`[render] left to the browser: ${path}: ${error.message}`];
  }
  return ["[render] failed", path, error];
}
