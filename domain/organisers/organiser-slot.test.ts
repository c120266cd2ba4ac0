import { describe, it } from 'vitest';
import { givenWhenThen } from '../../test/support/given-when-then';
import type { OpeningCommand } from './organiser';
import { organiserSlotDecider, type OrganiserSlotEvent } from './organiser-slot';

const at = '2026-11-21T10:00:00.000Z';
const details = { schoolId: '3', localityId: '1', role: 'MUN Director', evidence: { kind: 'text' as const, text: 'Internal' } };
const openingFor = (organiserId: string): OpeningCommand => ({ type: 'RequestApproval', organiserId, userId: 'u1', details, by: 'u1', at });
const claimed = (organiserId: string): OrganiserSlotEvent => ({
  type: 'OrganiserSlotClaimed',
  data: { userId: 'u1', organiserId, opening: openingFor(organiserId), at },
});
const released = (organiserId: string): OrganiserSlotEvent => ({ type: 'OrganiserSlotReleased', data: { userId: 'u1', organiserId, at } });

const slot = givenWhenThen(organiserSlotDecider);

describe('organiser slot: one record per user', () => {
  it('is claimed by the first record', () => {
    slot
      .given([])
      .when({ type: 'ClaimSlot', opening: openingFor('o1') })
      .then([claimed('o1')]);
  });

  it('refuses a second record while the first holds it; claiming again for the same record changes nothing', () => {
    slot
      .given([claimed('o1')])
      .when({ type: 'ClaimSlot', opening: openingFor('o2') })
      .thenFails('ORGANISER_SLOT_TAKEN');
    slot
      .given([claimed('o1')])
      .when({ type: 'ClaimSlot', opening: openingFor('o1') })
      .then([]);
  });

  it('is released only by its holder, and free again afterwards', () => {
    slot
      .given([claimed('o1')])
      .when({ type: 'ReleaseSlot', userId: 'u1', organiserId: 'o2', at })
      .then([]);
    slot
      .given([claimed('o1')])
      .when({ type: 'ReleaseSlot', userId: 'u1', organiserId: 'o1', at })
      .then([released('o1')]);
    slot
      .given([claimed('o1'), released('o1')])
      .when({ type: 'ClaimSlot', opening: openingFor('o2') })
      .then([claimed('o2')]);
  });
});
