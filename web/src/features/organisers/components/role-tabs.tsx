import { useRef, type KeyboardEvent } from 'react';
import { organiserRoles, type OrganiserRole } from '../api/get-organisers';

export const roleTabLabels: Record<OrganiserRole, string> = { student: 'Students', teacher: 'Teachers' };
export const roleTabId = (role: OrganiserRole) => `organisers-tab-${role}`;
export const ROLE_PANEL_ID = 'organisers-tab-panel';

interface RoleTabsProps {
  active: OrganiserRole;
  counts: Record<OrganiserRole, number> | null;
  onSelect: (role: OrganiserRole) => void;
}

/** Spec §2.6: the Organisers list is split into Students and Teachers; arrow keys move between the tabs. */
export const RoleTabs = ({ active, counts, onSelect }: RoleTabsProps) => {
  const refs = useRef<Partial<Record<OrganiserRole, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const index = organiserRoles.indexOf(active);
    const next =
      event.key === 'Home'
        ? organiserRoles[0]
        : event.key === 'End'
          ? organiserRoles[organiserRoles.length - 1]
          : organiserRoles[(index + (event.key === 'ArrowRight' ? 1 : -1) + organiserRoles.length) % organiserRoles.length];
    if (!next) return;
    onSelect(next);
    refs.current[next]?.focus();
  };

  return (
    <div className="tabs" role="tablist" aria-label="Students or teachers" onKeyDown={onKeyDown}>
      {organiserRoles.map((role) => {
        const selected = role === active;
        return (
          <button
            key={role}
            ref={(element) => {
              refs.current[role] = element;
            }}
            type="button"
            role="tab"
            id={roleTabId(role)}
            aria-selected={selected}
            aria-controls={ROLE_PANEL_ID}
            tabIndex={selected ? 0 : -1}
            className={selected ? 'tab tab--active' : 'tab'}
            onClick={() => onSelect(role)}
          >
            {roleTabLabels[role]}
            {counts && (
              <span className="tab__count" aria-hidden="true">
                {counts[role]}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
};

export const countByRole = (rows: readonly { user: { role: OrganiserRole } }[] | undefined): Record<OrganiserRole, number> | null => {
  if (!rows) return null;
  const counts: Record<OrganiserRole, number> = { student: 0, teacher: 0 };
  for (const row of rows) counts[row.user.role] += 1;
  return counts;
};
