import { describe, expect, it } from 'vitest';
import { committeeDocumentTypes, evidenceTypes, generalDocumentTypes, imageTypes, sniffFileType } from './sniff-file-type';
import { zipOf } from '../../test/support/zip-builder';

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

describe('sniffFileType: documents', () => {
  const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
  const docx = zipOf(['[Content_Types].xml', '_rels/.rels', 'word/document.xml', 'word/styles.xml']);

  it('recognises a Word 97–2003 document by its OLE2 compound file header', () => {
    expect(sniffFileType(bytes(OLE2, [0x3e, 0x00, 0x03, 0x00]))).toBe('doc');
    expect(sniffFileType(bytes(OLE2.slice(0, 7)))).toBeNull();
  });

  it('recognises a .docx by the word/document.xml entry of its zip directory', () => {
    expect(sniffFileType(docx)).toBe('docx');
  });

  it('refuses a zip without word/document.xml (a spreadsheet, an archive) and a broken zip', () => {
    expect(sniffFileType(zipOf(['[Content_Types].xml', 'xl/workbook.xml']))).toBeNull();
    expect(sniffFileType(zipOf(['word/document.xml.bak', 'notes/word/document.xml']))).toBeNull();
    expect(sniffFileType(docx.subarray(0, docx.length - 10))).toBeNull(); // end record cut off
    const lying = Buffer.from(docx);
    lying.writeUInt32LE(0x7fffffff, lying.length - 6); // central directory offset beyond the file
    expect(sniffFileType(lying)).toBeNull();
  });

  it('takes valid UTF-8 without NUL for text, only where text is allowed', () => {
    const text = bytes('Study guide: the Security Council\n'),
      arabic = Buffer.from('مجلس الأمن\n', 'utf8');
    expect(sniffFileType(text, { text: true })).toBe('txt');
    expect(sniffFileType(arabic, { text: true })).toBe('txt');
    expect(sniffFileType(text)).toBeNull();
    expect(sniffFileType(bytes('abc', [0], 'def'), { text: true })).toBeNull();
    expect(sniffFileType(bytes([0x61, 0xff, 0xfe, 0x62]), { text: true })).toBeNull(); // not UTF-8
    expect(sniffFileType(Buffer.alloc(0), { text: true })).toBeNull();
  });

  it('still knows a PDF for a PDF where text is allowed, and refuses HTML named .pdf', () => {
    expect(sniffFileType(samples.pdf, { text: true })).toBe('pdf');
    const html = bytes('<!doctype html><script>alert(1)</script>');
    expect(sniffFileType(html)).toBeNull();
    expect(generalDocumentTypes).not.toContain('txt');
  });
});

describe('allow-lists', () => {
  it('lets general documents be pdf, doc, docx and committee documents text too', () => {
    expect(generalDocumentTypes).toEqual(['pdf', 'doc', 'docx']);
    expect(committeeDocumentTypes).toEqual(['pdf', 'doc', 'docx', 'txt']);
  });

  it('keeps PDFs out of images, and lets evidence be a PDF or a picture', () => {
    expect(imageTypes).toEqual(['png', 'jpeg', 'gif', 'webp']);
    expect(evidenceTypes).toEqual(['pdf', 'png', 'jpeg', 'webp']);
    expect(imageTypes).not.toContain('pdf');
  });
});
