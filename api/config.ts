import { isIP } from 'node:net';
import { z } from 'zod';
import { passwordCosts } from '../commands/users/password';

/** proxy-addr's names for whole ranges, besides addresses and CIDRs. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * Which hops may say who the client is (X-Forwarded-For): none by default, a hop count, or the
 * proxies' addresses. Trusting every hop would let a client pick its own address, and with it
 * its own rate-limit counter.
 */
const trustProxy = z
  .string()
  .trim()
  .optional()
  .transform((value, context): false | number | string[] => {
    if (!value || value === 'false' || value === '0') return false;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const invalid = entries.find((entry) => !PROXY_RANGE_NAMES.includes(entry) && !isIP(entry.split('/')[0] ?? ''));
    if (invalid !== undefined) {
      context.addIssue({
        code: 'custom',
        message: `TRUST_PROXY must be a hop count or a comma-separated list of proxy addresses or CIDRs, not '${invalid}'`,
      });
      return z.NEVER;
    }
    return entries;
  });

const configSchema = z.object({
  PORT: z.coerce.number().int().positive().default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().default('postgres://postgres@127.0.0.1:5432/mun'),
  /** Connections each pool of a process may open (read models, and the Postgres event store): keep the sum under max_connections. */
  DATABASE_POOL_SIZE: z.coerce.number().int().positive().default(10),
  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  /** Prefix of every Redis key, so several deployments (or test runs) can share one Redis. */
  REDIS_PREFIX: z.string().default('mun:'),
  /** Set to use EventStoreDB as the event store (esdb://host:2113?tls=false); unset = Postgres. */
  EVENTSTORE_URL: z.string().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL: z.string().default('1h'),
  /** How long a command waits for its read models before answering. */
  PROJECTION_WAIT_MS: z.coerce.number().int().nonnegative().default(5000),
  /** all | api | projector: what this process runs. */
  ROLE: z.enum(['all', 'api', 'projector', 'worker']).default('all'),
  /** Where the SPA is reached from outside; links in emails point here. */
  PUBLIC_URL: z.string().url().optional(),
  /** Comma-separated email domains allowed to sign up (spec §5). */
  ALLOWED_EMAIL_DOMAINS: z
    .string()
    .default('gmail.com')
    .transform((value) =>
      value
        .split(',')
        .map((domain) => domain.trim().toLowerCase())
        .filter(Boolean),
    ),
  /** smtp(s)://user:pass@host:port to send real email; unset = the local outbox (development). */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Quest for Leadership <no-reply@mun.local>'),
  /** Where uploaded files (avatars, evidence) are kept by the local-disk storage. */
  UPLOAD_DIR: z.string().default('.local/uploads'),
  AVATAR_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(2 * 1024 * 1024),
  /** The size cap of one organiser evidence document. */
  EVIDENCE_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(5 * 1024 * 1024),
  /** The size cap of an event's cover image or logo. */
  EVENT_IMAGE_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(5 * 1024 * 1024),
  /** The size cap of one event document (general or committee). */
  DOCUMENT_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 1024 * 1024),
  /** How long a verification link stays valid. */
  VERIFICATION_TTL_HOURS: z.coerce.number().positive().default(24),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().positive().default(30),
  /** Notification sockets one user may hold on one API instance; the oldest beyond it is closed. */
  NOTIFICATION_SOCKETS_PER_USER: z.coerce.number().int().positive().default(10),
  /** Messages a second one notification socket may send; beyond it the socket is closed (1008). */
  NOTIFICATION_SOCKET_MESSAGES_PER_SECOND: z.coerce.number().int().positive().default(20),
  /** A rotated refresh token presented again this soon is a second tab racing the first, not a theft. */
  REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().nonnegative().default(10),
  TRUST_PROXY: trustProxy,
  /** The first wait after repeated wrong passwords for one email; each further failure doubles it. */
  LOGIN_BACKOFF_SECONDS: z.coerce.number().positive().default(30),
  /** argon2 hashes and verifications run at once per process, and how many may wait; more are refused (503). */
  PASSWORD_WORK_CONCURRENCY: z.coerce.number().int().positive().default(2),
  PASSWORD_WORK_QUEUE: z.coerce.number().int().nonnegative().default(32),
  /** argon2id's cost for new hashes: `light` only for test systems; refused when NODE_ENV=production. */
  PASSWORD_HASH_COST: z.enum(passwordCosts).default('standard'),
  /** Serve /test-email-confirmation (spec §2.4's lookup test page); default: on unless NODE_ENV=production. */
  TEST_EMAIL_CONFIRMATION: z.enum(['true', 'false']).optional(),
  WEB_DIST: z.string().default('web/dist'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type AppConfig = Omit<z.infer<typeof configSchema>, 'TEST_EMAIL_CONFIRMATION'> & {
  JWT_SECRET: string;
  PUBLIC_URL: string;
  TEST_EMAIL_CONFIRMATION: boolean;
};

/** Only what reaching the stores needs (migrations, seeding, CLIs). */
export const loadStoreConfig = (env: NodeJS.ProcessEnv = process.env) =>
  configSchema.pick({ DATABASE_URL: true, EVENTSTORE_URL: true, DATABASE_POOL_SIZE: true }).parse(env);

export const loadConfig = (env: NodeJS.ProcessEnv = process.env, fallbackSecret?: string): AppConfig => {
  const parsed = configSchema.parse(env);
  const secret = parsed.JWT_SECRET ?? fallbackSecret;
  if (!secret) throw new Error('JWT_SECRET is required (at least 32 characters)');
  if (parsed.PASSWORD_HASH_COST !== 'standard' && env.NODE_ENV === 'production') {
    throw new Error('PASSWORD_HASH_COST=light is for test systems; production hashes passwords at the standard cost');
  }
  return {
    ...parsed,
    JWT_SECRET: secret,
    PUBLIC_URL: (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, ''),
    TEST_EMAIL_CONFIRMATION: (parsed.TEST_EMAIL_CONFIRMATION ?? (env.NODE_ENV === 'production' ? 'false' : 'true')) === 'true',
  };
};
