import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|map|txt)$/;
const MIN_BYTES = 1024;

const filesUnder = async (directory: string): Promise<string[]> => {
  const entries = await readdir(directory, { withFileTypes: true });
  const nested = await Promise.all(entries.map((entry) => (entry.isDirectory() ? filesUnder(join(directory, entry.name)) : [join(directory, entry.name)])));
  return nested.flat();
};

/**
 * Writes .br and .gz beside every text asset once, at build time, at the highest levels: the
 * server then sends them as they are (@fastify/static `preCompressed`), spending no CPU per request.
 */
export const precompress = (): Plugin => {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    async closeBundle() {
      for (const file of await filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
        const bytes = await readFile(file);
        await writeFile(`${file}.br`, await brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }));
        await writeFile(`${file}.gz`, await gzipped(bytes, { level: 9 }));
      }
    },
  };
};
