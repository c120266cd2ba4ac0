import { paths } from '../../config/paths';

export interface SectionLink {
  label: string;
  href: string;
}

export interface MasterlistGroup extends SectionLink {
  /** The landing text of the group (spec §2.6: category landing sections show placeholder text). */
  landing: string;
  items: readonly SectionLink[];
}

const superUser = paths.superUser;

export const superUserRoot: SectionLink = { label: 'Super User', href: superUser.root.getHref() };
export const dashboardSection: SectionLink = { label: 'Dashboard', href: superUser.root.getHref() };
export const masterlistsSection: SectionLink = { label: 'Masterlists', href: superUser.masterlists.getHref() };
export const historySection: SectionLink = { label: 'History', href: superUser.history.getHref() };

/** Spec §2.6: the three Masterlists groups and their lists, in this order. */
export const masterlistGroups: readonly MasterlistGroup[] = [
  {
    label: 'Events Related',
    href: superUser.eventsRelated.getHref(),
    landing: 'Events, organisers, leadership roles and the committee and country catalogues. Choose a list to open it.',
    items: [
      { label: 'Events', href: superUser.events.getHref() },
      { label: 'Organisers', href: superUser.organisers.getHref() },
      { label: 'Leadership Roles', href: superUser.leadershipRoles.getHref() },
      { label: 'Committees', href: superUser.committees.getHref() },
      { label: 'Countries', href: superUser.countries.getHref() },
    ],
  },
  {
    label: 'Users Related',
    href: superUser.usersRelated.getHref(),
    landing:
      'Everyone with an account and the super users: see their status, flag or block an account, appoint or remove a super user. Choose a list to open it.',
    items: [
      { label: 'Users', href: superUser.users.getHref() },
      { label: 'Superusers', href: superUser.superusers.getHref() },
    ],
  },
  {
    label: 'Schools Related',
    href: superUser.schoolsRelated.getHref(),
    landing: 'Schools and localities, grouped by emirate. Choose a list to open it.',
    items: [
      { label: 'Schools', href: superUser.schools.getHref() },
      { label: 'Localities', href: superUser.localities.getHref() },
    ],
  },
];

const trimSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** The breadcrumb of a super-user path: Super User, then Dashboard or Masterlists, group and list. */
export const breadcrumbOf = (pathname: string): SectionLink[] => {
  const path = trimSlash(pathname);
  if (path === historySection.href) return [superUserRoot, historySection];
  if (!path.startsWith(masterlistsSection.href)) return [superUserRoot, dashboardSection];
  const trail: SectionLink[] = [superUserRoot, masterlistsSection];
  for (const group of masterlistGroups) {
    if (group.href === path) return [...trail, group];
    const item = group.items.find((candidate) => candidate.href === path);
    if (item) return [...trail, group, item];
  }
  return trail;
};

export const groupOf = (href: string): MasterlistGroup | undefined => masterlistGroups.find((group) => group.href === href);
