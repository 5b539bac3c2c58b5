/**
 * What the account and money machines share: the session's system id (they send it
 * `session.reload`, `session.logout` or `session.loginWithToken`) and the impersonation's.
 */

/** The session's system id (app.machine.ts). */
export const SESSION_ID = "session";

/**
 * The impersonation actor's system id: here, apart from its machine, so the layout's banner
 * finds the actor without loading the machine.
 */
export const IMPERSONATION_ID = "impersonation";
