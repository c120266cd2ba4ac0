import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDependencies } from './dependencies';
import { rateLimitKeyOf } from './lib/client-address';
import { authPlugin } from './plugins/auth';
import { idempotencyPlugin } from './plugins/idempotency';
import { credentialsPlugin } from './plugins/credentials';
import { notificationsSocketPlugin } from './plugins/notifications-socket';
import { notificationRoutes } from './routes/notifications/notification-routes';
import { registerErrorHandler } from './plugins/error-handler';
import { jsonBodyPlugin } from './plugins/json-body';
import { nosniffPlugin } from './plugins/nosniff';
import { languagePlugin } from './plugins/language';
import { textGuardPlugin } from './plugins/text-guard';
import { uploadsPlugin } from './plugins/uploads';
import { catalogueEndpoints } from './routes/catalogue/catalogue-endpoints';
import { schoolsEndpoints } from './routes/schools/schools-endpoints';
import { schoolAdminRoutes } from './routes/schools/school-admin-routes';
import { localityAdminRoutes } from './routes/schools/locality-admin-routes';
import { auditRoutes } from './routes/admin/audit';
import { dashboardRoutes } from './routes/admin/dashboard';
import { superusersRoutes } from './routes/admin/superusers';
import { usersAdminRoutes } from './routes/admin/users-admin';
import { healthRoutes } from './routes/health';
import { eventsEndpoints } from './routes/events/events-endpoints';
import { eventDashboardRoutes } from './routes/event-dashboard/event-dashboard-routes';
import { eventDocumentsEndpoints } from './routes/event-documents/event-documents-endpoints';
import { organisersEndpoints } from './routes/organisers/organisers-endpoints';
import { registrationRoutes } from './routes/registrations/registration-routes';
import { delegationRoutes } from './routes/delegations/delegation-routes';
import { chairRoutes } from './routes/chair/chair-routes';
import { awardRoutes } from './routes/awards/award-routes';
import { paperRoutes } from './routes/papers/paper-routes';
import { certificateRoutes } from './routes/certificates/certificate-routes';
import { allocationRunRoutes } from './routes/allocation/allocation-run-routes';
import { importRoutes } from './routes/imports/import-routes';
import { delegateAllocationRoutes } from './routes/allocation/delegate-allocation-routes';
import { publicationRoutes } from './routes/allocation/publication-routes';
import { delegationModeRoutes } from './routes/allocation/delegation-mode-routes';
import { eventCommitteeRoutes } from './routes/event-committees/event-committee-routes';
import { eventLeaderRoutes } from './routes/event-leaders/event-leader-routes';
import { conferenceRoutes } from './routes/conference/conference-routes';
import { accountRoutes } from './routes/users/account';
import { loginRoutes, logoutRoutes } from './routes/users/login';
import { profileRoutes } from './routes/users/profile';
import { signupRoutes } from './routes/users/signup';

export interface BuildAppOptions {
  logger?: boolean;
  /** Extra plugins registered last (e.g. the SPA's static files in ops/serve.ts). */
  extend?: (app: FastifyInstance) => Promise<void>;
  /** Sees every route as it is registered (the contract-coverage test lists them). */
  onRoute?: (route: RouteOptions) => void;
}

/** Composition only: external plugins, then the app's decorators, then routes. */
export const buildApp = async (deps: AppDependencies, options: BuildAppOptions = {}): Promise<FastifyInstance> => {
  const trusted = deps.config.TRUST_PROXY;
  const app = Fastify({
    logger: options.logger === false ? false : { level: deps.config.LOG_LEVEL },
    // Only the declared proxies may name the client: request.ip keys every per-address rate limit.
    // A hop count trusts that many hops nearest the server (Fastify itself refuses bare counts).
    trustProxy: typeof trusted === 'number' ? (_address: string, hop: number) => hop < trusted : trusted,
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(nosniffPlugin);
  await app.register(languagePlugin);
  // Lists and exports compress well; a fast brotli level keeps the CPU per answer small.
  // Files already compressed (the SPA's .br/.gz, images) pass through untouched.
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Quest for Leadership, Quest for Change — MUN platform API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs' });
  await app.register(fastifyRateLimit, {
    global: false,
    redis: deps.redis,
    nameSpace: `${deps.config.REDIS_PREFIX}rate-limit:`,
    // A key of our own keeps injected WebSocket requests working (see STACK-NOTES).
    keyGenerator: (request) => rateLimitKeyOf(request.ip),
  });
  await app.register(jsonBodyPlugin);
  await app.register(textGuardPlugin);
  await app.register(authPlugin, deps);
  await app.register(idempotencyPlugin, deps);
  await app.register(credentialsPlugin, deps);
  await app.register(uploadsPlugin, deps);
  await app.register(notificationsSocketPlugin, deps);
  await app.register(notificationRoutes, deps);

  await app.register(healthRoutes, deps);
  await app.register(loginRoutes, deps);
  await app.register(logoutRoutes);
  await app.register(signupRoutes, deps);
  await app.register(accountRoutes, deps);
  await app.register(profileRoutes, deps);
  await app.register(catalogueEndpoints, deps);
  await app.register(schoolsEndpoints, deps);
  await app.register(schoolAdminRoutes, deps);
  await app.register(localityAdminRoutes, deps);
  await app.register(organisersEndpoints, deps);
  await app.register(eventsEndpoints, deps);
  await app.register(registrationRoutes, deps);
  await app.register(delegationRoutes, deps);
  await app.register(awardRoutes, deps);
  await app.register(certificateRoutes, deps);
  await app.register(delegateAllocationRoutes, deps);
  await app.register(allocationRunRoutes, deps);
  await app.register(publicationRoutes, deps);
  await app.register(delegationModeRoutes, deps);
  await app.register(importRoutes, deps);
  await app.register(eventDocumentsEndpoints, deps);
  await app.register(eventCommitteeRoutes, deps);
  await app.register(eventLeaderRoutes, deps);
  await app.register(eventDashboardRoutes, deps);
  await app.register(chairRoutes, deps);
  await app.register(conferenceRoutes, deps);
  await app.register(paperRoutes, deps);
  await app.register(usersAdminRoutes, deps);
  await app.register(superusersRoutes, deps);
  await app.register(auditRoutes, deps);
  await app.register(dashboardRoutes, deps);

  if (options.extend) await options.extend(app);
  return app;
};
