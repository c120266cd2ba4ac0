import { queryOptions, useQuery } from '@tanstack/react-query';
import { certificatesEndpoints } from '@contract/certificates';
import { call, keyOf } from '../../../lib/call';

/** GET /api/v1/certificates/{eventId}/mine: the signed-in delegate's certificates at the event. */
export const useMyCertificates = (eventId: string) =>
  useQuery(
    queryOptions({
      queryKey: keyOf(certificatesEndpoints.mine, { params: { eventId } }),
      queryFn: ({ signal }) => call(certificatesEndpoints.mine, { params: { eventId } }, { signal }),
    }),
  );
