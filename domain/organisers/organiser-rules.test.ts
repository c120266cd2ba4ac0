import { describe, expect, it } from 'vitest';
import { addOrganiserSchema, approvalRequestSchema, organiserMessages, registrationStatusOf } from './organiser-rules';

describe('organiser rules', () => {
  it('asks for the role and the evidence with the spec messages', () => {
    const role = approvalRequestSchema.safeParse({ role: '  ', evidenceDocs: ['/uploads/x.pdf'] });
    expect(role.error?.issues[0]?.message).toBe(organiserMessages.role);
    for (const evidenceDocs of [[], '', undefined, null]) {
      const evidence = approvalRequestSchema.safeParse({ role: 'Teacher', evidenceDocs });
      expect(evidence.error?.issues[0]?.message).toBe(organiserMessages.evidence);
    }
  });

  it('takes a single evidence URL as a list of one', () => {
    expect(approvalRequestSchema.parse({ role: 'Teacher', evidenceDocs: '/uploads/x.pdf', school_id: 4 })).toMatchObject({
      evidenceDocs: ['/uploads/x.pdf'],
      school_id: '4',
    });
  });

  it('needs the user and the school to add an organiser', () => {
    for (const body of [{}, { user_id: 'u1' }, { school_id: '3' }, { user_id: ' ', school_id: '3' }]) {
      expect(addOrganiserSchema.safeParse(body).error?.issues[0]?.message).toBe(organiserMessages.addRequired);
    }
    expect(addOrganiserSchema.safeParse({ user_id: 'u1', school_id: '3', status: 'approved' }).error?.issues[0]?.message).toBe(
      organiserMessages.addStartsPending,
    );
  });

  it("reads a rejected or deleted record as 'cancelled' and no record as null", () => {
    expect(registrationStatusOf(null)).toBeNull();
    expect(registrationStatusOf('rejected')).toBe('cancelled');
    expect(registrationStatusOf('deleted')).toBe('cancelled');
    expect(registrationStatusOf('flagged')).toBe('flagged');
  });
});
