import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { loadStoreConfig } from '../api/config';
import { createVault } from '../commands/event-store/personal-data-vault';
import { ensureSuperUser } from '../commands/users/register-user';
import { openStores } from './system';

const usage = 'Usage: npm run create-superuser -- --email someone@gmail.com --password "at least 6 characters" [--role teacher|student]';

const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' }, role: { type: 'string', default: 'teacher' } },
});
if (!values.email || !values.password || values.password.length < 6 || !['teacher', 'student'].includes(values.role ?? '')) {
  console.error(usage);
  process.exit(2);
}

const config = loadStoreConfig();
const { store, db } = await openStores(config);
try {
  const { userId } = await ensureSuperUser(
    { store, vault: createVault(db), now: new Date() },
    { email: values.email, password: values.password, role: values.role as 'teacher' | 'student' },
    { commandId: randomUUID(), userId: null },
  );
  console.log(`Super user ready: ${values.email} (id ${userId}). A running server shows it once its projector catches up.`);
} finally {
  await store.close();
  await db.end();
}
