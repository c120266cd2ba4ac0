import { describe, expect, it } from 'vitest';
import { leavesEventDetails, tabFromParam, tabLabel } from './workspace-tabs';

describe('tabFromParam', () => {
  it('reads the tab of the URL', () => {
    expect(tabFromParam('committees')).toBe('committees');
  });

  it('opens the Dashboard without a tab or with one that does not exist', () => {
    expect(tabFromParam(null)).toBe('dashboard');
    expect(tabFromParam('settings')).toBe('dashboard');
  });

  it('names each tab as the spec does', () => {
    expect(tabLabel('general-documents')).toBe('General Documents');
  });
});

describe('leavesEventDetails', () => {
  const details = { pathname: '/event-dashboard/e-1', search: '?tab=event-details' };

  it('is true for another tab, the Dashboard the workspace opens on, or another page', () => {
    expect(leavesEventDetails(details, { pathname: '/event-dashboard/e-1', search: '?tab=delegates' })).toBe(true);
    expect(leavesEventDetails(details, { pathname: '/event-dashboard/e-1', search: '' })).toBe(true);
    expect(leavesEventDetails(details, { pathname: '/organiser', search: '' })).toBe(true);
  });

  it('is false when the URL still shows Event Details', () => {
    expect(leavesEventDetails(details, { pathname: '/event-dashboard/e-1', search: '?tab=event-details' })).toBe(false);
  });
});
