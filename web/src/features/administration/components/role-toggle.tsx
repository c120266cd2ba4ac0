import { msg, t } from '../../../i18n/intl';
import type { UserRole } from '../api/get-users';
import { figure } from '../utils/figure';

/** The two sides of the switch (messages: shown with t()). */
export const roleLabels: Record<UserRole, string> = { student: msg('Students'), teacher: msg('Teachers') };
const roles: readonly UserRole[] = ['student', 'teacher'];

interface RoleToggleProps {
  value: UserRole;
  counts: Record<UserRole, number> | null;
  onChange: (role: UserRole) => void;
}

/** Spec §2.6: the Students/Teachers toggle of the Users and Superusers lists. */
export const RoleToggle = ({ value, counts, onChange }: RoleToggleProps) => (
  <div className="role-toggle" role="group" aria-label={t('Students or teachers')}>
    {roles.map((role) => (
      <button
        key={role}
        type="button"
        className={role === value ? 'role-toggle__item is-active' : 'role-toggle__item'}
        aria-pressed={role === value}
        onClick={() => role !== value && onChange(role)}
      >
        {t(roleLabels[role])}
        {counts && <span className="role-toggle__count">{figure(counts[role])}</span>}
      </button>
    ))}
  </div>
);

/** Which side of the switch a user is on. */
export const roleOfUser = (user: { role: UserRole }): UserRole => user.role;
