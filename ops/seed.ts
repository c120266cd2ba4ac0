import { loadStoreConfig } from '../api/config';
import { createVault } from '../commands/event-store/personal-data-vault';
import { ensureSuperUser } from '../commands/users/register-user';
import { seedCatalogues } from './seed-catalogues';
import { seedSchools } from './seed-schools';
import { openStores } from './system';

/**
 * Seeds master data (catalogues; localities, areas and schools) and, unless SEED_DEMO_SUPERUSER=false, the demo super user
 * whose log-in the README shows. Safe to run on every start.
 */
const config = loadStoreConfig();
const { store, db } = await openStores(config);
try {
  const now = new Date();
  const { report } = await seedCatalogues(store, now);
  console.log(`Catalogues seeded (new entries): ${JSON.stringify(report)}`);
  const schools = await seedSchools(store, now);
  console.log(`Localities, areas and schools seeded (new entries): ${JSON.stringify(schools.report)}`);
  if (process.env.SEED_DEMO_SUPERUSER !== 'false') {
    const email = process.env.DEMO_SUPERUSER_EMAIL ?? 'admin@gmail.com';
    const password = process.env.DEMO_SUPERUSER_PASSWORD ?? 'Admin@2026';
    const { userId } = await ensureSuperUser(
      { store, vault: createVault(db), now },
      { email, password },
      { commandId: `seed-demo-superuser-${email}`, userId: null },
    );
    console.log(`Demo super user: ${email} (id ${userId})`);
  }
} finally {
  await store.close();
  await db.end();
}
