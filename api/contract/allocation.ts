import { z } from 'zod';
import { publishModes } from '@domain/allocation/publication';
import {
  allocationObjectives,
  allocationStrategies,
  fairnessReportSchema,
  MAX_LOTTERY_SEED,
  objectiveComparisonSchema,
  tieRules,
} from '@domain/allocation/run-report';
import { listedId, optionalListedId } from '@domain/shared/listed-id';
import { endpoint, noBody, type EndpointDefinition } from './endpoint';

const eventParams = z.object({ eventId: z.string().min(1).max(100) });
const runParams = eventParams.extend({ runId: z.string().min(1).max(200) });

/** A registration named in a body (spec: delegateId). */
const delegate = z.string().trim().min(1, 'Delegate not found').max(100);
const delegateBody = z.object({ delegateId: delegate });
const done = z.object({ id: z.string() });

const allocationRunStates = ['queued', 'running', 'completed', 'failed'] as const;

export const allocationRunView = z.object({
  runId: z.string(),
  strategy: z.enum(allocationStrategies),
  dryRun: z.boolean(),
  /** The organiser's rules for the run; null for a run started before they could be chosen. */
  objective: z.enum(allocationObjectives).nullable(),
  tieRule: z.enum(tieRules).nullable(),
  /** The lottery's seed, to replay it; null unless the tie rule is the lottery. */
  seed: z.number().int().nullable(),
  state: z.enum(allocationRunStates),
  /** 0 to 100. */
  progress: z.number(),
  result: z
    .object({
      considered: z.number(),
      allocated: z.number(),
      failed: z.number(),
      applied: z.boolean(),
      /** A dry run not applied whose delegates, committees or delegation mode changed since: Apply would be refused. */
      stale: z.boolean(),
      report: fairnessReportSchema,
      placements: z.array(z.object({ delegateId: z.string(), committeeId: z.string(), countryId: z.string().nullable() })),
      /** The delegates (registration ids) the run could not place; null for a run made before they were kept. */
      unplaced: z.array(z.string()).nullable(),
      /** An optimal dry run: what the objective not chosen would have given; null otherwise. */
      otherObjective: objectiveComparisonSchema.nullable(),
    })
    .nullable(),
  error: z.string().nullable(),
});

export const publicationView = z.object({
  mode: z
    .enum(publishModes)
    .describe(
      'batched: changes wait for the next Publish; at_once: after the first Publish, each change reaches its delegate as it is made',
    ),
  published_at: z.string().nullable().describe('When the allocation was last published (ISO 8601); null: never'),
  pending: z.number().int().describe('Delegates whose seat differs from the one they see'),
});

export const delegationModeView = z.object({
  enabled: z
    .boolean()
    .describe("Delegation mode: global allocation keeps each school's delegates on one country (or as few as possible) across committees"),
});

/** The event's organiser or a super user only, for every call here. */
const delegateCall = { method: 'POST', access: 'organiser', tag: 'allocation', data: done } as const;

/**
 * The delegate calls of the Delegates tab (spec §7: assign-delegate, unassign-delegate,
 * toggle-delegate-flag; locks and merge), global allocation runs (§9) and publication.
 */
export const allocationEndpoints = {
  assign: endpoint({
    ...delegateCall,
    path: '/api/v1/registerations/assign-delegate',
    summary: 'Assign a delegate to a committee with a country, or move them (seats, one country per committee and the tier rule hold)',
    body: delegateBody.extend({
      committeeId: listedId('Committee not found'),
      // "" when none (spec §7), or the id as the countries list gives it (a number).
      countryId: optionalListedId('Country not found'),
      respectLock: z.boolean().optional().default(false),
    }),
  }),
  unassign: endpoint({
    ...delegateCall,
    path: '/api/v1/registerations/unassign-delegate',
    summary: 'Take a delegate out of their committee and country',
    body: delegateBody,
  }),
  toggleFlag: endpoint({
    ...delegateCall,
    path: '/api/v1/registerations/toggle-delegate-flag',
    summary: 'Flag or unflag a delegate',
    body: delegateBody.extend({ flag: z.boolean({ error: 'Flag must be true or false' }) }),
  }),
  lock: endpoint({
    ...delegateCall,
    path: '/api/v1/registerations/lock-delegates',
    summary: "Lock or unlock delegates (all the event's delegates when none are named); locked delegates are left out of global allocation",
    body: z.object({
      eventId: z.string().trim().min(1).max(100),
      locked: z.boolean({ error: 'Locked must be true or false' }),
      delegateIds: z.array(delegate).max(20_000).optional(),
    }),
  }),
  merge: endpoint({
    ...delegateCall,
    path: '/api/v1/registerations/merge-delegates',
    summary: 'Merge two delegates of one event: the second registration is removed',
    body: z.object({ keepId: delegate, removeId: delegate }),
  }),
  startRun: endpoint({
    method: 'POST',
    path: '/api/v1/allocation/:eventId/runs',
    access: 'organiser',
    tag: 'allocation',
    summary:
      "Start a global allocation of the event's unlocked, unassigned delegates (strategy spec by default; a dry run appends nothing)",
    params: eventParams,
    body: z.object({
      strategy: z.enum(allocationStrategies).optional().default('spec'),
      dryRun: z.boolean().optional().default(false),
      objective: z
        .enum(allocationObjectives, { error: 'Objective must be coverage or rank_maximal' })
        .optional()
        .default('coverage')
        .describe(
          'optimal strategy: coverage (as many delegates as possible in one of their choices, then first, second, third choices) or rank_maximal (first, then second, then third choices)',
        ),
      tieRule: z
        .enum(tieRules, { error: 'Tie rule must be first_come or lottery' })
        .optional()
        .default('first_come')
        .describe('How delegates equal in every other respect are ordered: by registration, or by a lottery drawn from its seed'),
      seed: z
        .number({ error: 'Seed must be a whole number from 0 to 2147483647' })
        .int('Seed must be a whole number from 0 to 2147483647')
        .min(0, 'Seed must be a whole number from 0 to 2147483647')
        .max(MAX_LOTTERY_SEED, 'Seed must be a whole number from 0 to 2147483647')
        .optional()
        .describe("The lottery's seed; when none is given the server draws one and the run shows it"),
    }),
    data: z.object({ runId: z.string() }),
    status: 202,
  }),
  run: endpoint({
    method: 'GET',
    path: '/api/v1/allocation/:eventId/runs/:runId',
    access: 'organiser',
    tag: 'allocation',
    summary: 'A global allocation run: its progress, then its placements and fairness report',
    params: runParams,
    data: allocationRunView,
  }),
  applyRun: endpoint({
    method: 'POST',
    path: '/api/v1/allocation/:eventId/runs/:runId/apply',
    access: 'organiser',
    tag: 'allocation',
    summary: "Apply a finished dry run's placements, all or none, if nothing changed since it was computed",
    params: runParams,
    body: noBody,
    data: z.object({ allocated: z.number() }),
  }),
  publication: endpoint({
    method: 'GET',
    path: '/api/v1/allocation/:eventId/publication',
    access: 'organiser',
    tag: 'allocation',
    summary:
      'Whether seat changes are published at once or batched, when the allocation was last published, and how many seats await publishing',
    params: eventParams,
    data: publicationView,
  }),
  publish: endpoint({
    method: 'POST',
    path: '/api/v1/allocation/:eventId/publish',
    access: 'organiser',
    tag: 'allocation',
    summary: 'Publish allocation: every delegate whose seat changed since the last publication sees it and is told, in one event',
    params: eventParams,
    body: noBody,
    data: publicationView.extend({ published: z.number().int().describe('Delegates this publication reached') }),
  }),
  publicationMode: endpoint({
    method: 'PATCH',
    path: '/api/v1/allocation/:eventId/publication-mode',
    access: 'organiser',
    tag: 'allocation',
    summary:
      'Choose whether seat changes after the first Publish reach delegates as they are made (at_once) or wait for the next Publish (batched)',
    params: eventParams,
    body: z.object({ mode: z.enum(publishModes, { error: 'Mode must be batched or at_once' }) }),
    data: publicationView,
  }),
  delegationMode: endpoint({
    method: 'GET',
    path: '/api/v1/allocation/:eventId/delegation-mode',
    access: 'organiser',
    tag: 'allocation',
    summary: "Whether delegation mode is on: each school's delegates represent one country across committees",
    params: eventParams,
    data: delegationModeView,
  }),
  setDelegationMode: endpoint({
    method: 'PATCH',
    path: '/api/v1/allocation/:eventId/delegation-mode',
    access: 'organiser',
    tag: 'allocation',
    summary:
      'Turn delegation mode on or off (nothing is stored when it already is so); a dry run computed before the change can no longer be applied',
    params: eventParams,
    body: z.object({ enabled: z.boolean({ error: 'Enabled must be true or false' }) }),
    data: delegationModeView,
  }),
} satisfies Record<string, EndpointDefinition>;
