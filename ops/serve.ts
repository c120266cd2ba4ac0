import { loadConfig } from '../api/config';
import { localJwtSecret } from './local-secret';
import { serveSpa } from './spa';
import { startSystem } from './system';

/** One process: API + SPA + projectors + reactors + workers (ROLE=all), or one part of a scaled deployment. */
const config = loadConfig(process.env, process.env.JWT_SECRET ? undefined : await localJwtSecret());
const spa = serveSpa(config.WEB_DIST, { unservedPaths: config.TEST_EMAIL_CONFIRMATION ? [] : ['/test-email-confirmation'] });
const system = await startSystem(config, { extend: config.ROLE === 'all' || config.ROLE === 'api' ? spa : undefined });

let closing = false;
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  system.app.log.info(`${signal}: closing`);
  const timer = setTimeout(() => process.exit(1), 15_000);
  timer.unref();
  await system.close();
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

if (config.ROLE === 'projector' || config.ROLE === 'worker') {
  system.app.log.info(`Running as ${config.ROLE}; not listening for HTTP`);
} else {
  await system.app.listen({ port: config.PORT, host: config.HOST });
}
