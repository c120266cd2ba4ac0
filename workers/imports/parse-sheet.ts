import { Worker } from 'node:worker_threads';
import type { ParsedSheet } from './parse-grid';
import { sheetLimits, sheetMessages, SheetRejected, type SheetLimits } from './parse-limits';
import { sniffSheet, type SheetFormat } from './parse-sniff';

/**
 * Reading an uploaded delegate spreadsheet (.csv, .xlsx, .xls) into text cells, safely: the
 * format comes from the bytes, cheap checks run here, and SheetJS runs in a worker thread with a
 * heap limit and a deadline. Every refusal is a SheetRejected whose reason the organiser sees.
 */
export type { ParsedSheet } from './parse-grid';
export { SheetRejected, sheetLimits, sheetMessages, type SheetLimits } from './parse-limits';

export interface ThreadInput {
  bytes: Uint8Array;
  format: SheetFormat;
  limits: SheetLimits;
}
export type ThreadAnswer = { sheet: ParsedSheet } | { rejected: string };

// Loaded by Node itself (type stripping, see the thread file): no loader flags, and none of the
// parent's (vitest's or tsx's) are passed on.
const threadEntry = new URL('./parse-sheet-thread.ts', import.meta.url);

/**
 * Parses at once per process: each may take a thread with `maxMemoryMb` of heap, so a burst of
 * uploads waits its turn instead of exhausting the server's memory.
 */
const MAX_PARALLEL = 2;
let running = 0;
const waiting: Array<() => void> = [];
const inTurn = async <T>(task: () => Promise<T>): Promise<T> => {
  if (running >= MAX_PARALLEL) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await task();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
};

const inThread = (bytes: Uint8Array, format: SheetFormat, limits: SheetLimits) =>
  new Promise<ParsedSheet>((resolve, reject) => {
    // A private copy, moved (not copied again) to the thread.
    const copy = new Uint8Array(bytes);
    const worker = new Worker(threadEntry, {
      workerData: { bytes: copy, format, limits } satisfies ThreadInput,
      transferList: [copy.buffer],
      execArgv: [],
      // The parser needs no configuration; secrets in the environment stay out of its reach.
      env: {},
      resourceLimits: {
        maxOldGenerationSizeMb: limits.maxMemoryMb,
        maxYoungGenerationSizeMb: Math.max(8, Math.min(32, Math.floor(limits.maxMemoryMb / 8))),
        stackSizeMb: 4,
      },
    });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(() => settle(() => reject(new SheetRejected(sheetMessages.tooSlow))), limits.timeoutMs);
    worker.once('message', (answer: ThreadAnswer) =>
      settle(() => ('sheet' in answer ? resolve(answer.sheet) : reject(new SheetRejected(answer.rejected)))),
    );
    worker.once('error', (error: Error & { code?: string }) =>
      // Out of heap is the file's doing; anything else (a bug, a missing module) is the server's.
      settle(() => reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new SheetRejected(sheetMessages.tooLarge) : error)),
    );
    worker.once('exit', (code) => settle(() => reject(new Error(`the spreadsheet reader stopped without an answer (exit code ${code})`))));
  });

/** The first sheet of an upload as text, or SheetRejected with the sentence to show. */
export const parseSheet = async (file: Buffer, fileName: string, limits: Partial<SheetLimits> = {}): Promise<ParsedSheet> => {
  const effective: SheetLimits = { ...sheetLimits, ...limits };
  const format = sniffSheet(file, fileName, effective);
  return inTurn(() => inThread(file, format, effective));
};
