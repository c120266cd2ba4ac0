import { useListState } from '../../../lib/use-list-state';
import { leadershipRoleEndpoints } from '@contract/catalogue';
import { useCatalogueWrites } from '../api/catalogue-writes';
import { useLeadershipRoles, type LeadershipRole } from '../api/get-leadership-roles';
import type { Draft } from './catalogue-columns';
import { CatalogueTable } from './catalogue-table';
import { leadershipRoleColumns, leadershipRoleFields } from './leadership-roles-columns';
import { kept, parseDraft, persist } from './save-outcome';

const messages = {
  success: 'Leadership role created, updated or deleted successfully',
  failure: 'Failed to create or update or delete leadership role',
};

/** Spec §5: both fields are needed for create and update; the rule's message is the toast. */
const parseRole = (draft: Draft) => parseDraft(leadershipRoleEndpoints.add.body, draft);

export const LeadershipRolesList = () => {
  const { search, setSearch } = useListState();
  const rolesQuery = useLeadershipRoles();
  const writes = useCatalogueWrites(leadershipRoleEndpoints);

  return (
    <CatalogueTable<LeadershipRole>
      label="Leadership Roles"
      rows={rolesQuery.data ?? []}
      columns={leadershipRoleColumns}
      fields={leadershipRoleFields}
      query={rolesQuery}
      loadingText="Loading leadership roles..."
      emptyText="No leadership roles yet. Use Add to create the first one."
      noMatchText="No leadership roles match your search."
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
        `Are you sure you want to delete the leadership role ${row.abbr} (${row.leadership_role})? This action cannot be undone.`
      }
    />
  );
};
