import { randomUUID } from 'node:crypto';
import { DomainError, isDomainError } from '@domain/shared/errors';
import type { Evidence, OpeningCommand, OrganiserDetails } from '@domain/organisers/organiser';
import { SLOT_TAKEN } from '@domain/organisers/organiser-slot';
import { survivorOf } from '@domain/schools/school-directory';
import type { CommandContext } from '../handler/command-handler';
import { loadSchoolDirectory } from '../schools/school-directory-commands';
import { loadUser } from '../users/load-user';
import {
  loadOrganiser,
  loadOrganiserSlot,
  runOrganiserCommand,
  runOrganiserSlotCommand,
  type LoadedSlot,
  type OrganiserCommandEnvironment,
} from './organiser-streams';

export interface OpenOrganiserInput {
  type: OpeningCommand['type'];
  userId: string;
  schoolId: string;
  role: string;
  evidence: Evidence;
  /** The acting user: the requester, or the super user who adds or assigns. */
  by: string;
}

// Each round either settles a stale slot or loses a claim race to a writer that then holds it,
// so a few rounds always end in an answer.
const MAX_ROUNDS = 5;

const userNotFound = () => new DomainError('not_found', 'USER_NOT_FOUND', 'User not found');
const schoolNotFound = () => new DomainError('validation', 'SCHOOL_NOT_FOUND', 'School not found', { school_id: 'School not found' });

/**
 * The school decides the locality: the record keeps the pair the directory holds. A school
 * merged away stands for the school it went into; a deleted one is no school.
 */
const placedDetails = async (env: OrganiserCommandEnvironment, input: OpenOrganiserInput): Promise<OrganiserDetails> => {
  const school = survivorOf(await loadSchoolDirectory(env.store), input.schoolId);
  if (!school) throw schoolNotFound();
  return { schoolId: school.id, localityId: school.localityId, role: input.role, evidence: input.evidence };
};

/**
 * Makes sure the slot's holder exists as a record. A claim whose record was never written
 * (the process stopped in between) is completed exactly as its claimer would have: same
 * opening command, same command id, so the event ids match and a claimer that is merely
 * slow finds its work done instead of doing it twice.
 */
const settledHolder = async (env: OrganiserCommandEnvironment, slot: LoadedSlot) => {
  const holder = slot.holder!;
  const state = await loadOrganiser(env.store, holder.organiserId);
  if (state.status !== 'none' || !slot.claimedBy) return state;
  await runOrganiserCommand(env.store, holder.organiserId, holder.opening, slot.claimedBy);
  return loadOrganiser(env.store, holder.organiserId);
};

/**
 * A user's approval request, a super user's added organiser or a school assignment: the
 * user's slot names their one record. With no record, a new one is claimed and written; with
 * one, the command goes to it (a rejected record opens again, an assignment approves it,
 * anything else is refused by the decider). A deleted holder left in the slot (a deletion
 * that stopped before releasing it) is released first.
 */
export const openOrganiserRecord = async (env: OrganiserCommandEnvironment, input: OpenOrganiserInput, context: CommandContext) => {
  const user = await loadUser(env.store, input.userId);
  if (user.status !== 'registered' || user.accountStatus === 'deleted') throw userNotFound();
  const details = await placedDetails(env, input);
  const at = env.now.toISOString();
  const { userId, by } = input;

  for (let round = 1; ; round += 1) {
    const slot = await loadOrganiserSlot(env.store, userId);
    if (slot.holder) {
      const { organiserId } = slot.holder;
      const record = await settledHolder(env, slot);
      if (record.status === 'deleted') {
        const release = { ...context, commandId: `${context.commandId}:release:${organiserId}` };
        await runOrganiserSlotCommand(env.store, userId, { type: 'ReleaseSlot', userId, organiserId, at }, release);
        continue;
      }
      return runOrganiserCommand(env.store, organiserId, { type: input.type, organiserId, userId, details, by, at }, context);
    }

    const opening: OpeningCommand = { type: input.type, organiserId: randomUUID(), userId, details, by, at };
    try {
      const claim = await runOrganiserSlotCommand(env.store, userId, { type: 'ClaimSlot', opening }, context);
      // A retried request (same command id) finds its own earlier claim and carries on with it.
      const claimed = claim.events.find((event) => event.type === 'OrganiserSlotClaimed');
      const command = claimed?.type === 'OrganiserSlotClaimed' ? claimed.data.opening : opening;
      return await runOrganiserCommand(env.store, command.organiserId, command, context);
    } catch (error) {
      if (isDomainError(error) && error.code === SLOT_TAKEN && round < MAX_ROUNDS) continue;
      throw error;
    }
  }
};
