import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { updatedMessage, updateFailedMessage } from './update-messages';

describe('updatedMessage', () => {
  it('adds how many registered users were told', () => {
    expect(updatedMessage('Event updated successfully', 12)).toBe('Event updated successfully Notifications sent to 12 registered users.');
  });

  it('is the server message alone when nobody was told', () => {
    expect(updatedMessage('Event updated successfully', 0)).toBe('Event updated successfully');
  });
});

describe('updateFailedMessage', () => {
  it('gives the server’s reason', () => {
    expect(updateFailedMessage(new ApiError(400, 'Maximum event length is 7 consecutive days', 'VALIDATION_FAILED', {}))).toBe(
      'Failed to update event: Maximum event length is 7 consecutive days',
    );
  });

  it('falls back to the generic reason without one', () => {
    expect(updateFailedMessage(new ApiError(0, null, 'NETWORK_ERROR', {}))).toBe('Failed to update event: API request failed');
  });
});
