import type { Table } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { ListShell, listTexts, type ListLoad } from '../../../components/list/list-shell';
import { PlusIcon } from '../../../components/list/plus-icon';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { emirateTabs, type EmirateKey } from '../utils/emirates';
import { PAGE_SIZE, type ListView } from '../utils/list-view';
import type { RowMerge } from '../utils/use-row-merge';
import { EMIRATE_PANEL_ID, EmirateTabs, emirateTabId } from './emirate-tabs';
import { MergeIcon } from './icons';
import { MergeBar } from './merge-controls';
import { t } from '../../../i18n/intl';

/** A list's texts, already translated (each list words them whole: Arabic agrees with the noun). */
export interface EmirateNames {
  /** The rows' plural ('schools'), in the list's usual texts and the page count. */
  plural: string;
  /** The table's name in an emirate ('Schools in Dubai'). */
  tableLabel: (emirate: string) => string;
  /** The toolbar's count ('12 schools in Dubai'). */
  count: (n: number, emirate: string) => string;
  /** Said when the list fails to load. */
  failed: string;
  /** The page buttons' name ('Schools pages'). */
  pagesLabel: string;
  /** The question before a row is deleted. */
  deleteQuestion: string;
}

/** What the list's state gives the frame (useEmirateList). */
export interface EmirateFrame<Row extends { id: string }> {
  names: EmirateNames;
  /** How a ticked row is named in the merge bar. */
  mergeLabel: (id: string) => string;
  tab: EmirateKey;
  onTab: (tab: EmirateKey) => void;
  counts: Record<EmirateKey, number> | null;
  search: string;
  onSearch: (value: string) => void;
  onPage: (page: number) => void;
  view: ListView<Row>;
  table: Table<Row>;
  load: ListLoad;
  fetching: boolean;
  updatingIds: ReadonlySet<string>;
  merge: RowMerge;
  merging: boolean;
  onMerge: () => void;
  editingId: string | null;
  newId: string;
  deleting: { open: boolean; message: string; busy: boolean; onConfirm: () => void; onCancel: () => void };
}

interface EmirateListProps<Row extends { id: string }> extends EmirateFrame<Row> {
  saving: boolean;
  onAdd: () => void;
  onSave: () => void;
  below?: ReactNode;
}

/**
 * The frame of the Schools and Localities lists (spec §2.6, §4, §5): emirate tabs; search,
 * count, Merge, Add and Save; the merge bar; 7 rows a page; the delete question.
 */
export const EmirateList = <Row extends { id: string }>(props: EmirateListProps<Row>) => {
  const { tab, merge, editingId, saving, view, deleting, names } = props;
  const tabLabel = t(emirateTabs.find((candidate) => candidate.key === tab)?.label ?? 'Other');
  const adding = editingId === props.newId;
  return (
    <div className="admin-list schools-admin">
      <EmirateTabs active={tab} counts={props.counts} onSelect={props.onTab} />
      <div id={EMIRATE_PANEL_ID} role="tabpanel" aria-labelledby={emirateTabId(tab)} className="admin-list">
        <ListShell
          className="schools-admin-table"
          table={props.table}
          label={names.tableLabel(tabLabel)}
          load={props.load}
          texts={listTexts(names.plural, { failed: names.failed })}
          busy={props.fetching}
          search={{ value: props.search, onChange: props.onSearch }}
          toolbarEnd={
            <>
              <span className="toolbar__count" aria-live="polite">
                {props.counts ? names.count(props.counts[tab], tabLabel) : ''}
              </span>
              {!merge.active && (
                <button type="button" className="button button--secondary" onClick={() => merge.startWith()}>
                  <MergeIcon />
                  {t('Merge')}
                </button>
              )}
              <button type="button" className="button button--secondary" disabled={editingId !== null} onClick={props.onAdd}>
                <PlusIcon />
                {t('Add')}
              </button>
              <button type="button" className="button button--primary" disabled={!adding || saving} onClick={props.onSave}>
                {adding && saving ? t('Saving…') : t('Save')}
              </button>
            </>
          }
          above={
            merge.active && (
              <MergeBar
                check={merge.check}
                selected={merge.selection.ids.map((id) => ({ id, label: props.mergeLabel(id) }))}
                primaryId={merge.selection.primaryId}
                justMerged={merge.justMerged}
                busy={props.merging}
                onMerge={props.onMerge}
                onCancel={merge.cancel}
                onAnother={merge.another}
              />
            )
          }
          rowClassName={(row) =>
            [
              row.id === editingId ? 'is-editing' : '',
              props.updatingIds.has(row.id) ? 'is-updating' : '',
              merge.selection.ids.includes(row.id) ? 'is-selected' : '',
            ]
              .filter(Boolean)
              .join(' ') || undefined
          }
          below={props.below}
          paging={{
            page: view.page,
            pageSize: PAGE_SIZE,
            total: view.total,
            noun: names.plural,
            label: names.pagesLabel,
            onPageChange: props.onPage,
          }}
        />
      </div>

      <ConfirmDialog {...deleting} title={t('Confirm Delete')} />
    </div>
  );
};
