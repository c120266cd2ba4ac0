import { paths } from '../../../config/paths';
import { t } from '../../../i18n/intl';

export interface HomeCard {
  key: string;
  title: string;
  text: string;
  to: string;
  /** The link's text: distinct from the header's own links (Home, Superuser, Organiser). */
  linkLabel: string;
}

export interface HomeAccountFacts {
  role: string | null;
  globalRole: string | null;
  organiserId: string | null;
  /** Null while unknown (loading, or the profile could not be read). */
  hasProfile: boolean | null;
}

const roleCards = (role: 'student' | 'teacher', hasProfile: boolean | null, superUser: boolean): HomeCard[] => {
  const student = role === 'student';
  const cards: HomeCard[] = [];
  // A super user administers; nobody needs them to fill in a delegate's profile first.
  if (hasProfile === false && !superUser) {
    cards.push({
      key: 'complete-profile',
      title: t('Complete your profile'),
      text: t('Tell us about yourself and your school so you can take part in events.'),
      to: (student ? paths.studentProfile : paths.teacherProfile).getHref(),
      linkLabel: t('Complete your profile'),
    });
  }
  cards.push(
    {
      key: 'role-home',
      title: student ? t('Student home') : t('Teacher home'),
      text: student ? t('Find model-UN events and register as a delegate.') : t('Find model-UN events for you and your students.'),
      to: (student ? paths.studentHome : paths.teacherHome).getHref(),
      linkLabel: student ? t('Go to student home') : t('Go to teacher home'),
    },
    {
      key: 'profile',
      title: t('Profile'),
      text: t('Your details, school, avatar and password.'),
      to: (student ? paths.studentProfilePage : paths.teacherProfilePage).getHref(),
      linkLabel: t('View my profile'),
    },
  );
  return cards;
};

/** The landing page's cards for the signed-in user, by role (spec §2.1, §6). */
export const homeCardsFor = ({ role, globalRole, organiserId, hasProfile }: HomeAccountFacts): HomeCard[] => {
  const superUser = globalRole === 'superuser';
  const cards: HomeCard[] =
    role === 'student' || role === 'teacher'
      ? roleCards(role, hasProfile, superUser)
      : [
          {
            key: 'profile',
            title: t('Profile'),
            text: t('Your account and profile.'),
            to: paths.profilePage.getHref(),
            linkLabel: t('View my profile'),
          },
        ];
  if (superUser) {
    // First: it is what a super user comes for.
    cards.unshift({
      key: 'super-user',
      title: t('Super user'),
      text: t('Administer users, schools, localities and the committee catalogue.'),
      to: paths.superUser.root.getHref(),
      linkLabel: t('Open the super user area'),
    });
  }
  if (organiserId) {
    cards.push({
      key: 'organiser',
      title: t('Organiser'),
      text: t('Create and run your events.'),
      to: paths.organiser.getHref(),
      linkLabel: t('Open the organiser area'),
    });
  }
  return cards;
};

/** 'Layla Haddad' → 'Layla'; nothing known → null (the greeting then has no name). */
export const firstNameOf = (fullname: string | null | undefined): string | null => fullname?.trim().split(/\s+/)[0] || null;
