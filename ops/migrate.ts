import { loadStoreConfig } from '../api/config';
import { openStores } from './system';

/** Creates the event store tables and every read model's schema (idempotent). */
const config = loadStoreConfig();
const { store, db } = await openStores(config);
await store.close();
await db.end();
console.log('Migrations applied.');
