import { useState } from 'react';
import { downloadCertificate } from '../api/download-certificate';
import { useMyCertificates } from '../api/get-my-certificates';
import { t } from '../../../i18n/intl';

/** The delegate's certificates at the event with a download each, under their delegate page's tabs; nothing while there are none. */
export const DelegateCertificates = ({ eventId }: { eventId: string }) => {
  const certificates = useMyCertificates(eventId);
  const [failed, setFailed] = useState<string | null>(null);
  if (!certificates.data || certificates.data.length === 0) return null;
  return (
    <section className="card delegate-section delegate-certificates" aria-labelledby="delegate-certificates-title">
      <h2 id="delegate-certificates-title">{t('Certificates')}</h2>
      <ul>
        {certificates.data.map((certificate) => (
          <li key={certificate.id}>
            <strong>{certificate.title}</strong>
            {certificate.status === 'revoked' ? ` · ${t('revoked')}` : ''}{' '}
            <button
              type="button"
              className="link-button"
              onClick={async () => {
                setFailed(null);
                if (!(await downloadCertificate(eventId, certificate.id, certificate.code))) setFailed(certificate.id);
              }}
            >
              {t('Download PDF')}
            </button>
            {failed === certificate.id && <span role="alert"> {t('The certificate could not be downloaded.')}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
};
