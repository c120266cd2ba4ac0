import emails from './emails.json' with { type: 'json' };
import exports from './exports.json' with { type: 'json' };
import users from './users.json' with { type: 'json' };
import notifications from './notifications.json' with { type: 'json' };
import organisers from './organisers.json' with { type: 'json' };
import papers from './papers.json' with { type: 'json' };
import registrations from './registrations.json' with { type: 'json' };
import schools from './schools.json' with { type: 'json' };
import shared from './shared.json' with { type: 'json' };
import workspace from './workspace.json' with { type: 'json' };

/** The server's Arabic, one catalogue per context (English message → Arabic, ICU MessageFormat). */
export const arabicMessages: Record<string, string> = {
  ...emails,
  ...exports,
  ...users,
  ...notifications,
  ...organisers,
  ...papers,
  ...registrations,
  ...schools,
  ...shared,
  ...workspace,
};
