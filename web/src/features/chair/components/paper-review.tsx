import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { papersEndpoints } from '@contract/papers';
import { paperStatuses, paperStatusLabels, type PaperStatus } from '@domain/papers/papers';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { t, tm } from '../../../i18n/intl';
import { errorMessageOf } from '../../../lib/api-client';
import { keyOf } from '../../../lib/call';
import type { CommitteePaper, CommitteePapers } from '../api/papers-committee';
import { reviewPaper } from '../api/papers-review';

interface ReviewProps {
  eventId: string;
  committeeId: string;
  paper: CommitteePaper;
  rubric: CommitteePapers['rubric'];
  onDone: () => void;
}

/** A save under way: the dialog stays open until it is done. */
interface Saving {
  busy: boolean;
  setBusy: (busy: boolean) => void;
}

const reviewTitle = (paper: CommitteePaper) =>
  paper.fullname ? t('Review of {name}', { name: paper.fullname }) : t('Review of the paper');

/** The review of one paper: status, a score per criterion of the rubric (left empty: not scored), a comment the delegate sees once released. */
const ReviewForm = ({ eventId, committeeId, paper, rubric, onDone, busy, setBusy }: ReviewProps & Saving) => {
  const client = useQueryClient();
  const [status, setStatus] = useState<PaperStatus>(paper.status ?? 'received');
  const [scores, setScores] = useState<Record<string, string>>(
    Object.fromEntries(
      rubric.map((criterion) => [criterion.name, String(paper.scores.find((each) => each.criterion === criterion.name)?.score ?? '')]),
    ),
  );
  const [comment, setComment] = useState(paper.comment);

  const save = async () => {
    setBusy(true);
    try {
      const given = rubric.flatMap((criterion) =>
        scores[criterion.name] ? [{ criterion: criterion.name, score: Number(scores[criterion.name]) }] : [],
      );
      const answer = await reviewPaper(eventId, committeeId, paper.id, { status, scores: given, comment });
      if (answer) toast.success(answer.message);
      await client.invalidateQueries({ queryKey: keyOf(papersEndpoints.committee) });
      onDone();
    } catch (error) {
      toast.error(errorMessageOf(error, t('The review could not be saved')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="papers-review"
      aria-label={reviewTitle(paper)}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <label>
        {t('Status')}
        <select className="input" value={status} onChange={(event) => setStatus(event.target.value as PaperStatus)}>
          {paperStatuses.map((each) => (
            <option key={each} value={each}>
              {tm(paperStatusLabels[each])}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="papers-review__scores">
        <legend>{t('Scores')}</legend>
        {rubric.map((criterion) => (
          <label key={criterion.name}>
            {criterion.name} (1–{criterion.max})
            <input
              type="number"
              className="input"
              min={1}
              max={criterion.max}
              step={1}
              aria-label={t('{criterion} score', { criterion: criterion.name })}
              value={scores[criterion.name] ?? ''}
              onChange={(event) => setScores({ ...scores, [criterion.name]: event.target.value })}
            />
          </label>
        ))}
      </fieldset>
      <label>
        {t('Comment for the delegate')}
        <textarea className="input" value={comment} maxLength={2000} rows={3} onChange={(event) => setComment(event.target.value)} />
      </label>
      <DialogFormActions cancelLabel={t('Cancel')} onCancel={onDone} submitLabel={t('Save review')} busyLabel={t('Saving…')} busy={busy} />
    </form>
  );
};

/** Review opens the paper's review form over the list; it closes once saved. */
export const ReviewDialog = ({ paper, ...props }: Omit<ReviewProps, 'paper'> & { paper: CommitteePaper | null }) => {
  const [busy, setBusy] = useState(false);
  return (
    <ModalDialog
      open={paper !== null}
      title={paper ? reviewTitle(paper) : t('Review of the paper')}
      onClose={props.onDone}
      busy={busy}
      size="large"
    >
      {paper && <ReviewForm key={paper.id} {...props} paper={paper} busy={busy} setBusy={setBusy} />}
    </ModalDialog>
  );
};
