import { formatLongDay } from '../../../i18n/format';
import { t } from '../../../i18n/intl';
import { getLanguageChoice, localeOf } from '../../../i18n/language';
import { useVerification } from '../api/verify';

/** A moment's day in UAE time, '5 March 2026', in the chosen language. */
const dateOf = (value: string) =>
  new Date(value).toLocaleDateString(localeOf(getLanguageChoice()), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Dubai',
  });
const dayOf = (day: string) => formatLongDay(day);

/** /verify/{code}: whether a certificate is valid, whose it is, what for and when; signed in or not. */
export const VerifyPage = ({ code }: { code: string }) => {
  const verification = useVerification(code);
  const data = verification.data;
  return (
    <section className="page verify" aria-labelledby="verify-title">
      <h1 className="page__title" id="verify-title">
        {t('Certificate verification')}
      </h1>
      {verification.isPending && <p>{t('Checking the certificate…')}</p>}
      {verification.isError && <p role="alert">{t('No certificate has this code.')}</p>}
      {data && (
        <div className={`card verify__card verify__card--${data.status}`}>
          <p className="verify__status" role="status">
            {data.status === 'valid' ? t('Valid certificate') : t('This certificate has been revoked')}
          </p>
          <dl>
            <dt>{t('Awarded to')}</dt>
            <dd>{data.delegate ? <bdi>{data.delegate}</bdi> : t('Name withheld')}</dd>
            <dt>{t('For')}</dt>
            <dd>{data.what}</dd>
            <dt>{t('Event')}</dt>
            <dd>
              {t('{event}, {start} – {end}', {
                event: data.event.name,
                start: dayOf(data.event.start_date),
                end: dayOf(data.event.end_date),
              })}
            </dd>
            {data.committee && (
              <>
                <dt>{t('Committee')}</dt>
                <dd>{data.committee}</dd>
              </>
            )}
            {data.country && (
              <>
                <dt>{t('Country')}</dt>
                <dd>{data.country}</dd>
              </>
            )}
            <dt>{t('Issued')}</dt>
            <dd>{dateOf(data.issued_at)}</dd>
            {data.revoked_at && (
              <>
                <dt>{t('Revoked')}</dt>
                <dd>{dateOf(data.revoked_at)}</dd>
              </>
            )}
          </dl>
          <p className="verify__code">
            {t('Code')} <code dir="ltr">{code}</code>
          </p>
        </div>
      )}
    </section>
  );
};
