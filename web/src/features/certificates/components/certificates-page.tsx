import { useEffect, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { certificatesEndpoints, type CertificateView } from '@contract/certificates';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatPercent } from '../../../i18n/format';
import { t } from '../../../i18n/intl';
import { errorMessageOf } from '../../../lib/api-client';
import { keyOf } from '../../../lib/call';
import {
  downloadArchive,
  useCertificateJob,
  useCertificates,
  useIssueCertificates,
  useRevokeCertificate,
  useSaveThreshold,
} from '../api/certificates';

/** The organiser's certificates: the threshold, issuing with the job's progress, the ZIP, and every certificate with Revoke. */
export const CertificatesPage = ({ eventId }: { eventId: string }) => {
  const overview = useCertificates(eventId);
  const client = useQueryClient();
  const save = useSaveThreshold(eventId);
  const issue = useIssueCertificates(eventId);
  const [jobId, setJobId] = useState<string | null>(null);
  const job = useCertificateJob(eventId, jobId);
  const [threshold, setThreshold] = useState('');
  const data = overview.data;

  useEffect(() => {
    if (data) setThreshold(String(data.settings.threshold));
  }, [data?.settings.threshold]);
  const jobState = job.data?.state;
  useEffect(() => {
    if (jobState === 'completed') void client.invalidateQueries({ queryKey: keyOf(certificatesEndpoints.overview) });
  }, [jobState, client]);

  const onSave = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const answer = await save.mutateAsync(Number(threshold));
      toast.success(answer?.message ?? t('Saved'));
    } catch (error) {
      toast.error(errorMessageOf(error, t('The threshold could not be saved')));
    }
  };
  const onIssue = async () => {
    try {
      setJobId((await issue.mutateAsync())?.jobId ?? null);
    } catch (error) {
      toast.error(errorMessageOf(error, t('Issuing could not start')));
    }
  };
  const running = jobId !== null && jobState !== 'completed' && jobState !== 'failed';

  return (
    <section className="page certificates" aria-labelledby="certificates-title">
      <h1 className="page__title" id="certificates-title">
        {data ? t('Certificates — {event}', { event: data.event.name }) : t('Certificates')}
      </h1>
      {overview.isPending && <p>{t('Loading certificates…')}</p>}
      {overview.isError && <p role="alert">{errorMessageOf(overview.error, t('The certificates could not be loaded'))}</p>}
      {data && (
        <>
          <form className="card certificates__settings" onSubmit={onSave}>
            <label htmlFor="certificates-threshold">{t('Attendance needed for a participation certificate (% of sessions)')}</label>
            <input
              id="certificates-threshold"
              type="number"
              min={0}
              max={100}
              step={1}
              value={threshold}
              onChange={(event) => setThreshold(event.target.value)}
            />
            <button type="submit" className="button" disabled={save.isPending}>
              {t('Save')}
            </button>
            {data.participationBlocked && <p className="certificates__note">{data.participationBlocked}</p>}
          </form>

          <div className="card certificates__issue">
            <p>{t('{eligible} eligible · {issued} issued · {valid} valid · {revoked} revoked', data.counts)}</p>
            <button type="button" className="button button--primary" disabled={running || issue.isPending} onClick={() => void onIssue()}>
              {t('Issue certificates')}
            </button>{' '}
            <button
              type="button"
              className="button"
              disabled={!data.archiveReady || running}
              onClick={async () => {
                if (!(await downloadArchive(eventId))) toast.error(t('The ZIP could not be downloaded'));
              }}
            >
              {t('Download ZIP')}
            </button>
            {jobId !== null && (
              <div className="certificates__job">
                <ProgressBar
                  value={job.data?.progress ?? 0}
                  label={t('Issuing certificates')}
                  valueText={jobState === 'queued' || !jobState ? t('Queued') : formatPercent((job.data?.progress ?? 0) / 100)}
                />
                {jobState === 'completed' && job.data?.result && (
                  <p role="status">
                    {t('Done: {issued} issued now, {alreadyIssued} already issued, {archived} in the ZIP.', job.data.result)}
                  </p>
                )}
                {jobState === 'failed' && <p role="alert">{job.data?.error}</p>}
              </div>
            )}
          </div>

          <CertificateList eventId={eventId} rows={data.certificates} />
        </>
      )}
    </section>
  );
};

const CertificateList = ({ eventId, rows }: { eventId: string; rows: readonly CertificateView[] }) => {
  const revoke = useRevokeCertificate(eventId);
  const [asking, setAsking] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  if (rows.length === 0) return <p className="card">{t('No certificates issued yet.')}</p>;
  const onRevoke = async (certificate: CertificateView) => {
    try {
      const answer = await revoke.mutateAsync({ certificateId: certificate.id, reason });
      toast.success(answer?.message ?? t('Certificate revoked'));
      setAsking(null);
      setReason('');
    } catch (error) {
      toast.error(errorMessageOf(error, t('The certificate could not be revoked')));
    }
  };
  return (
    <div className="card certificates__list">
      <table className="awards__table">
        <thead>
          <tr>
            <th scope="col">{t('Delegate')}</th>
            <th scope="col">{t('Certificate')}</th>
            <th scope="col">{t('Code')}</th>
            <th scope="col">{t('Status')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('Actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((certificate) => (
            <tr key={certificate.id}>
              <td>
                <bdi>{certificate.delegate ?? '—'}</bdi>
              </td>
              <td>{certificate.title}</td>
              <td>
                <code dir="ltr">{certificate.code}</code>
              </td>
              <td>
                <StatusBadge status={certificate.status} />
              </td>
              <td>
                {certificate.status === 'valid' && asking !== certificate.id && (
                  <button type="button" className="button button--danger-text" onClick={() => setAsking(certificate.id)}>
                    {t('Revoke')}
                  </button>
                )}
                {asking === certificate.id && (
                  <form
                    className="certificates__revoke"
                    onSubmit={(event) => {
                      event.preventDefault();
                      void onRevoke(certificate);
                    }}
                  >
                    <label htmlFor={`reason-${certificate.id}`}>
                      {certificate.delegate
                        ? t('Why revoke {delegate} certificate?', { delegate: certificate.delegate })
                        : t('Why revoke this certificate?')}
                    </label>
                    <input
                      id={`reason-${certificate.id}`}
                      value={reason}
                      maxLength={300}
                      onChange={(event) => setReason(event.target.value)}
                    />
                    <button type="submit" className="button button--danger-text" disabled={revoke.isPending || reason.trim() === ''}>
                      {t('Confirm revoke')}
                    </button>
                    <button type="button" className="button" onClick={() => setAsking(null)}>
                      {t('Keep it')}
                    </button>
                  </form>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
