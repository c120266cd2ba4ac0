import type { RecordedEvent } from '../../../commands/event-store/port';
import { parseUserEvent } from '@domain/users/user';
import type { StatusChangeEntry, StatusChangeSource } from '../source';

const entriesOf = (recorded: RecordedEvent): StatusChangeEntry[] => {
  const event = (() => {
    try {
      return parseUserEvent(recorded.type, recorded.data);
    } catch {
      return null;
    }
  })();
  if (!event) return [];
  const entry = (from: string | null, to: string, by: string | null, at: string, detail: string | null = null): StatusChangeEntry[] => [
    { entityType: 'user', entityId: event.data.userId, from, to, by, at, detail },
  ];
  switch (event.type) {
    // The account's first status (by the person signing up, or whoever created it). A super
    // user made by the seed or the command line did not sign up as a delegate.
    case 'UserRegistered':
      return entry(
        null,
        'active',
        event.data.by,
        event.data.at,
        event.data.globalRole === 'superuser' ? 'created as super user' : `registered as ${event.data.role}`,
      );
    case 'UserStatusChanged':
    case 'UserDeleted':
      return entry(event.data.from, event.data.to, event.data.by, event.data.at);
    case 'GlobalRoleChanged':
      return entry(event.data.from, event.data.to, event.data.by, event.data.at, 'global role');
    case 'LanguageChosen':
      return entry(event.data.from, event.data.to, event.data.by, event.data.at, 'language');
    default:
      return [];
  }
};

/** Accounts: created, set active/flagged/blocked, deleted, made or unmade super user, and the language chosen. */
export const usersStatusSource: StatusChangeSource = {
  eventTypes: ['UserRegistered', 'UserStatusChanged', 'UserDeleted', 'GlobalRoleChanged', 'LanguageChosen'],
  entriesOf,
};
