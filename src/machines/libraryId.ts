/**
 * The system id of the library actor, apart from its machine so views that only look the
 * actor up (cards on the first page) do not load the machine.
 */
export const LIBRARY_ID = "library";
