import { useState } from 'react';
import { toast } from 'sonner';
import { StatusBadge } from '../../../components/ui/status-badge';
import { t } from '../../../i18n/intl';
import { errorMessageOf } from '../../../lib/api-client';
import { useCommitteeAwards, useNominationWrites } from '../api/committee-awards';
import { awardTexts } from '../utils/awards';

/**
 * A committee's awards for its chairs (the chair's room embeds it): per kind, the nominations so
 * far with Withdraw while the organiser has not decided, and a delegate seated in the committee
 * to nominate. Only names and countries are shown.
 */
export const CommitteeAwards = ({ eventId, committeeId }: { eventId: string; committeeId: string }) => {
  const awards = useCommitteeAwards(eventId, committeeId);
  const { nominate, withdraw } = useNominationWrites(eventId, committeeId);
  const [chosen, setChosen] = useState<Record<string, string>>({});

  if (awards.isError) return <p className="awards__note">{errorMessageOf(awards.error, awardTexts.failed)}</p>;
  if (!awards.data) return <p className="awards__note">{awardTexts.loading}</p>;
  const { committee, kinds, delegates, nominations } = awards.data;
  const busy = nominate.isPending || withdraw.isPending;
  const act = async (write: typeof nominate, registrationId: string, kindId: string) => {
    try {
      const answer = await write.mutateAsync({ registrationId, kindId });
      toast.success(answer?.message ?? t('Saved'));
    } catch (error) {
      toast.error(errorMessageOf(error, t('The nomination could not be changed')));
    }
  };

  return (
    <section className="card awards__committee" aria-labelledby={`committee-awards-${committee.id}`}>
      <h2 className="awards__title" id={`committee-awards-${committee.id}`}>
        {awardTexts.committeeTitle(committee.abbr)}
      </h2>
      {delegates.length === 0 && <p className="awards__note">{awardTexts.noDelegates}</p>}
      {kinds.map((kind) => {
        const own = nominations.filter((nomination) => nomination.kindId === kind.id);
        const taken = new Set(own.filter((each) => each.status !== 'rejected' && each.status !== 'revoked').map((each) => each.delegateId));
        const candidates = delegates.filter((delegate) => !taken.has(delegate.id));
        const selectId = `nominee-${kind.id}`;
        return (
          <div key={kind.id} className="awards__kind-block">
            <h3 className="awards__kind-title">
              {kind.name}
              {kind.limit !== null && <span className="awards__note"> {t('(at most {limit})', { limit: kind.limit })}</span>}
            </h3>
            {own.length > 0 && (
              <ul className="awards__nominees" aria-label={t('{award} nominations', { award: kind.name })}>
                {own.map((nomination) => (
                  <li key={nomination.delegateId}>
                    <span>
                      <bdi>{nomination.delegate ?? '—'}</bdi>
                      {nomination.country ? ` · ${nomination.country}` : ''}
                    </span>{' '}
                    <StatusBadge status={nomination.status} />
                    {nomination.status === 'nominated' && (
                      <button
                        type="button"
                        className="button button--danger-text"
                        disabled={busy}
                        onClick={() => void act(withdraw, nomination.delegateId, kind.id)}
                      >
                        {awardTexts.withdraw}
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            )}
            {candidates.length > 0 && (
              <form
                className="awards__nominate"
                aria-label={t('Nominate for {award}', { award: kind.name })}
                onSubmit={(event) => {
                  event.preventDefault();
                  const registrationId = chosen[kind.id];
                  if (registrationId) void act(nominate, registrationId, kind.id).then(() => setChosen({ ...chosen, [kind.id]: '' }));
                }}
              >
                <label htmlFor={selectId} className="visually-hidden">
                  {t('Delegate to nominate for {award}', { award: kind.name })}
                </label>
                <select
                  id={selectId}
                  value={chosen[kind.id] ?? ''}
                  onChange={(event) => setChosen({ ...chosen, [kind.id]: event.target.value })}
                >
                  <option value="">{awardTexts.chooseDelegate}</option>
                  {candidates.map((delegate) => (
                    <option key={delegate.id} value={delegate.id}>
                      {[delegate.country, delegate.fullname].filter(Boolean).join(' · ')}
                    </option>
                  ))}
                </select>
                <button type="submit" className="button button--primary" disabled={busy || !chosen[kind.id]}>
                  {awardTexts.nominate}
                </button>
              </form>
            )}
          </div>
        );
      })}
    </section>
  );
};
