import { parseArgs } from 'node:util';
import { loadStoreConfig } from '../api/config';
import { createDatabasePool } from '../projections/db/pool';
import { listOutbox, migrateOutbox } from '../workers/email/outbox';

/**
 * Development helper: the newest messages of the local outbox (used when SMTP_URL is unset),
 * with their links, so sign-up can be finished without an inbox.
 *
 *   npm run outbox                       the 10 newest messages
 *   npm run outbox -- --to a@gmail.com   only those sent to that address
 *   npm run outbox -- --limit 50 --body  more of them, with their text bodies
 */
const { values } = parseArgs({
  options: {
    to: { type: 'string' },
    limit: { type: 'string', default: '10' },
    body: { type: 'boolean', default: false },
  },
});
const limit = Number(values.limit);
if (!Number.isInteger(limit) || limit <= 0) {
  console.error('--limit must be a positive whole number');
  process.exit(2);
}

const db = await createDatabasePool(loadStoreConfig().DATABASE_URL, { maximumPoolSize: 1 });
try {
  await migrateOutbox(db); // a fresh database has no outbox yet: show it empty
  const messages = await listOutbox(db, { to: values.to, limit });
  if (messages.length === 0) console.log(values.to ? `No messages to ${values.to} in the outbox.` : 'The outbox is empty.');
  for (const message of messages) {
    console.log(`#${message.id}  ${message.createdAt.toISOString()}  to ${message.to}  (user ${message.userId})`);
    console.log(`  ${message.subject}`);
    if (message.link) console.log(`  ${message.link}`);
    if (values.body) console.log(`\n${message.text.replace(/^/gm, '    ')}\n`);
  }
} finally {
  await db.end();
}
