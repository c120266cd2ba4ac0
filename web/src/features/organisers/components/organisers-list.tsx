import { useMemo, useState } from 'react';
import { historyHref } from '../../../components/list/history-href';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import type { SettableOrganiserStatus } from '@domain/organisers/organiser';
import { organiserMessages } from '@domain/organisers/organiser-rules';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessageOf } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useRoleList } from '../../../lib/use-role-list';
import { useAddOrganiser, type AddOrganiserInput } from '../api/add-organiser';
import { ORGANISER_DELETE_FAILED, ORGANISER_DELETED, useDeleteOrganiser } from '../api/delete-organiser';
import { useOrganisers, type Organiser } from '../api/get-organisers';
import { refreshOrganiserLists } from '../api/organiser-lists';
import { ORGANISER_STATUS_UPDATED, useUpdateOrganiserStatus } from '../api/update-organiser-status';
import { organiserName } from '../utils/organiser-display';
import { matchesOrganiser } from '../utils/organiser-search';
import { AddOrganiserRow } from './add-organiser-row';
import { organisersActions, organisersColumns, type OrganisersTableMeta } from './organisers-columns';
import { ROLE_PANEL_ID, RoleTabs, roleListLabels, roleOfOrganiser, roleTabId } from './role-tabs';
import { PlusIcon } from '../../../components/list/plus-icon';
import { useListTable } from '../../../components/list/use-list-table';
import { ListShell, loadOf } from '../../../components/list/list-shell';
import { useListWrites } from '../../../lib/use-list-writes';
import { t, tm } from '../../../i18n/intl';

/**
 * Spec §2.6: the Organisers list, split into Students and Teachers, with search, the Add row
 * and a row menu that changes the status (§4). The tab and the search live in the URL.
 */
export const OrganisersList = () => {
  const session = useSession();
  const navigate = useNavigate();
  const organisersQuery = useOrganisers();
  const updateStatus = useUpdateOrganiserStatus();
  const deleteOrganiser = useDeleteOrganiser();
  const addOrganiser = useAddOrganiser();
  const [adding, setAdding] = useState(false);

  const all = organisersQuery.data;
  const list = useRoleList(all, roleOfOrganiser);
  const { search, role, rows, counts } = list;
  const columns = useMemo(() => organisersColumns(role), [role]);

  const writes = useListWrites<Organiser>(refreshOrganiserLists);
  const { updatingIds, rowWrite } = writes;

  const changeStatus = (organiser: Organiser, status: SettableOrganiserStatus) =>
    rowWrite(organiser.id, () => updateStatus.mutateAsync({ organiser, status }), {
      success: t(ORGANISER_STATUS_UPDATED),
      failure: tm(organiserMessages.statusFailed),
    });

  const saveNew = async (input: AddOrganiserInput): Promise<boolean> => {
    try {
      const added = await addOrganiser.mutateAsync(input);
      if (added) {
        toast.success(tm(organiserMessages.added));
        setAdding(false);
      }
      return Boolean(added);
    } catch (error) {
      toast.error(errorMessageOf(error, tm(organiserMessages.addFailed)));
      return false;
    }
  };

  const meta: OrganisersTableMeta = {
    updatingIds,
    onStatus: (organiser, status) => void changeStatus(organiser, status),
    onDelete: writes.ask,
    onHistory: (organiser) => navigate(historyHref('organiser', organiser.id)),
  };

  const table = useListTable({ data: rows, columns, search, matches: matchesOrganiser, cells: organisersActions.with(meta) });

  const visibleRows = table.getRowModel().rows;
  const columnIds = table.getVisibleLeafColumns().map((column) => column.id);
  const label = t(roleListLabels[role]);

  return (
    <div className="organisers">
      <RoleTabs
        active={role}
        counts={counts}
        onSelect={(next) => {
          setAdding(false);
          list.setRole(next);
        }}
      />
      <div id={ROLE_PANEL_ID} role="tabpanel" aria-labelledby={roleTabId(role)} className="organisers__panel">
        <ListShell
          table={table}
          look="plain"
          className={adding ? 'organisers-table is-adding' : 'organisers-table'}
          label={label}
          busy={organisersQuery.isFetching}
          load={loadOf(organisersQuery, search)}
          texts={{
            loading: t('Loading organisers...'),
            failed: t('Failed to load organisers.'),
            empty: tm(organiserMessages.noOrganisers),
          }}
          search={{ value: search, onChange: list.setSearch }}
          toolbarEnd={
            <>
              <span className="toolbar__count" aria-live="polite">
                {all
                  ? t('{shown} of {n, plural, one {# organiser} other {# organisers}}', { shown: visibleRows.length, n: rows.length })
                  : ''}
              </span>
              <button type="button" className="button button--primary" disabled={adding} onClick={() => setAdding(true)}>
                <PlusIcon />
                {t('Add')}
              </button>
            </>
          }
          rowClassName={writes.rowClassName}
          leadingRows={
            adding && (
              <AddOrganiserRow
                // A new tab starts a new search: the row is tied to the tab's role.
                key={role}
                role={role}
                columnIds={columnIds}
                actionedBy={session.userId}
                onSave={saveNew}
                onCancel={() => setAdding(false)}
              />
            )
          }
        />
      </div>

      <ConfirmDialog
        {...writes.question(
          (organiser) => deleteOrganiser.mutateAsync(organiser.id),
          { success: t(ORGANISER_DELETED), failure: t(ORGANISER_DELETE_FAILED) },
          (organiser) =>
            t('Are you sure you want to delete the organiser {name}? This action cannot be undone.', { name: organiserName(organiser) }),
        )}
        title={t('Confirm Delete')}
        busy={deleteOrganiser.isPending}
      />
    </div>
  );
};
