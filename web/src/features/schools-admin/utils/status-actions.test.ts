import { describe, expect, it } from 'vitest';
import type { SchoolStatus } from '../api/get-schools';
import { areaStatusActions, schoolStatusActions } from './status-actions';

const labels = (status: SchoolStatus) => schoolStatusActions(status).map((action) => action.label);

describe('school status items (spec §2.6, §4)', () => {
  it('offers Flag and Block to an active school', () => {
    expect(labels('Active')).toEqual(['Flag', 'Block']);
  });

  it('offers Active with Block to a flagged school, and with Flag to a blocked one', () => {
    expect(labels('Flagged')).toEqual(['Active', 'Block']);
    expect(labels('Blocked')).toEqual(['Active', 'Flag']);
  });

  it('offers List (which sets Active) to an unlisted school', () => {
    expect(labels('Unlisted')).toEqual(['List', 'Flag', 'Block']);
    expect(schoolStatusActions('Unlisted')[0]).toEqual({ status: 'Active', label: 'List' });
  });
});

describe('locality row status items (spec §2.6)', () => {
  const areaLabels = (status: string) => areaStatusActions(status).map((action) => action.label);

  it('hides the item of the status the row already has', () => {
    expect(areaLabels('Active')).toEqual(['Flag', 'Block']);
    expect(areaLabels('Flagged')).toEqual(['Active', 'Block']);
    expect(areaLabels('Blocked')).toEqual(['Active', 'Flag']);
  });

  it('offers all three to an inactive area', () => {
    expect(areaLabels('Inactive')).toEqual(['Active', 'Flag', 'Block']);
  });

  it('sends the status the item names', () => {
    expect(areaStatusActions('Active')).toEqual([
      { status: 'Flagged', label: 'Flag' },
      { status: 'Blocked', label: 'Block' },
    ]);
  });
});
