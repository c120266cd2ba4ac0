import { useMutation } from '@tanstack/react-query';
import { organisersEndpoints } from '@contract/organisers';
import { call } from '../../../lib/call';
import type { MutationConfig } from '../../../lib/react-query';
import { msg } from '../../../i18n/intl';

export const REQUEST_FAILED = msg('Failed to send your request');

export interface ApprovalRequestInput {
  userId: string;
  school_id: string | null;
  locality_id: string | null;
  role: string;
  /** URLs of the uploaded evidence documents. */
  evidenceDocs: string[];
}

/** POST /api/v1/organisers/organiser-approval-request/{userId}: the record starts pending. */
export const requestApproval = ({ userId, ...body }: ApprovalRequestInput) =>
  call(organisersEndpoints.requestApproval, { params: { userId }, body });

export const useRequestApproval = (config: MutationConfig<typeof requestApproval> = {}) =>
  useMutation({ ...config, mutationFn: requestApproval });
