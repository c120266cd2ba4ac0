/**
 * BullMQ's key prefix (not ioredis' keyPrefix, which BullMQ does not support): under the
 * deployment's REDIS_PREFIX, so deployments and test runs sharing one Redis never meet.
 * Producers (the API, reactors) and workers must agree on it.
 */
export const queuePrefix = (config: { REDIS_PREFIX: string }) => `${config.REDIS_PREFIX}bull`;
