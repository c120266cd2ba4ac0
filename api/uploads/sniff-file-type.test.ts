import { describe, expect, it } from 'vitest';
import { evidenceTypes, imageTypes, sniffFileType } from './sniff-file-type';

const bytes = (...parts: Array<number[] | string>) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));

// Real file headers (first bytes of each format) followed by some body.
const samples = {
  png: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [0, 0, 0, 0x0d], 'IHDR'),
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF\0'),
  gif87: bytes('GIF87a', [1, 0, 1, 0]),
  gif89: bytes('GIF89a', [1, 0, 1, 0]),
  webp: bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '),
  pdf: bytes('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'),
};

describe('sniffFileType', () => {
  it('recognises each format by its magic number', () => {
    expect(sniffFileType(samples.png)).toBe('png');
    expect(sniffFileType(samples.jpeg)).toBe('jpeg');
    expect(sniffFileType(samples.gif87)).toBe('gif');
    expect(sniffFileType(samples.gif89)).toBe('gif');
    expect(sniffFileType(samples.webp)).toBe('webp');
    expect(sniffFileType(samples.pdf)).toBe('pdf');
  });

  it('ignores what the file claims to be: text named x.png is still text', () => {
    expect(sniffFileType(bytes('hello, this is not a picture\n'))).toBeNull();
  });

  it('refuses SVG, which can carry script, with or without an XML prolog', () => {
    expect(sniffFileType(bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toBeNull();
    expect(sniffFileType(bytes('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });

  it('refuses HTML, other RIFF files and look-alikes', () => {
    expect(sniffFileType(bytes('<!doctype html><script>alert(1)</script>'))).toBeNull();
    expect(sniffFileType(bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '))).toBeNull(); // a WAV sound
    expect(sniffFileType(bytes('PK', [3, 4, 20, 0]))).toBeNull(); // a zip (docx, xlsx)
    expect(sniffFileType(bytes('  %PDF-1.7'))).toBeNull(); // leading junk
    expect(sniffFileType(bytes('GIF88a'))).toBeNull();
  });

  it('copes with files shorter than any signature', () => {
    expect(sniffFileType(Buffer.alloc(0))).toBeNull();
    expect(sniffFileType(bytes([0x89, 0x50]))).toBeNull();
    expect(sniffFileType(bytes('RIFF'))).toBeNull();
  });
});

describe('allow-lists', () => {
  it('keeps PDFs out of images, and lets evidence be a PDF or a picture', () => {
    expect(imageTypes).toEqual(['png', 'jpeg', 'gif', 'webp']);
    expect(evidenceTypes).toEqual(['pdf', 'png', 'jpeg', 'webp']);
    expect(imageTypes).not.toContain('pdf');
  });
});
