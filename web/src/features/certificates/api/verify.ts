import { queryOptions, useQuery } from '@tanstack/react-query';
import { certificatesEndpoints } from '@contract/certificates';
import { call, keyOf } from '../../../lib/call';

/** GET /api/v1/verify/{code}: anyone, signed in or not. */
export const useVerification = (code: string) =>
  useQuery(
    queryOptions({
      queryKey: keyOf(certificatesEndpoints.verify, { params: { code } }),
      queryFn: ({ signal }) => call(certificatesEndpoints.verify, { params: { code } }, { signal }),
      retry: false,
    }),
  );
