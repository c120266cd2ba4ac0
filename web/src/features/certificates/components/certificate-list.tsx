import { useState } from 'react';
import type { CertificateView } from '@contract/certificates';
import { ListShell, loadOf } from '../../../components/list/list-shell';
import { usePagedListTable } from '../../../components/list/use-list-table';
import { t } from '../../../i18n/intl';
import { errorMessageOf } from '../../../lib/api-client';
import { useListState } from '../../../lib/use-list-state';
import { matchesCertificate } from '../utils/certificate-search';
import type { useCertificates } from '../api/certificates';
import { certificateColumns, certificatesActions } from './certificate-columns';
import { RevokeDialog } from './revoke-dialog';

const CERTIFICATES_PAGE_SIZE = 25;

/**
 * Every certificate of the event with its code and status, 25 a page (an event may have
 * thousands), searchable by delegate, award, code, committee or country; a valid one can be
 * revoked (asked first).
 */
export const CertificateList = ({ eventId, overview }: { eventId: string; overview: ReturnType<typeof useCertificates> }) => {
  const [revoking, setRevoking] = useState<CertificateView | null>(null);
  const list = useListState();
  const { table, search, paging } = usePagedListTable({
    list,
    data: overview.data?.certificates ?? [],
    columns: certificateColumns,
    matches: matchesCertificate,
    pages: { pageSize: CERTIFICATES_PAGE_SIZE, noun: t('certificates'), label: t('Certificate pages') },
    cells: certificatesActions.with({ onRevoke: setRevoking }),
  });
  return (
    <>
      <ListShell
        table={table}
        label={t('Certificates')}
        load={loadOf(overview, search.value)}
        texts={{
          loading: t('Loading certificates…'),
          failed: errorMessageOf(overview.error, t('The certificates could not be loaded')),
          empty: t('No certificates issued yet.'),
          noMatch: t('No certificate matches your search.'),
        }}
        busy={overview.isFetching}
        search={{ ...search, label: t('Search certificates'), placeholder: t('Search by name, award or code') }}
        paging={paging}
      />
      <RevokeDialog eventId={eventId} certificate={revoking} onClose={() => setRevoking(null)} />
    </>
  );
};
