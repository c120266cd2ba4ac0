import { copyFile, mkdir, readdir, readFile, realpath, stat, symlink } from 'node:fs/promises';
import { dirname, join, posix } from 'node:path';

/**
 * What `docker build` puts in an image, worked out without Docker: the Dockerfile's COPY
 * sources, with the build context filtered by .dockerignore as Docker filters it. Tests use it
 * to assemble an image's files in a directory and run them there.
 */
export interface Dockerfile {
  workdir: string;
  copies: Array<{ sources: string[]; destination: string }>;
  env: Record<string, string>;
  /** RUN instructions in shell form, in order. */
  runs: string[];
  /** CMD in exec (JSON array) form. */
  cmd: string[];
}

/** Words of an instruction's arguments; quotes group, as in the Dockerfile's shell-like syntax. */
const words = (text: string): string[] =>
  [...text.matchAll(/"((?:[^"\\]|\\.)*)"|'([^']*)'|(\S+)/g)].map((match) => match[1] ?? match[2] ?? match[3]!);

export const parseDockerfile = (text: string): Dockerfile => {
  const result: Dockerfile = { workdir: '/', copies: [], env: {}, runs: [], cmd: [] };
  const lines = text
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  for (const line of lines) {
    const [, keyword = '', rest = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    switch (keyword.toUpperCase()) {
      case 'WORKDIR':
        result.workdir = posix.resolve(result.workdir, rest);
        break;
      case 'COPY': {
        const args = words(rest);
        const flags = args.filter((arg) => arg.startsWith('--'));
        if (flags.some((flag) => flag.startsWith('--from'))) throw new Error(`COPY from another stage is not mirrored: ${line}`);
        const paths = args.filter((arg) => !arg.startsWith('--'));
        result.copies.push({ sources: paths.slice(0, -1), destination: paths.at(-1)! });
        break;
      }
      case 'ENV':
        for (const word of words(rest)) {
          const equals = word.indexOf('=');
          if (equals <= 0) throw new Error(`ENV without key=value is not mirrored: ${line}`);
          result.env[word.slice(0, equals)] = word.slice(equals + 1);
        }
        break;
      case 'RUN':
        result.runs.push(rest);
        break;
      case 'CMD':
        result.cmd = JSON.parse(rest) as string[];
        break;
      default:
        break;
    }
  }
  return result;
};

/**
 * .dockerignore as Docker reads it: one pattern per line relative to the context root, `#`
 * comments, `!` re-includes; the last pattern that matches a path or one of its parent
 * folders decides.
 */
export const dockerignoreMatcher = (text: string) => {
  const patterns = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const negated = line.startsWith('!');
      const pattern = posix.normalize((negated ? line.slice(1) : line).trim().replace(/^\/+/, '')).replace(/\/+$/, '');
      return { negated, pattern };
    });
  const matchesOrParent = (path: string, pattern: string) => {
    const parts = path.split('/');
    return parts.some((_, index) => posix.matchesGlob(parts.slice(0, index + 1).join('/'), pattern));
  };
  const excludes = (path: string) => {
    let excluded = false;
    for (const { negated, pattern } of patterns) if (matchesOrParent(path, pattern)) excluded = !negated;
    return excluded;
  };
  const reincludes = patterns.some((entry) => entry.negated);
  return {
    excludes,
    /** An excluded folder need not be walked when no `!` pattern could bring part of it back. */
    prunes: (path: string) => !reincludes && excludes(path),
  };
};

const filesUnder = async (context: string, relative: string, ignore: ReturnType<typeof dockerignoreMatcher>): Promise<string[]> => {
  if (ignore.prunes(relative)) return [];
  const info = await stat(join(context, relative));
  if (!info.isDirectory()) return ignore.excludes(relative) ? [] : [relative];
  const entries = await readdir(join(context, relative));
  const nested = await Promise.all(entries.map((entry) => filesUnder(context, posix.join(relative, entry), ignore)));
  return nested.flat();
};

/**
 * Copies into `target` (standing for the image's WORKDIR) exactly the files the Dockerfile's
 * COPY instructions take from `context`. Returns the image paths written, relative to `target`.
 */
export const assembleImageFiles = async (context: string, dockerfile: Dockerfile, target: string): Promise<string[]> => {
  const ignoreFile = await readFile(join(context, '.dockerignore'), 'utf8').catch(() => '');
  const ignore = dockerignoreMatcher(ignoreFile);
  const written: string[] = [];
  for (const { sources, destination } of dockerfile.copies) {
    const destinationDir = posix.relative(dockerfile.workdir, posix.resolve(dockerfile.workdir, destination));
    if (destinationDir.startsWith('..')) throw new Error(`COPY outside the WORKDIR is not mirrored: ${destination}`);
    const intoFolder = destination.endsWith('/') || sources.length > 1;
    for (const source of sources) {
      const root = posix.normalize(source).replace(/\/+$/, '');
      const isDirectory = (await stat(join(context, root))).isDirectory();
      for (const file of await filesUnder(context, root, ignore)) {
        // A folder's contents go into the destination; a file goes into it (trailing /) or becomes it.
        const inImage = isDirectory
          ? posix.join(destinationDir, posix.relative(root, file))
          : intoFolder
            ? posix.join(destinationDir, posix.basename(file))
            : destinationDir;
        await mkdir(dirname(join(target, inImage)), { recursive: true });
        await copyFile(join(context, file), join(target, inImage));
        written.push(inImage);
      }
    }
  }
  return written;
};

/**
 * Gives `target` a node_modules of links to each installed package, standing in for the
 * image's `npm ci`: same packages, while anything written into target/node_modules (caches)
 * stays in target.
 */
export const linkInstalledPackages = async (installed: string, target: string) => {
  const real = await realpath(installed);
  await mkdir(join(target, 'node_modules'));
  for (const entry of await readdir(real)) {
    if (entry.startsWith('.') && entry !== '.bin') continue;
    await symlink(join(real, entry), join(target, 'node_modules', entry));
  }
};
