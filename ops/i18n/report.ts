/**
 * What the catalogue check finds in one folder of the web app, for whoever is translating it:
 * `bash ops/run.sh ops/i18n/report.ts web/src/features/auth`.
 */
import { resolve } from 'node:path';
import { checkArea } from './catalogue-check';

const root = resolve(import.meta.dirname, '../..');
for (const folder of process.argv.slice(2)) {
  const problems = checkArea(resolve(root, folder), root);
  for (const problem of problems) console.log(`${problem.file}:${problem.line} ${problem.text}`);
  console.log(`${folder}: ${problems.length} problem(s)`);
}
