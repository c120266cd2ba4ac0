import { useEffect, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { certificatesEndpoints } from '@contract/certificates';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { formatPercent } from '../../../i18n/format';
import { t } from '../../../i18n/intl';
import { errorMessageOf } from '../../../lib/api-client';
import { keyOf } from '../../../lib/call';
import { downloadArchive, useCertificateJob, useCertificates, useIssueCertificates, useSaveThreshold } from '../api/certificates';
import { CertificateList } from './certificate-list';

/** The organiser's certificates: the threshold, issuing with the job's progress, the ZIP, and every certificate with Revoke (asked first). */
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
        </>
      )}
      <CertificateList eventId={eventId} overview={overview} />
    </section>
  );
};
