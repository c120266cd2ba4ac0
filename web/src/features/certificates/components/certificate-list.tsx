import { useState } from 'react';
import type { CertificateView } from '@contract/certificates';
import { ListShell, loadOf } from '../../../components/list/list-shell';
import { useListTable } from '../../../components/list/use-list-table';
import { t } from '../../../i18n/intl';
import { errorMessageOf } from '../../../lib/api-client';
import type { useCertificates } from '../api/certificates';
import { certificateColumns, certificatesActions } from './certificate-columns';
import { RevokeDialog } from './revoke-dialog';

/** Every certificate of the event with its code and status; a valid one can be revoked (asked first). */
export const CertificateList = ({ eventId, overview }: { eventId: string; overview: ReturnType<typeof useCertificates> }) => {
  const [revoking, setRevoking] = useState<CertificateView | null>(null);
  const table = useListTable({
    data: overview.data?.certificates ?? [],
    columns: certificateColumns,
    cells: certificatesActions.with({ onRevoke: setRevoking }),
  });
  return (
    <>
      <ListShell
        table={table}
        label={t('Certificates')}
        load={loadOf(overview, '')}
        texts={{
          loading: t('Loading certificates…'),
          failed: errorMessageOf(overview.error, t('The certificates could not be loaded')),
          empty: t('No certificates issued yet.'),
        }}
        busy={overview.isFetching}
      />
      <RevokeDialog eventId={eventId} certificate={revoking} onClose={() => setRevoking(null)} />
    </>
  );
};
