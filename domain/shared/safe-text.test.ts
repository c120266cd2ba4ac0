import { describe, expect, it } from 'vitest';
import { findUnsafeText, isSafeText } from './safe-text';

describe('safe text', () => {
  it('accepts any text a person types, emoji and Arabic included', () => {
    for (const text of ['', 'Plain', 'مدرسة الإمارات', 'Team 🚀 2026', 'tab\tand\nnewline', '\u{1F600}'])
      expect(isSafeText(text)).toBe(true);
  });

  it('refuses NUL and unpaired surrogates, wherever they sit', () => {
    for (const text of ['a\u0000b', '\ud800', 'x\ud800y', '\udc00', 'x\udfffy', '\ud83d\ud83d\ude00'.slice(0, 2)])
      expect(isSafeText(text)).toBe(false);
  });

  it('names the path of the first unsafe string or key in a parsed body', () => {
    expect(findUnsafeText({ name: 'ok', profile: { phones: ['050', 'x\u0000'] } })).toBe('profile.phones.1');
    expect(findUnsafeText({ ['bad\ud800']: 1 })).toBe('bad\ud800');
    expect(findUnsafeText('\udc00')).toBe('_');
    expect(findUnsafeText({ count: 3, nested: [null, true, { a: 'fine' }] })).toBeNull();
  });
});
