import { useMyAwards } from '../api/get-my-awards';
import { t } from '../../../i18n/intl';

/** The delegate's confirmed awards at the event, under their delegate page's tabs; nothing while there are none. */
export const DelegateAwards = ({ eventId }: { eventId: string }) => {
  const awards = useMyAwards(eventId);
  if (!awards.data || awards.data.length === 0) return null;
  return (
    <section className="card delegate-section delegate-awards" aria-labelledby="delegate-awards-title">
      <h2 id="delegate-awards-title">{t('Awards')}</h2>
      <ul>
        {awards.data.map((award, index) => (
          <li key={index}>
            <strong>{award.kind}</strong>
            {[award.committee, award.country].some(Boolean) ? ` · ${[award.committee, award.country].filter(Boolean).join(', ')}` : ''}
          </li>
        ))}
      </ul>
    </section>
  );
};
