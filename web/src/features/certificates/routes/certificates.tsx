import { useParams } from 'react-router-dom';
import { t } from '../../../i18n/intl';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CertificatesPage } from '../components/certificates-page';
import { VerifyPage } from '../components/verify-page';

/** /certificates/{eventId}: the organiser's certificates (the server refuses anyone else). */
export const CertificatesRoute = () => {
  const { eventId = '' } = useParams();
  useDocumentTitle(t('Certificates'));
  return <CertificatesPage eventId={eventId} />;
};

/** /verify/{code}: the public verification page, signed in or not. */
export const VerifyRoute = () => {
  const { code = '' } = useParams();
  useDocumentTitle(t('Certificate verification'));
  return <VerifyPage code={code} />;
};
