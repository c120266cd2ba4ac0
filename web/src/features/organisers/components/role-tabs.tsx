import { TabList } from '../../../components/ui/tab-list';
import { organiserRoles, type OrganiserRole } from '../api/get-organisers';
import { msg, t } from '../../../i18n/intl';

export const roleTabLabels: Record<OrganiserRole, string> = { student: msg('Students'), teacher: msg('Teachers') };

/** The table's name on each tab. */
export const roleListLabels: Record<OrganiserRole, string> = { student: msg('Students organisers'), teacher: msg('Teachers organisers') };
export const roleTabId = (role: OrganiserRole) => `organisers-tab-${role}`;
export const ROLE_PANEL_ID = 'organisers-tab-panel';

interface RoleTabsProps {
  active: OrganiserRole;
  counts: Record<OrganiserRole, number> | null;
  onSelect: (role: OrganiserRole) => void;
}

/** Spec §2.6: the Organisers list is split into Students and Teachers; arrow keys move between the tabs. */
export const RoleTabs = ({ active, counts, onSelect }: RoleTabsProps) => (
  <TabList
    tabs={organiserRoles.map((role) => ({ id: role, label: t(roleTabLabels[role]), count: counts?.[role] }))}
    active={active}
    onSelect={onSelect}
    label={t('Students or teachers')}
    tabId={roleTabId}
    panelId={ROLE_PANEL_ID}
  />
);

/** Which tab an organiser is on. */
export const roleOfOrganiser = (organiser: { user: { role: OrganiserRole } }): OrganiserRole => organiser.user.role;
