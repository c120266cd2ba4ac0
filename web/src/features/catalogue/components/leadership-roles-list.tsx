import { useListState } from '../../../lib/use-list-state';
import { leadershipRoleEndpoints } from '@contract/catalogue';
import { useCatalogueWrites } from '../api/catalogue-writes';
import { useLeadershipRoles, type LeadershipRole } from '../api/get-leadership-roles';
import type { Draft } from './catalogue-columns';
import { CatalogueTable } from './catalogue-table';
import { leadershipRoleColumns, leadershipRoleFields } from './leadership-roles-columns';
import { kept, parseDraft, persist } from './save-outcome';
import { msg, t } from '../../../i18n/intl';

const SAVED = msg('Leadership role created, updated or deleted successfully');
const SAVE_FAILED = msg('Failed to create or update or delete leadership role');

/** Spec §5: both fields are needed for create and update; the rule's message is the toast. */
const parseRole = (draft: Draft) => parseDraft(leadershipRoleEndpoints.add.body, draft);

export const LeadershipRolesList = () => {
  const { search, setSearch } = useListState();
  const rolesQuery = useLeadershipRoles();
  const writes = useCatalogueWrites(leadershipRoleEndpoints);
  const messages = { success: t(SAVED), failure: t(SAVE_FAILED) };

  return (
    <CatalogueTable<LeadershipRole>
      label={t('Leadership Roles')}
      rows={rolesQuery.data ?? []}
      columns={leadershipRoleColumns}
      fields={leadershipRoleFields}
      query={rolesQuery}
      loadingText={t('Loading leadership roles...')}
      emptyText={t('No leadership roles yet. Use Add to create the first one.')}
      noMatchText={t('No leadership roles match your search.')}
      search={search}
      onSearchChange={setSearch}
      onCreate={async (draft) => {
        const values = parseRole(draft);
        return values ? persist(() => writes.create.mutateAsync(values), messages) : kept;
      }}
      onUpdate={async (row, draft) => {
        const values = parseRole(draft);
        return values ? persist(() => writes.update.mutateAsync({ id: row.id, values }), messages) : kept;
      }}
      onDelete={async (row) => (await persist(() => writes.remove.mutateAsync(row.id), messages)).saved}
      deleteMessage={(row) =>
        t('Are you sure you want to delete the leadership role {abbr} ({name})? This action cannot be undone.', {
          abbr: row.abbr,
          name: row.leadership_role,
        })
      }
    />
  );
};
