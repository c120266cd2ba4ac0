import { z } from 'zod';

const envSchema = z.object({
  /** Origin of the backend; empty means the SPA is served by the backend itself (or the dev proxy). */
  API_URL: z
    .string()
    .trim()
    .default('')
    .refine((value) => value === '' || /^https?:\/\/[^\s/]+/.test(value), 'VITE_API_URL must be an http(s) origin')
    .transform((value) => value.replace(/\/+$/, '')),
});

export type Env = z.infer<typeof envSchema>;

const parseEnv = (): Env => {
  const raw = Object.fromEntries(
    Object.entries(import.meta.env)
      .filter(([key]) => key.startsWith('VITE_'))
      .map(([key, value]) => [key.slice('VITE_'.length), value]),
  );
  const result = envSchema.safeParse(raw);
  if (!result.success) {
    throw new Error(`Invalid environment: ${result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
  }
  return result.data;
};

export const env = parseEnv();
