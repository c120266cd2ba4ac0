import { eventLeaderMessages } from '@domain/workspace/event-leader-rules';
import type { Registration } from '../../../lib/registration-schema';
import type { CatalogueRole } from '../api/get-leadership-roles';

const folded = (text: string | null | undefined) => (text ?? '').trim().toLowerCase();

/** Spec §5: the role search matches the role's name or abbreviation, case-insensitive. */
export const matchingRoles = (roles: readonly CatalogueRole[], query: string): CatalogueRole[] => {
  const wanted = folded(query);
  if (wanted === '') return [...roles];
  return roles.filter((role) => folded(role.leadership_role).includes(wanted) || folded(role.abbr).includes(wanted));
};

export interface RegisteredUser {
  id: string;
  username: string;
  fullname: string;
}

/** The event's registered delegates as the user search offers them. */
export const registeredUsers = (registrations: readonly Registration[]): RegisteredUser[] =>
  registrations.map((registration) => ({
    id: registration.user_id,
    username: registration.user.username ?? '',
    fullname: registration.user.fullname ?? '',
  }));

/** Spec §5: the user search filters registered users by username or full name, case-insensitive. */
export const matchingUsers = (users: readonly RegisteredUser[], query: string): RegisteredUser[] => {
  const wanted = folded(query);
  if (wanted === '') return [...users];
  return users.filter((user) => folded(user.username).includes(wanted) || folded(user.fullname).includes(wanted));
};

export interface LeaderDraft {
  roleText: string;
  usernameText: string;
  user: RegisteredUser | null;
}

/**
 * Spec §5: role, username and a chosen user are required; the role must be a catalogue role
 * by name. The role id to send (as the event's leaders name it: a string), or the message to show.
 */
export const checkDraft = (
  draft: LeaderDraft,
  roles: readonly CatalogueRole[],
  mode: 'add' | 'edit',
): { roleId: string; userId: string } | { message: string } => {
  if (draft.roleText.trim() === '' || draft.usernameText.trim() === '' || draft.user === null)
    return { message: eventLeaderMessages.required };
  const role = roles.find((candidate) => folded(candidate.leadership_role) === folded(draft.roleText));
  if (!role) return { message: mode === 'add' ? eventLeaderMessages.unknownRoleOnSave : eventLeaderMessages.unknownRoleOnUpdate };
  return { roleId: String(role.id), userId: draft.user.id };
};
