import emails from './emails.json' with { type: 'json' };
import exports from './exports.json' with { type: 'json' };
import users from './users.json' with { type: 'json' };

/** The server's Arabic, one catalogue per context (English message → Arabic, ICU MessageFormat). */
export const arabicMessages: Record<string, string> = { ...emails, ...exports, ...users };
