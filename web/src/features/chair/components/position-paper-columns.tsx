import type { CellContext, ColumnDef } from '@tanstack/react-table';
import { paperStatusLabels } from '@domain/papers/papers';
import { tableActions } from '../../../components/list/table-actions';
import { t, tm } from '../../../i18n/intl';
import type { CommitteePaper, CommitteePapers, PaperVersion } from '../api/papers-committee';
import { timeText, totalOf } from '../utils/papers';

/** What the cells need from the list. */
export interface PapersMeta {
  rubric: CommitteePapers['rubric'];
  onOpen: (paper: CommitteePaper, version: PaperVersion) => void;
  onReview: (paper: CommitteePaper) => void;
}

export const papersActions = tableActions<PapersMeta>();

type PaperCell = CellContext<CommitteePaper, string>;

/** The latest version to open (a PDF) or download (a .docx), when it came, and whether late. */
const LatestCell = ({ row, table }: PaperCell) => {
  const paper = row.original;
  const latest = paper.versions.at(-1);
  if (!latest) return <span className="papers__muted">{t('Not sent')}</span>;
  return (
    <>
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => papersActions.of(table).onOpen(paper, latest)}
      >
        {latest.type === 'pdf' ? t('Open v{version}', { version: latest.version }) : t('Download v{version}', { version: latest.version })}
      </button>{' '}
      <span className="papers__when">{timeText(latest.at)}</span>
      {latest.late && <span className="paper-late"> {t('Late')}</span>}
    </>
  );
};

/** The status given, and a note when the review is of an older version than the latest. */
const StatusCell = ({ row }: PaperCell) => {
  const paper = row.original;
  const latest = paper.versions.at(-1);
  return (
    <>
      {paper.status ? tm(paperStatusLabels[paper.status]) : latest ? t('Not reviewed') : '—'}
      {paper.reviewed_version !== null && latest && paper.reviewed_version < latest.version && (
        <span className="papers__muted"> {t('(v{version}; newer version sent)', { version: paper.reviewed_version })}</span>
      )}
    </>
  );
};

const ReviewCell = ({ row, table }: PaperCell) =>
  row.original.versions.length > 0 ? (
    <button
      type="button"
      className="button button--small"
      aria-haspopup="dialog"
      onClick={() => papersActions.of(table).onReview(row.original)}
    >
      {t('Review')}
    </button>
  ) : null;

/** Delegate, Country, Latest version, Status, Score on the rubric, and Review. */
export const paperColumns: ColumnDef<CommitteePaper, string>[] = [
  {
    id: 'delegate',
    header: () => t('Delegate'),
    accessorFn: (paper) => paper.fullname ?? t('Unnamed delegate'),
    cell: ({ getValue }) => <bdi>{getValue()}</bdi>,
  },
  {
    id: 'country',
    header: () => t('Country'),
    accessorFn: (paper) => (paper.country ? `${paper.country.flag} ${paper.country.name}` : '—'),
  },
  { id: 'latest', header: () => t('Latest version'), cell: LatestCell },
  { id: 'status', header: () => t('Status'), cell: StatusCell },
  { id: 'score', header: () => t('Score'), cell: ({ row, table }) => totalOf(row.original.scores, papersActions.of(table).rubric) },
  { id: 'actions', header: () => <span className="visually-hidden">{t('Actions')}</span>, cell: ReviewCell },
];
