import { toast } from 'sonner';
import { FILL_ALL_FIELDS } from '../../../../../domain/catalogue/fields';
import { useSearchParam } from '../../../lib/use-search-param';
import { leadershipRoleInputSchema, useCreateLeadershipRole } from '../api/create-leadership-role';
import { useDeleteLeadershipRole } from '../api/delete-leadership-role';
import { useLeadershipRoles, type LeadershipRole } from '../api/get-leadership-roles';
import { useUpdateLeadershipRole } from '../api/update-leadership-role';
import type { Draft } from './catalogue-columns';
import { CatalogueTable, type SaveOutcome } from './catalogue-table';
import { leadershipRoleColumns, leadershipRoleFields } from './leadership-roles-columns';
import { persist } from './save-outcome';

const messages = {
  success: 'Leadership role created, updated or deleted successfully',
  failure: 'Failed to create or update or delete leadership role',
};

/** Spec §5: both fields are needed for create and update; the rule's message is the toast. */
const parseDraft = (draft: Draft) => {
  const parsed = leadershipRoleInputSchema.safeParse(draft);
  if (parsed.success) return parsed.data;
  toast.error(parsed.error.issues[0]?.message ?? FILL_ALL_FIELDS);
  return null;
};

const kept: SaveOutcome = { saved: false };

export const LeadershipRolesList = () => {
  const [search, setSearch] = useSearchParam('q');
  const rolesQuery = useLeadershipRoles();
  const createRole = useCreateLeadershipRole();
  const updateRole = useUpdateLeadershipRole();
  const deleteRole = useDeleteLeadershipRole();

  return (
    <CatalogueTable<LeadershipRole>
      label="Leadership Roles"
      rows={rolesQuery.data ?? []}
      columns={leadershipRoleColumns}
      fields={leadershipRoleFields}
      isLoading={rolesQuery.isPending}
      loadingText="Loading leadership roles..."
      emptyText="No leadership roles yet. Use Add to create the first one."
      noMatchText="No leadership roles match your search."
      search={search}
      onSearchChange={setSearch}
      onCreate={async (draft) => {
        const values = parseDraft(draft);
        return values ? persist(() => createRole.mutateAsync(values), messages) : kept;
      }}
      onUpdate={async (row, draft) => {
        const values = parseDraft(draft);
        return values ? persist(() => updateRole.mutateAsync({ id: row.id, values }), messages) : kept;
      }}
      onDelete={async (row) => (await persist(() => deleteRole.mutateAsync(row.id), messages)).saved}
      deleteMessage={(row) =>
        `Are you sure you want to delete the leadership role ${row.abbr} (${row.leadership_role})? This action cannot be undone.`
      }
    />
  );
};
