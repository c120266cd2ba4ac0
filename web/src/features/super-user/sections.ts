import { paths } from '../../config/paths';
import { msg } from '../../i18n/intl';

export interface SectionLink {
  /** Marked with msg(), shown with t(). */
  label: string;
  href: string;
}

export interface MasterlistGroup extends SectionLink {
  /** The landing text of the group (spec §2.6: category landing sections show placeholder text). */
  landing: string;
  items: readonly SectionLink[];
}

const superUser = paths.superUser;

export const superUserRoot: SectionLink = { label: msg('Super User'), href: superUser.root.getHref() };
export const dashboardSection: SectionLink = { label: msg('Dashboard'), href: superUser.root.getHref() };
export const masterlistsSection: SectionLink = { label: msg('Masterlists'), href: superUser.masterlists.getHref() };
export const historySection: SectionLink = { label: msg('History'), href: superUser.history.getHref() };

/** Spec §2.6: the three Masterlists groups and their lists, in this order. */
export const masterlistGroups: readonly MasterlistGroup[] = [
  {
    label: msg('Events Related'),
    href: superUser.eventsRelated.getHref(),
    landing: msg('Events, organisers, leadership roles and the committee and country catalogues. Choose a list to open it.'),
    items: [
      { label: msg('Events'), href: superUser.events.getHref() },
      { label: msg('Organisers'), href: superUser.organisers.getHref() },
      { label: msg('Leadership Roles'), href: superUser.leadershipRoles.getHref() },
      { label: msg('Committees'), href: superUser.committees.getHref() },
      { label: msg('Countries'), href: superUser.countries.getHref() },
    ],
  },
  {
    label: msg('Users Related'),
    href: superUser.usersRelated.getHref(),
    landing: msg(
      'Everyone with an account and the super users: see their status, flag or block an account, appoint or remove a super user. Choose a list to open it.',
    ),
    items: [
      { label: msg('Users'), href: superUser.users.getHref() },
      { label: msg('Superusers'), href: superUser.superusers.getHref() },
    ],
  },
  {
    label: msg('Schools Related'),
    href: superUser.schoolsRelated.getHref(),
    landing: msg('Schools and localities, grouped by emirate. Choose a list to open it.'),
    items: [
      { label: msg('Schools'), href: superUser.schools.getHref() },
      { label: msg('Localities'), href: superUser.localities.getHref() },
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
