import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { statusActionsFor, statusFailureMessage } from './event-actions';

const labelsFor = (status: Parameters<typeof statusActionsFor>[0]) => statusActionsFor(status).map((action) => action.label);

describe('statusActionsFor', () => {
  it('offers Approve only on a pending event', () => {
    expect(labelsFor('pending')).toEqual(['Approve', 'Flag', 'Block', 'Reject', 'Cancel event']);
    expect(labelsFor('approved')).not.toContain('Approve');
  });

  it('offers Approve again on a flagged or blocked event, and never the status it already has', () => {
    expect(labelsFor('flagged')).toEqual(['Approve again', 'Block', 'Cancel event']);
    expect(labelsFor('blocked')).toEqual(['Approve again', 'Flag', 'Cancel event']);
  });

  it('offers Flag and Block on an approved event, with cancelling and completing it', () => {
    expect(statusActionsFor('approved')).toEqual([
      { status: 'flagged', label: 'Flag' },
      { status: 'blocked', label: 'Block' },
      { status: 'cancelled', label: 'Cancel event' },
      { status: 'completed', label: 'Mark completed' },
    ]);
  });
});

describe('statusFailureMessage', () => {
  it('gives the server’s words for a conflict', () => {
    const conflict = new ApiError(
      409,
      "This event's status was changed by someone else (now blocked). Reload and try again.",
      'EVENT_STATUS_CHANGED',
      {},
    );
    expect(statusFailureMessage(conflict)).toBe("This event's status was changed by someone else (now blocked). Reload and try again.");
  });

  it('is the spec’s message otherwise', () => {
    expect(statusFailureMessage(new ApiError(500, 'Internal Server Error', 'INTERNAL', {}))).toBe('Failed to update event status');
    expect(statusFailureMessage(new ApiError(0, null, 'NETWORK_ERROR', {}))).toBe('Failed to update event status');
  });
});
