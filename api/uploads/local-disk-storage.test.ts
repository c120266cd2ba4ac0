import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isStoredFileName } from './file-storage';
import { createLocalDiskStorage } from './local-disk-storage';

const owner = { ownerId: 'user-1', purpose: 'avatar' as const };

let parent: string;
let directory: string;
beforeEach(async () => {
  parent = await mkdtemp(path.join(tmpdir(), 'uploads-'));
  directory = path.join(parent, 'nested', 'uploads'); // does not exist yet
});
afterEach(async () => {
  await rm(parent, { recursive: true, force: true });
});

describe('local disk storage', () => {
  it('creates its directory and stores under a random uuid name with the type extension', async () => {
    const storage = await createLocalDiskStorage(directory);
    const first = await storage.put(Buffer.from('one'), 'png', owner);
    const second = await storage.put(Buffer.from('two'), 'pdf', owner);
    expect(first.name).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(second.name).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect((await readdir(directory)).sort()).toEqual(
      [first.name, `${first.name}.owner.json`, second.name, `${second.name}.owner.json`].sort(),
    );
  });

  it('reads back the bytes with the content type of the stored kind', async () => {
    const storage = await createLocalDiskStorage(directory);
    const { name } = await storage.put(Buffer.from([1, 2, 3]), 'jpeg', owner);
    expect(name.endsWith('.jpg')).toBe(true);
    expect(await storage.read(name)).toEqual({ bytes: Buffer.from([1, 2, 3]), contentType: 'image/jpeg', owner });
  });

  it('answers null for unknown names and removes idempotently', async () => {
    const storage = await createLocalDiskStorage(directory);
    const { name } = await storage.put(Buffer.from('x'), 'webp', owner);
    await storage.remove(name);
    await storage.remove(name);
    expect(await storage.read(name)).toBeNull();
    expect(await readdir(directory)).toEqual([]);
  });

  it('refuses names it could not have given out, so nothing outside the directory is reachable', async () => {
    const storage = await createLocalDiskStorage(directory);
    const outside = path.join(parent, 'secret.png');
    await writeFile(outside, 'secret');
    await writeFile(path.join(directory, 'notes.png'), 'planted');
    for (const name of ['../../secret.png', '..%2F..%2Fsecret.png', 'notes.png', '', '.', '..']) {
      expect(await storage.read(name)).toBeNull();
      await storage.remove(name);
    }
    expect(await readdir(parent)).toContain('secret.png');
    expect(await readdir(directory)).toEqual(['notes.png']);
  });
});

describe('isStoredFileName', () => {
  it('accepts exactly a v4 uuid plus a known extension', () => {
    expect(isStoredFileName('3f1c2b9e-8a7d-4c6b-9e2f-1a2b3c4d5e6f.png')).toBe(true);
    expect(isStoredFileName('3f1c2b9e-8a7d-4c6b-9e2f-1a2b3c4d5e6f.svg')).toBe(false);
    expect(isStoredFileName('3F1C2B9E-8A7D-4C6B-9E2F-1A2B3C4D5E6F.png')).toBe(false);
    expect(isStoredFileName('3f1c2b9e-8a7d-4c6b-9e2f-1a2b3c4d5e6f.png/')).toBe(false);
    expect(isStoredFileName('3f1c2b9e-8a7d-4c6b-9e2f-1a2b3c4d5e6f.png\n')).toBe(false);
    expect(isStoredFileName('x/3f1c2b9e-8a7d-4c6b-9e2f-1a2b3c4d5e6f.png')).toBe(false);
  });
});
