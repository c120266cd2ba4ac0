import { registerHooks } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import type { ThreadAnswer, ThreadInput } from './parse-sheet';

/**
 * Entry of the parsing thread started by parse-sheet.ts: reads one upload, posts one answer and
 * ends. It runs with a heap limit and is terminated at the time limit, so a crafted file can
 * stop only this thread.
 *
 * It runs on Node's own TypeScript support (type stripping), not tsx, whatever the parent uses
 * (`node --import tsx`, vitest): tsx in a worker starts an esbuild process per thread, and a
 * terminated thread leaves it behind as a zombie, one per upload. Type stripping needs erasable
 * syntax only (this file's imports keep to it) and full file names, which the hook below adds
 * to the repository's extensionless relative imports.
 */
registerHooks({
  resolve: (specifier, context, nextResolve) =>
    /^\.\.?\//.test(specifier) && !/\.[cm]?[jt]s$/.test(specifier)
      ? nextResolve(`${specifier}.ts`, context)
      : nextResolve(specifier, context),
});
// Imported only now, once the hook can resolve them.
const { readSheet } = await import('./parse-grid');
const { sheetMessages, SheetRejected } = await import('./parse-limits');

const { bytes, format, limits } = workerData as ThreadInput;

const answerOf = (): ThreadAnswer => {
  try {
    return { sheet: readSheet(bytes, format, limits) };
  } catch (error) {
    if (error instanceof SheetRejected) return { rejected: error.reason };
    if (error instanceof RangeError) return { rejected: sheetMessages.tooLarge };
    // Anything else is a bug: it surfaces in the caller as the thread's error.
    throw error;
  }
};

parentPort!.postMessage(answerOf());
