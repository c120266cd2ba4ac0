import { loadStoreConfig } from '../api/config';
import { allProjections } from '../projections/read-models';
import { checkProjection } from '../projections/runtime/check';
import { forEachProjection, rebuildProjection } from '../projections/runtime/rebuild';
import { openStores } from './system';

/**
 * npm run read-models -- check [name...]          rebuilds into a scratch schema and diffs with live
 * npm run read-models -- rebuild name... | --all  rebuilds from the first event and swaps in
 * Two read models at a time (READ_MODEL_JOBS to change it).
 */
const [action, ...args] = process.argv.slice(2);
const all = args.includes('--all');
const names = args.filter((arg) => arg !== '--all');
const chosen = names.length ? allProjections.filter((p) => names.includes(p.name)) : allProjections;
const unknown = names.filter((name) => !allProjections.some((p) => p.name === name));
const jobs = Number(process.env.READ_MODEL_JOBS ?? 2);
if (
  (action !== 'check' && action !== 'rebuild') ||
  unknown.length ||
  (action === 'rebuild' && names.length === 0 && !all) ||
  !(jobs >= 1)
) {
  console.error(
    `Usage: npm run read-models -- check [name...] | rebuild name... | rebuild --all\nRead models: ${allProjections.map((p) => p.name).join(', ')}`,
  );
  if (unknown.length) console.error(`Unknown: ${unknown.join(', ')}`);
  process.exit(2);
}

const { store, db, inline } = await openStores(loadStoreConfig());
let failed = false;
try {
  await forEachProjection(chosen, jobs, async (projection) => {
    if (action === 'rebuild') {
      await rebuildProjection({ pool: db, store, projection, inline: inline.includes(projection) });
      console.log(`${projection.name}: rebuilt`);
    } else {
      const result = await checkProjection({ pool: db, store, projection, inline: inline.includes(projection) });
      console.log(`${projection.name}: ${result.equal ? 'equal' : 'DIFFERENT'} at ${result.position}`);
      if (!result.equal) {
        failed = true;
        console.log(JSON.stringify(result.differences, null, 2));
      }
    }
  });
} finally {
  await store.close();
  await db.end();
}
process.exit(failed ? 1 : 0);
