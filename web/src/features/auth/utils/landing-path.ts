import { paths } from '../../../config/paths';
import { mayOpen, type AccessSession } from '../../../lib/authorization';
import type { UserLookup } from '../api/get-user-by-email';
import type { LoginResult } from '../api/login';

/** Spec §2.4 "Log-in redirect after success". */
export const landingPathAfterLogin = (result: Pick<LoginResult, 'global_role' | 'organiserId' | 'userRole' | 'hasProfile'>): string => {
  if (result.global_role === 'superuser') return paths.superUser.root.getHref();
  if (result.organiserId) return paths.organiser.getHref();
  if (result.userRole === 'student') return result.hasProfile ? paths.home.getHref() : paths.studentProfilePage.getHref();
  if (result.userRole === 'teacher') return result.hasProfile ? paths.home.getHref() : paths.teacherProfilePage.getHref();
  return paths.home.getHref();
};

/** Who the confirmation screen redirects: the email lookup's user (spec §2.4 /email-confirmation). */
export type ConfirmedUser = Pick<UserLookup, 'global_role' | 'organiserId' | 'role' | 'hasProfile'>;

/** Spec §2.4 /email-confirmation: unlike log-in, a student or teacher goes to their own home or profile wizard. */
export const landingPathAfterConfirmation = (user: ConfirmedUser): string => {
  if (user.global_role === 'superuser') return paths.superUser.root.getHref();
  if (user.organiserId) return paths.organiser.getHref();
  if (user.role === 'student') return user.hasProfile ? paths.studentHome.getHref() : paths.studentProfile.getHref();
  if (user.role === 'teacher') return user.hasProfile ? paths.teacherHome.getHref() : paths.teacherProfile.getHref();
  return paths.home.getHref();
};

const authPages: readonly string[] = [paths.login.path, paths.signup.path];
const pathnameOf = (href: string) => href.split(/[?#]/)[0] ?? href;

/**
 * The guard remembers the page a signed-out visitor asked for (spec §2.2). After log-in that
 * page wins over the §2.4 landing when the account may open it, except that a student or
 * teacher without a profile is still sent to complete it first.
 */
export const pathAfterLogin = (result: LoginResult, session: AccessSession, rememberedPath: string | null): string => {
  const landing = landingPathAfterLogin(result);
  if (!rememberedPath || authPages.includes(pathnameOf(rememberedPath))) return landing;
  const profileFirst = result.global_role !== 'superuser' && !result.organiserId && !result.hasProfile;
  if (profileFirst) return landing;
  return mayOpen(pathnameOf(rememberedPath), session) ? rememberedPath : landing;
};
