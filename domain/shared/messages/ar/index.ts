import admin from './admin.json' with { type: 'json' };
import allocation from './allocation.json' with { type: 'json' };
import audit from './audit.json' with { type: 'json' };
import auth from './auth.json' with { type: 'json' };
import awards from './awards.json' with { type: 'json' };
import catalogue from './catalogue.json' with { type: 'json' };
import certificatePdf from './certificate-pdf.json' with { type: 'json' };
import certificates from './certificates.json' with { type: 'json' };
import conference from './conference.json' with { type: 'json' };
import delegations from './delegations.json' with { type: 'json' };
import documents from './documents.json' with { type: 'json' };
import emails from './emails.json' with { type: 'json' };
import errors from './errors.json' with { type: 'json' };
import events from './events.json' with { type: 'json' };
import exports from './exports.json' with { type: 'json' };
import imports from './imports.json' with { type: 'json' };
import notifications from './notifications.json' with { type: 'json' };
import organisers from './organisers.json' with { type: 'json' };
import papers from './papers.json' with { type: 'json' };
import registrations from './registrations.json' with { type: 'json' };
import schools from './schools.json' with { type: 'json' };
import shared from './shared.json' with { type: 'json' };
import uploads from './uploads.json' with { type: 'json' };
import users from './users.json' with { type: 'json' };
import workspace from './workspace.json' with { type: 'json' };

/**
 * The server's Arabic, one catalogue per context (English message → Arabic, ICU MessageFormat).
 * Notifications come last: their general templates ('{role} …') must not shadow the others' keys.
 */
export const arabicMessages: Record<string, string> = {
  ...admin,
  ...allocation,
  ...audit,
  ...auth,
  ...awards,
  ...catalogue,
  ...certificatePdf,
  ...certificates,
  ...conference,
  ...delegations,
  ...documents,
  ...emails,
  ...errors,
  ...events,
  ...exports,
  ...imports,
  ...organisers,
  ...papers,
  ...registrations,
  ...schools,
  ...shared,
  ...uploads,
  ...users,
  ...workspace,
  ...notifications,
};
