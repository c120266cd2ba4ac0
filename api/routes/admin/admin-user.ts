import { z } from 'zod';
import type { AppDependencies } from '../../dependencies';

/** A row of the super user's Users and Superusers lists (projections/users/users-admin-list.ts). */
export const adminUser = z.object({
  id: z.string(),
  email: z.string().nullable(),
  role: z.enum(['student', 'teacher']),
  global_role: z.enum(['superuser', 'user']),
  status: z.enum(['active', 'flagged', 'blocked', 'deleted']),
  email_verified: z.boolean(),
  organiserId: z.string().nullable(),
  fullname: z.string().nullable(),
  username: z.string().nullable(),
  hasProfile: z.boolean(),
  school: z.string().nullable(),
  grade: z.string().nullable(),
  years_of_experience: z.string().nullable(),
  created_at: z.date(),
});

/** Waits until the user read models show a write, so the list the screen reloads has it. */
export const waitForUsers = async (deps: AppDependencies, position: string | null) => {
  if (!position) return;
  await deps.readModels.waitFor(position, {
    projections: ['user_accounts', 'user_profiles', 'status_history'],
    timeoutMs: deps.config.PROJECTION_WAIT_MS,
  });
};
