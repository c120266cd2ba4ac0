import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import bidiFactory from 'bidi-js';

/**
 * Text that pdfkit cannot write on its own: Arabic, and lines mixing Arabic with Latin names.
 * pdfkit draws a string left to right in one font; fontkit (under it) shapes Arabic (joined
 * letters) and, for a run whose script is Arabic, puts its glyphs right to left, but does no
 * bidirectional reordering and no font fallback. And pdfkit lays a string out word by word, putting
 * the words left to right, unless OpenType features are given: so every piece is written with
 * `features: []` (fontkit's Arabic shaper adds what Arabic needs), one run laid out whole. So a paragraph is cut here into lines (wrapped
 * on spaces), each line into pieces of one embedding level (Unicode bidi algorithm, `bidi-js`) and
 * one font (Noto Sans Arabic's Arabic, Latin and Latin-extended files, as `@fontsource` ships
 * them), and the pieces are drawn in visual order. Names keep their letters as stored.
 */

export type Weight = 'regular' | 'bold';
type Direction = 'ltr' | 'rtl';
export type Align = 'left' | 'center' | 'right';

const SUBSETS = ['arabic', 'latin', 'latin-ext'] as const;
type Subset = (typeof SUBSETS)[number];
const WEIGHTS: Record<Weight, number> = { regular: 400, bold: 700 };

const require = createRequire(import.meta.url);
const ranges: Record<Subset, Array<[number, number]>> = (() => {
  const unicode = require('@fontsource/noto-sans-arabic/unicode.json') as Record<string, string>;
  const parse = (list: string) =>
    list.split(',').map((range): [number, number] => {
      const [from = '0', to] = range.trim().replace(/^U\+/i, '').split('-');
      return [parseInt(from, 16), parseInt(to ?? from, 16)];
    });
  return { arabic: parse(unicode.arabic ?? ''), latin: parse(unicode.latin ?? ''), 'latin-ext': parse(unicode['latin-ext'] ?? '') };
})();

let fontFiles: Map<string, Buffer> | null = null;
/** The WOFF files, read once (fontkit opens WOFF; pdfkit embeds a TrueType subset of what is used). */
const fontBytes = () => {
  if (!fontFiles) {
    fontFiles = new Map();
    for (const subset of SUBSETS)
      for (const weight of Object.keys(WEIGHTS) as Weight[])
        fontFiles.set(
          fontName(subset, weight),
          readFileSync(require.resolve(`@fontsource/noto-sans-arabic/files/noto-sans-arabic-${subset}-${WEIGHTS[weight]}-normal.woff`)),
        );
  }
  return fontFiles;
};

const fontName = (subset: Subset, weight: Weight) => `noto-${subset}-${weight}`;

/** Makes the Noto fonts known to this document (they are embedded only if used). */
export const registerNotoFonts = (document: PDFKit.PDFDocument) => {
  for (const [name, bytes] of fontBytes()) document.registerFont(name, bytes);
};

const subsetOf = (codePoint: number): Subset | null => {
  for (const subset of SUBSETS) if (ranges[subset].some(([from, to]) => codePoint >= from && codePoint <= to)) return subset;
  return null;
};

const ARABIC_LETTER = /\p{Script=Arabic}/u;
/** Whether the text has Arabic letters (fontkit then lays it out right to left). */
export const hasArabic = (text: string) => ARABIC_LETTER.test(text);

const bidi = bidiFactory();

interface Piece {
  /** As handed to pdfkit: an Arabic piece in logical order (fontkit turns it), any other right-to-left piece already turned. */
  text: string;
  font: string;
  width: number;
}

interface TextStyle {
  weight: Weight;
  size: number;
  /** The paragraph's direction: 'rtl' for an Arabic certificate. */
  direction: Direction;
}

/** Cuts a paragraph into lines and lays each out; `draw` writes what `layout` measured. */
const typesetter = (document: PDFKit.PDFDocument, text: string, style: TextStyle) => {
  const chars = [...text];
  // Code points, so a character outside the BMP keeps one level; bidi-js counts UTF-16 units.
  const offsets: number[] = [];
  let offset = 0;
  for (const char of chars) {
    offsets.push(offset);
    offset += char.length;
  }
  const { levels } = bidi.getEmbeddingLevels(text, style.direction);
  const levelOf = (index: number) => levels[offsets[index]!] ?? 0;
  const fonts: Subset[] = [];
  for (const [index, char] of chars.entries()) {
    const previous = fonts[index - 1];
    // A space belongs to the font around it: the Arabic and Latin files both have one.
    if ((char === ' ' || char === '\u00a0') && previous && previous !== 'latin-ext') fonts.push(previous);
    else fonts.push(subsetOf(char.codePointAt(0)!) ?? 'latin');
  }
  const widths = new Map<string, number>();
  const widthOf = (piece: string, font: string) => {
    const key = `${font}\u0000${piece}`;
    let width = widths.get(key);
    if (width === undefined) {
      width = document.font(font).fontSize(style.size).widthOfString(piece, { features: [] });
      widths.set(key, width);
    }
    return width;
  };

  /** The pieces of chars[start, end) in visual order (rule L2 of the bidi algorithm, on pieces). */
  const line = (start: number, end: number) => {
    while (end > start && /\s/.test(chars[end - 1]!)) end -= 1;
    const logical: Array<{ from: number; to: number; level: number; subset: Subset }> = [];
    for (let index = start; index < end; index += 1) {
      const last = logical.at(-1);
      if (last && last.level === levelOf(index) && last.subset === fonts[index]) last.to = index + 1;
      else logical.push({ from: index, to: index + 1, level: levelOf(index), subset: fonts[index]! });
    }
    const highest = Math.max(0, ...logical.map((piece) => piece.level));
    const lowestOdd = Math.min(highest + 1, ...logical.map((piece) => piece.level).filter((level) => level % 2 === 1));
    let visual = logical;
    for (let level = highest; level >= lowestOdd; level -= 1) {
      const next: typeof logical = [];
      let run: typeof logical = [];
      for (const piece of visual) {
        if (piece.level >= level) run.push(piece);
        else {
          next.push(...run.reverse(), piece);
          run = [];
        }
      }
      next.push(...run.reverse());
      visual = next;
    }
    const pieces: Piece[] = visual.map((piece) => {
      let written = chars.slice(piece.from, piece.to).join('');
      // fontkit turns a run with Arabic letters itself; neutrals on a right-to-left level are turned (and mirrored) here.
      if (piece.level % 2 === 1 && !hasArabic(written))
        written = [...written]
          .reverse()
          .map((char) => bidi.getMirroredCharacter(char) ?? char)
          .join('');
      const font = fontName(piece.subset, style.weight);
      return { text: written, font, width: widthOf(written, font) };
    });
    return { pieces, width: pieces.reduce((sum, piece) => sum + piece.width, 0), text: chars.slice(start, end).join('') };
  };

  /** Lines no wider than `width` where spaces allow (a longer word stands alone). */
  const lines = (width: number) => {
    const breaks: number[] = [];
    for (let index = 1; index < chars.length; index += 1) if (chars[index - 1] === ' ' && chars[index] !== ' ') breaks.push(index);
    breaks.push(chars.length);
    const result: Array<ReturnType<typeof line>> = [];
    let start = 0;
    while (start < chars.length) {
      const candidates = breaks.filter((at) => at > start);
      let chosen = candidates[0]!;
      let laid = line(start, chosen);
      for (const at of candidates.slice(1)) {
        const longer = line(start, at);
        if (longer.width > width) break;
        chosen = at;
        laid = longer;
      }
      result.push(laid);
      start = chosen;
    }
    return result;
  };
  return { lines, widthOf: () => line(0, chars.length).width };
};

/** The width of the text on one line. */
export const widthOfText = (document: PDFKit.PDFDocument, text: string, style: TextStyle) => typesetter(document, text, style).widthOf();

/**
 * Writes a paragraph in the box (x, y, width), wrapped on spaces and aligned; returns the y under
 * its last line. Lines are `lineHeight` × the size apart (Arabic needs room above and below).
 */
export const writeText = (
  document: PDFKit.PDFDocument,
  text: string,
  box: { x: number; y: number; width: number; align: Align },
  style: TextStyle & { color: string; lineHeight?: number },
) => {
  const lineHeight = style.size * (style.lineHeight ?? 1.6);
  let y = box.y;
  for (const laid of typesetter(document, text, style).lines(box.width)) {
    let x = box.align === 'left' ? box.x : box.align === 'right' ? box.x + box.width - laid.width : box.x + (box.width - laid.width) / 2;
    // The files' own ascent (1.374 em) leaves room for any stack of marks; Arabic letters reach about 1 em.
    const baseline = y + style.size * 1.05;
    // The line as written (logical order), for copying, searching and reading aloud: the glyphs alone
    // are in visual order, and Noto draws some letters as a shared skeleton plus dots.
    document.markContent('Span', { actual: laid.text, ...(style.direction === 'rtl' ? { lang: 'ar' } : {}) });
    for (const piece of laid.pieces) {
      document
        .font(piece.font)
        .fontSize(style.size)
        .fillColor(style.color)
        .text(piece.text, x, baseline, { lineBreak: false, baseline: 'alphabetic', features: [] });
      x += piece.width;
    }
    document.endMarkedContent();
    y += lineHeight;
  }
  return y;
};
