/**
 * The Redis channel on which an API instance says "some sessions of this user ended" (log-out,
 * password change, account deletion): every instance then re-checks that user's open sockets.
 * The message is the user id.
 */
export const sessionsEndedChannel = (prefix: string) => `${prefix}sessions:ended`;
