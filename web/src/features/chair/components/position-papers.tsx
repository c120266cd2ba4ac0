import { useState } from 'react';
import { toast } from 'sonner';
import { ListShell, loadOf } from '../../../components/list/list-shell';
import { useListTable } from '../../../components/list/use-list-table';
import { msg, t } from '../../../i18n/intl';
import { errorMessageOf } from '../../../lib/api-client';
import { openOrSaveFetchedFile } from '../../../lib/protected-file';
import { useCommitteePapers, type CommitteePaper, type CommitteePapers, type PaperVersion } from '../api/papers-committee';
import { fetchPaperVersion } from '../api/papers-file';
import { timeText } from '../utils/papers';
import { ReviewDialog } from './paper-review';
import { paperColumns, papersActions } from './position-paper-columns';

const OPEN_FAILED = msg('This paper could not be opened');

/** A version of a delegate's paper: a PDF opens in a new tab, a .docx is downloaded. */
const openVersion = async (eventId: string, committeeId: string, paper: CommitteePaper, version: PaperVersion) => {
  const load = () => fetchPaperVersion(eventId, committeeId, paper.id, version.version);
  if (!(await openOrSaveFetchedFile(load, version))) toast.error(t(OPEN_FAILED));
};

/** How many delegates have sent a paper, the deadline, and whether delegates see their scores. */
const Summary = ({ papers }: { papers: CommitteePapers }) => {
  const sent = papers.papers.filter((paper) => paper.versions.length > 0).length;
  return (
    <p className="papers__summary">
      {t('{sent} of {total} delegates have sent a paper.', { sent, total: papers.papers.length })}{' '}
      {papers.deadline ? t('Deadline: {time}.', { time: timeText(papers.deadline) }) : t('No deadline set.')}{' '}
      {papers.released ? t('Scores are released to delegates.') : t('Scores are not released to delegates yet.')}
    </p>
  );
};

/**
 * A committee's position papers for its chairs (a tab of the chair's room): each delegate with
 * their country, their latest version (a PDF opened in a new tab, a .docx downloaded), whether it
 * came late, the status and scores; Review scores it on the organiser's rubric. Delegates see the
 * scores only once the organiser releases them.
 */
export const PositionPapers = ({ eventId, committeeId }: { eventId: string; committeeId: string }) => {
  const query = useCommitteePapers(eventId, committeeId);
  const data = query.data;
  const [reviewing, setReviewing] = useState<CommitteePaper | null>(null);
  const rubric = data?.rubric ?? [];
  const table = useListTable({
    data: data?.papers ?? [],
    columns: paperColumns,
    cells: papersActions.with({
      rubric,
      onOpen: (paper, version) => void openVersion(eventId, committeeId, paper, version),
      onReview: setReviewing,
    }),
  });

  return (
    <div className="papers">
      {data && <Summary papers={data} />}
      <ListShell
        table={table}
        label={data ? t('Position papers of {abbr}', { abbr: data.committee.abbr }) : t('Position papers')}
        load={loadOf(query, '')}
        texts={{
          loading: t('Loading position papers…'),
          failed: errorMessageOf(query.error, t('The position papers could not be loaded')),
          empty: t('No delegate is seated in this committee yet.'),
        }}
        busy={query.isFetching}
      />
      <ReviewDialog eventId={eventId} committeeId={committeeId} paper={reviewing} rubric={rubric} onDone={() => setReviewing(null)} />
    </div>
  );
};
