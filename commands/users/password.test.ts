import { describe, expect, it } from 'vitest';
import { createPasswordHasher, unboundedHasherOf, unboundedPasswordHasher } from './password';

describe('the cost of a hash', () => {
  it('is argon2id at 64 MiB and 3 passes by default, and a hash of either cost verifies under the other', async () => {
    const standard = await unboundedPasswordHasher.hash('a-password');
    const light = await unboundedHasherOf('light').hash('a-password');
    expect(standard).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/);
    expect(light).toMatch(/^\$argon2id\$v=19\$m=1024,p=1,t=1\$/);
    expect(await unboundedPasswordHasher.verify(light, 'a-password')).toBe(true);
    expect(await unboundedHasherOf('light').verify(standard, 'a-password')).toBe(true);
    expect(await unboundedHasherOf('light').verify(standard, 'another')).toBe(false);
  });
});

describe('the capped password hasher', () => {
  it('runs at most its concurrency at once, queues up to its limit, and refuses the rest at once', async () => {
    const hasher = createPasswordHasher({ concurrency: 1, queueLimit: 1 });
    const hash = await unboundedPasswordHasher.hash('right-password');
    const first = hasher.verify(hash, 'right-password');
    const second = hasher.verify(hash, 'wrong-password');
    const third = hasher.verify(hash, 'right-password');
    expect(hasher.stats()).toMatchObject({ running: 1, waiting: 1 });
    await expect(third).rejects.toMatchObject({ kind: 'unavailable', code: 'SERVER_BUSY' });
    expect(await first).toBe(true);
    expect(await second).toBe(false);
    expect(hasher.stats()).toEqual({ running: 0, waiting: 0, verifications: 2 });
    // Room again once the queue has drained.
    expect(await hasher.verify(hash, 'right-password')).toBe(true);
  });

  it('checks a missing hash against a stand-in and says no, whatever the password', async () => {
    const hasher = createPasswordHasher({ concurrency: 2, queueLimit: 2 });
    expect(await hasher.verify(null, '')).toBe(false);
    expect(await hasher.verify(null, 'anything')).toBe(false);
    expect(hasher.stats().verifications).toBe(2);
  });
});
