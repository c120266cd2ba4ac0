import type { z } from 'zod';
import type { registrationView } from '@contract/registrations';

/**
 * A registration (spec §3) as the registration calls answer it: the delegate, their MUN, food and
 * emergency details, where they sit, the organiser's flag and lock. The delegate page and the
 * organiser's Delegates tab read the same answer.
 */
export type Registration = z.output<typeof registrationView>;
export type DelegateUser = Registration['user'];
export type CommitteeChoice = Registration['pref_committee_1'];
