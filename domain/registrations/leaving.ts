import { z } from 'zod';

/**
 * Why a person left an event: they cancelled their registration, the organiser removed them,
 * they were merged away in the Delegates tab's Merge, or their account was deleted. Leaving
 * releases everything they held there (committee seat, chair seats, leadership roles), and
 * each release records which of these it was.
 */
export const leavingReasons = ['cancelled', 'removed', 'merged', 'account_deleted'] as const;
export type LeavingReason = (typeof leavingReasons)[number];
export const leavingReasonSchema = z.enum(leavingReasons);
