/**
 * Dependency direction of the architecture (README.md, "What is where"), checked in CI
 * by `npm run lint:deps`:
 *
 *   domain       -> domain
 *   commands     -> domain, commands
 *   projections  -> domain, commands/event-store (the port), projections
 *   api          -> commands, projections, domain, api
 *   workers      -> commands, projections, domain, workers
 *   api/contract -> domain (the endpoint contracts, shared with web)
 *   web/src      -> web/src, domain (pure rules and schemas), api/contract; no feature imports another
 *   ops, test    -> anything
 *
 * Test code next to the code (`*.test.ts` files and `testing/` folders such as
 * `projections/runtime/testing/` or `web/src/testing/`) may also use the shared helpers in
 * `test/support`; production code never imports test code.
 * Paths are relative to the repository root (depcruise runs there).
 */

/** Test code colocated with the code: `*.test.ts(x)` files and anything in a `testing/` folder. */
const TEST_CODE = '(\\.test\\.tsx?$|/testing/)';

/** Modules that do I/O: never allowed in the pure domain (Node built-ins with and without `node:`). */
const IO_BUILTINS = [
  'fs',
  'fs/promises',
  'net',
  'http',
  'https',
  'http2',
  'child_process',
  'cluster',
  'dgram',
  'dns',
  'dns/promises',
  'tls',
  'worker_threads',
  'readline',
  'inspector',
];
const IO_PACKAGES = [
  'pg',
  'pg-pool',
  'pg-cursor',
  'pg-query-stream',
  'ioredis',
  'redis',
  'bullmq',
  'fastify',
  'fastify-plugin',
  '@fastify/[^/]+',
  'slonik',
  '@slonik/[^/]+',
  '@eventstore/db-client',
  'argon2',
  'nodemailer',
  'ws',
];
const escape = (name) => name.replace(/[.]/g, '\\.');
/** Matches both the bare specifier (unresolved) and its resolved location in node_modules. */
const IO_MODULES = [
  `^(node:)?(${IO_BUILTINS.map(escape).join('|')})$`,
  `^(${IO_PACKAGES.map(escape).join('|')})(/|$)`,
  `(^|/)node_modules/(${IO_PACKAGES.map(escape).join('|')})/`,
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Circular dependencies make the layering meaningless and the load order fragile.',
      from: {},
      to: { circular: true },
    },

    // ---- domain: pure business rules ------------------------------------------------------
    {
      name: 'domain-only-domain',
      severity: 'error',
      comment: 'domain/ is pure: it may import only domain/ (and pure npm packages such as zod).',
      from: { path: '^domain/', pathNot: TEST_CODE },
      to: { path: '^(commands|projections|api|workers|web|ops|test)/' },
    },
    {
      name: 'domain-tests-only-test-support',
      severity: 'error',
      comment: 'Decider tests may use the shared given/when/then helper in test/support/, nothing else outside domain/.',
      from: { path: `^domain/.*${TEST_CODE}` },
      to: { path: '^(commands|projections|api|workers|web|ops|test)/', pathNot: '^test/support/' },
    },
    {
      name: 'domain-no-io',
      severity: 'error',
      comment:
        'domain/ does no I/O: no file system, network, processes, database, Redis, queues or HTTP ' +
        'server. Clock and randomness are passed in.',
      from: { path: '^domain/' },
      to: { path: IO_MODULES },
    },

    // ---- commands: the write side ----------------------------------------------------------
    {
      name: 'commands-only-domain',
      severity: 'error',
      comment: 'commands/ may import domain/ and itself only.',
      from: { path: '^commands/' },
      to: { path: '^(projections|api|workers|web|ops)/' },
    },

    // ---- projections: the read side --------------------------------------------------------
    {
      name: 'projections-only-domain-and-event-store-port',
      severity: 'error',
      comment:
        'projections/ may import domain/, the event-store port in commands/event-store/ and itself; ' +
        'never command handlers, api, workers, web or ops.',
      from: { path: '^projections/' },
      to: {
        path: '^(commands|api|workers|web|ops)/',
        pathNot: '^commands/event-store/',
      },
    },

    // ---- api -------------------------------------------------------------------------------
    {
      name: 'api-not-workers-web-ops',
      severity: 'error',
      comment: 'api/ may import commands/, projections/, domain/ and itself only.',
      from: { path: '^api/' },
      to: { path: '^(workers|web|ops)/' },
    },

    {
      name: 'contract-only-domain',
      severity: 'error',
      comment:
        'api/contract/ is what the API and the SPA share: pure zod shapes of each endpoint. It may import ' +
        'domain/ and itself only, so the SPA that imports it pulls in no server code.',
      from: { path: '^api/contract/' },
      to: { path: '^(commands|projections|workers|web|ops|test|api)/', pathNot: '^api/contract/' },
    },

    // ---- workers ---------------------------------------------------------------------------
    {
      name: 'workers-not-api-web-ops',
      severity: 'error',
      comment: 'workers/ may import commands/, projections/, domain/ and itself only.',
      from: { path: '^workers/' },
      to: { path: '^(api|web|ops)/' },
    },

    // ---- test code ---------------------------------------------------------------------------
    {
      name: 'server-code-not-test',
      severity: 'error',
      comment:
        'Production code never imports test/. Test code in commands/, projections/, api/ and ' +
        'workers/ (*.test.ts, testing/ folders) may import test/support/ only.',
      from: { path: '^(commands|projections|api|workers)/', pathNot: TEST_CODE },
      to: { path: '^test/' },
    },
    {
      name: 'server-tests-only-test-support',
      severity: 'error',
      comment: 'Colocated test code may import test/support/, not other parts of test/.',
      from: { path: `^(commands|projections|api|workers)/.*${TEST_CODE}` },
      to: { path: '^test/', pathNot: '^test/support/' },
    },
    {
      name: 'production-code-not-test-code',
      severity: 'error',
      comment: 'Production code never imports *.test.ts files or testing/ folders (fixtures, fakes).',
      from: { path: '^(domain|commands|projections|api|workers|web/src)/', pathNot: TEST_CODE },
      to: { path: TEST_CODE },
    },

    // ---- web: the SPA ----------------------------------------------------------------------
    {
      name: 'web-only-web-domain-and-contract',
      severity: 'error',
      comment:
        'web/src may import web/src, the pure rules in domain/ and the endpoint contracts in api/contract/ ' +
        'only; never the rest of the server folders, ops or test.',
      from: { path: '^web/src/' },
      to: { path: '^(commands|projections|api|workers|ops|test)/', pathNot: '^api/contract/' },
    },
    {
      name: 'web-features-keep-to-themselves',
      severity: 'error',
      comment:
        'A web feature imports no other feature: what two features share lives in web/src/components or ' +
        'web/src/lib, and what they ask the server lives in the contract.',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'web-no-node-builtins',
      severity: 'error',
      comment: 'The SPA runs in the browser: no Node built-in modules and no server-side packages.',
      from: { path: '^web/src/' },
      to: {
        dependencyTypes: ['core'],
      },
    },
    {
      name: 'web-no-server-packages',
      severity: 'error',
      comment: 'The SPA runs in the browser: no server-side packages.',
      from: { path: '^web/src/' },
      to: { path: IO_MODULES },
    },
  ],

  options: {
    doNotFollow: { path: 'node_modules' },
    // node_modules must not be excluded (that would hide imports of I/O packages from the rules).
    exclude: { path: '^(dist|web/dist|coverage|\\.local)/' },
    moduleSystems: ['es6', 'cjs'],
    // Count type-only imports too: a type import across a boundary is still a dependency.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.jsx', '.json'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
