import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { CertificateFacts } from './certificate-facts';
import { arabicDateRange, certificatePdf, dateRange } from './certificate-pdf';

const facts = (overrides: Partial<CertificateFacts> = {}): CertificateFacts => ({
  certificateId: 'c1',
  code: 'K7P2QX9M4T8RW3ZB6N5D',
  status: 'valid',
  kind: 'participation',
  title: 'Certificate of Participation',
  awardName: null,
  delegate: 'Mariam Al Hashimi',
  committee: 'Security Council',
  country: 'France',
  event: { id: 'e1', name: 'Gulf Model United Nations 2026', startDate: '2026-12-10', endDate: '2026-12-12', logo: '' },
  issuedAt: '2026-12-13T09:00:00.000Z',
  revokedAt: null,
  language: 'en',
  ...overrides,
});

const render = (overrides: Partial<CertificateFacts> = {}) =>
  certificatePdf(facts(overrides), { publicUrl: 'https://mun.example.ae', logo: null }).then(readPdf);

/** A PDF string literal from `(` (escapes undone), and where it ends. */
const literal = (text: string, open: number): { bytes: number[]; end: number } => {
  const bytes: number[] = [];
  let depth = 0;
  for (let index = open; index < text.length; index += 1) {
    const char = text[index]!;
    if (char === '\\') {
      const next = text[index + 1]!;
      const octal = /^[0-7]{1,3}/.exec(text.slice(index + 1, index + 4));
      if (octal) {
        bytes.push(parseInt(octal[0], 8));
        index += octal[0].length;
      } else {
        bytes.push(({ n: 10, r: 13, t: 9, b: 8, f: 12 } as Record<string, number>)[next] ?? next.charCodeAt(0));
        index += 1;
      }
    } else if (char === '(') {
      if (depth > 0) bytes.push(40);
      depth += 1;
    } else if (char === ')') {
      depth -= 1;
      if (depth === 0) return { bytes, end: index + 1 };
      bytes.push(41);
    } else bytes.push(char.charCodeAt(0));
  }
  throw new Error('unterminated string');
};
/** A text string: UTF-16BE after its byte order mark, else PDFDocEncoding (ASCII here). */
const textString = (bytes: number[]) => {
  if (bytes[0] !== 0xfe || bytes[1] !== 0xff) return String.fromCharCode(...bytes);
  let text = '';
  for (let index = 2; index + 1 < bytes.length; index += 2) text += String.fromCharCode((bytes[index]! << 8) | bytes[index + 1]!);
  return text;
};

/** A CMap's code → Unicode (bfchar and bfrange, as pdfkit writes them). */
const toUnicode = (cmap: string) => {
  const map = new Map<number, string>();
  const hexText = (hex: string) => String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));
  for (const [, block] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const [, from, , array] of block!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*\[([^\]]*)\]/gi)) {
      const targets = [...array!.matchAll(/<([0-9a-f]*)>/gi)].map((match) => hexText(match[1]!));
      targets.forEach((target, offset) => map.set(parseInt(from!, 16) + offset, target));
    }
  for (const [, block] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, code, target] of block!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]*)>/gi)) map.set(parseInt(code!, 16), hexText(target!));
  return map;
};

interface Run {
  font: string;
  x: number;
  y: number;
  text: string;
}

/**
 * Just enough of a PDF to check what pdfkit wrote: the fonts, the text runs (font, position, text
 * through the font's ToUnicode, in the order drawn) and the ActualText of marked lines.
 */
const readPdf = (pdf: Buffer) => {
  const raw = pdf.toString('latin1');
  const objects = new Map<number, { dictionary: string; stream: string | null }>();
  for (const header of raw.matchAll(/(\d+) 0 obj\n/g)) {
    const start = header.index + header[0].length;
    const streamAt = raw.indexOf('\nstream\n', start);
    const endAt = raw.indexOf('endobj', start);
    if (streamAt !== -1 && streamAt < endAt) {
      const dictionary = raw.slice(start, streamAt);
      const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1]);
      const bytes = Buffer.from(raw.slice(streamAt + 8, streamAt + 8 + length), 'latin1');
      const stream = /\/Filter \/FlateDecode/.test(dictionary) ? inflateSync(bytes).toString('latin1') : bytes.toString('latin1');
      objects.set(Number(header[1]), { dictionary, stream });
    } else objects.set(Number(header[1]), { dictionary: raw.slice(start, endAt), stream: null });
  }
  const fonts = new Map<string, { name: string; unicode: Map<number, string> | null }>();
  for (const { dictionary } of objects.values()) {
    const resources = /\/Font <<([\s\S]*?)>>/.exec(dictionary)?.[1];
    for (const [, key, id] of resources?.matchAll(/\/(F\d+) (\d+) 0 R/g) ?? []) {
      const font = objects.get(Number(id))!.dictionary;
      const cmap = /\/ToUnicode (\d+) 0 R/.exec(font)?.[1];
      fonts.set(key!, { name: /\/BaseFont \/(\S+)/.exec(font)![1]!, unicode: cmap ? toUnicode(objects.get(Number(cmap))!.stream!) : null });
    }
  }
  const runs: Run[] = [];
  const actualTexts: string[] = [];
  for (const { stream } of objects.values()) {
    if (!stream || !/ TJ/.test(stream)) continue;
    // The ActualText strings first, out of the way of the operators.
    let content = '';
    let cursor = 0;
    for (let at = stream.indexOf('/ActualText (', cursor); at !== -1; at = stream.indexOf('/ActualText (', cursor)) {
      const { bytes, end } = literal(stream, at + '/ActualText '.length);
      actualTexts.push(textString(bytes));
      content += stream.slice(cursor, at);
      cursor = end;
    }
    content += stream.slice(cursor);
    let font = '';
    let x = 0;
    let y = 0;
    for (const [, fontKey, tmX, tmY, array] of content.matchAll(/\/(F\d+) [\d.]+ Tf|1 0 0 1 (-?[\d.]+) (-?[\d.]+) Tm|\[([^\]]*)\] TJ/g)) {
      if (fontKey) font = fontKey;
      else if (tmX) [x, y] = [Number(tmX), Number(tmY)];
      else {
        const { name, unicode } = fonts.get(font)!;
        const hex = [...array!.matchAll(/<([0-9a-f]*)>/gi)].map((match) => match[1]).join('');
        const text = unicode
          ? (hex.match(/.{4}/g) ?? []).map((code) => unicode.get(parseInt(code, 16)) ?? '?').join('')
          : new TextDecoder('windows-1252').decode(Buffer.from(hex, 'hex'));
        runs.push({ font: name, x, y, text });
      }
    }
  }
  return { raw, fonts: [...fonts.values()].map((font) => font.name), runs, actualTexts };
};

describe('a certificate in Arabic', () => {
  it('embeds Noto Sans Arabic and writes the catalogue’s words, with names as stored', async () => {
    const pdf = await render({ language: 'ar' });
    expect(pdf.fonts).toEqual(expect.arrayContaining([expect.stringMatching(/^[A-Z]{6}\+NotoSansArabic-Regular$/)]));
    expect(pdf.fonts).toEqual(expect.arrayContaining([expect.stringMatching(/^[A-Z]{6}\+NotoSansArabic-Bold$/)]));
    expect(pdf.raw).toMatch(/\/FontFile2 \d+ 0 R/);
    expect(pdf.actualTexts).toEqual(
      expect.arrayContaining([
        'Gulf Model United Nations 2026',
        '10–12 ديسمبر 2026',
        'شهادة مشاركة',
        'تُمنح هذه الشهادة إلى',
        'Mariam Al Hashimi',
        'للمشاركة بصفة مندوب عن France في Security Council ضمن Gulf Model United Nations 2026.',
        'صدرت في 13 ديسمبر 2026',
        'الجهة المنظِّمة',
        'تحقّق من هذه الشهادة:',
      ]),
    );
    expect(pdf.actualTexts.join(' ')).not.toMatch(/took part|This is to certify|Issued|Verify this/);
    // The code and the address stay in Latin letters.
    expect(pdf.runs.map((run) => run.text)).toEqual(
      expect.arrayContaining(['K7P2QX9M4T8RW3ZB6N5D', 'https://mun.example.ae/verify/K7P2QX9M4T8RW3ZB6N5D']),
    );
  });

  it('sets a line right to left: the Latin names in it from right to left, the full stop at the left end', async () => {
    const pdf = await render({ language: 'ar' });
    const deed = pdf.runs.filter((run) => run.y === pdf.runs.find((each) => each.text === 'France')!.y);
    const xOf = (text: string) => deed.find((run) => run.text === text)!.x;
    expect(xOf('.')).toBeLessThan(xOf('Gulf Model United Nations 2026'));
    expect(xOf('Gulf Model United Nations 2026')).toBeLessThan(xOf('Security Council'));
    expect(xOf('Security Council')).toBeLessThan(xOf('France'));
    // The Arabic words around them are drawn in Noto Sans Arabic's Arabic file; its glyphs run right to left.
    const arabicRuns = deed.filter((run) => /[\u0600-\u06ff]/.test(run.text));
    expect(arabicRuns.length).toBeGreaterThan(0);
    expect(Math.max(...arabicRuns.map((run) => run.x))).toBeGreaterThan(xOf('France'));
    // An Arabic run is laid out whole by fontkit, its glyphs right to left (pdfkit alone would set its words left to right).
    const titleY = pdf.runs.find((run) => /Bold/.test(run.font) && run.text.includes('ش'))!.y;
    const title = pdf.runs
      .filter((run) => run.y === titleY)
      .sort((a, b) => a.x - b.x)
      .map((run) => run.text)
      .join('');
    expect([...title].reverse().join('')).toBe('شهادة مشاركة');
    // "صدرت في 13 ديسمبر 2026": the year at the left, the day to the right of the month.
    const issued = pdf.runs.filter((run) => run.y === pdf.runs.find((each) => each.text === '2026' && each.y < 200)?.y);
    expect(issued.map((run) => run.text)).toEqual(expect.arrayContaining(['2026', '13']));
    expect(issued.find((run) => run.text === '2026')!.x).toBeLessThan(issued.find((run) => run.text === '13')!.x);
  });

  it('stamps a revoked certificate in Arabic and titles an award in Arabic, keeping the award’s name', async () => {
    const pdf = await render({ language: 'ar', status: 'revoked', kind: 'award', title: 'Best Delegate', awardName: 'Best Delegate' });
    expect(pdf.actualTexts).toEqual(expect.arrayContaining(['مُبطَلة', 'شهادة تقدير: Best Delegate']));
    // The longer sentence takes two lines.
    expect(pdf.actualTexts.join(' ')).toContain(
      'لنيل جائزة Best Delegate بصفة مندوب عن France في Security Council ضمن Gulf Model United Nations 2026.',
    );
    expect(pdf.runs.map((run) => run.text)).not.toContain('REVOKED');
  });

  it('writes its dates in Arabic with Latin digits', () => {
    expect(arabicDateRange('2026-12-10', '2026-12-12')).toBe('10–12 ديسمبر 2026');
    expect(arabicDateRange('2026-11-30', '2026-12-02')).toBe('30 نوفمبر – 2 ديسمبر 2026');
    expect(arabicDateRange('2026-12-10', '2026-12-10')).toBe('10 ديسمبر 2026');
  });
});

describe('a certificate in English', () => {
  it('is written as before: standard fonts only, the English words', async () => {
    const pdf = await render({ status: 'revoked' });
    expect(pdf.fonts.some((font) => /Noto/.test(font))).toBe(false);
    expect(pdf.raw).not.toMatch(/FontFile2|ActualText/);
    expect(pdf.runs.map((run) => run.text)).toEqual(
      expect.arrayContaining([
        'GULF MODEL UNITED NATIONS 2026',
        dateRange('2026-12-10', '2026-12-12'),
        'Certificate of Participation',
        'This is to certify that',
        'Mariam Al Hashimi',
        'took part as a delegate representing France in Security Council at Gulf Model United Nations 2026.',
        'Issued 13 December 2026',
        'The organisers',
        'Verify this certificate:',
        'K7P2QX9M4T8RW3ZB6N5D',
        'REVOKED',
      ]),
    );
    expect(new Set(pdf.fonts)).toEqual(
      new Set(['Helvetica-Bold', 'Helvetica', 'Times-Bold', 'Times-Italic', 'Times-BoldItalic', 'Times-Roman', 'Courier-Bold']),
    );
  });

  it('draws an Arabic name on an English certificate in the Arabic font', async () => {
    const pdf = await render({ delegate: 'مريم الهاشمي' });
    expect(pdf.actualTexts).toEqual(['مريم الهاشمي']);
    expect(pdf.runs.map((run) => run.text)).toContain(
      'took part as a delegate representing France in Security Council at Gulf Model United Nations 2026.',
    );
  });
});
