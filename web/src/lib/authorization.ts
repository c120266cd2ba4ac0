import { paths } from '../config/paths';
import type { Session } from './session';

export type AccessSession = Pick<Session, 'token' | 'globalRole' | 'userRole' | 'userType' | 'organiserId'>;

export type AccessDecision = { kind: 'allow' } | { kind: 'login' } | { kind: 'redirect'; to: string };

const isOrganizer = (value: string | null) => value === 'organizer' || value === 'organiser';

const startsWithAny = (pathname: string, prefixes: readonly string[]) => prefixes.some((prefix) => pathname.startsWith(prefix));

const superUserPrefixes = [paths.superUser.root.path];
const studentPrefixes = ['/student'];
const teacherPrefixes = ['/teacher'];
const organiserPrefixes = [paths.organiser.path, '/event-dashboard', '/upload-delegates'];

/** Spec §2.2: the role each guarded path needs. */
const meetsPathRequirement = (pathname: string, session: AccessSession): boolean => {
  if (startsWithAny(pathname, superUserPrefixes)) return session.globalRole === 'superuser';
  if (startsWithAny(pathname, studentPrefixes)) return session.userRole === 'student';
  if (startsWithAny(pathname, teacherPrefixes)) return session.userRole === 'teacher';
  if (startsWithAny(pathname, organiserPrefixes)) return session.organiserId !== null;
  return true;
};

/** Where a failed check sends the user: /organiser for the organizer role, otherwise /home. */
export const fallbackPathFor = (session: AccessSession): string => {
  const wantsOrganiser = isOrganizer(session.userType) || isOrganizer(session.userRole);
  // Without an organiser id /organiser would refuse too; /home always admits a signed-in user.
  return wantsOrganiser && session.organiserId !== null ? paths.organiser.getHref() : paths.home.getHref();
};

/** The route guard of spec §2.2 for paths behind the login. */
export const decideAccess = (pathname: string, session: AccessSession): AccessDecision => {
  if (!session.token) return { kind: 'login' };
  if (meetsPathRequirement(pathname, session)) return { kind: 'allow' };
  return { kind: 'redirect', to: fallbackPathFor(session) };
};

/** True when a signed-in session may open the path (used to honour a remembered page after log-in). */
export const mayOpen = (pathname: string, session: AccessSession): boolean => decideAccess(pathname, session).kind === 'allow';
