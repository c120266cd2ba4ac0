import sharp from 'sharp';
import type { FileType, ImageType } from './sniff-file-type';

/**
 * The magic number says what a file claims to be; these checks make it so. An image is
 * decoded and written afresh (so bytes after the image data, such as HTML in a PNG/HTML
 * polyglot, and any metadata are never stored), and a PDF must parse as one.
 */
export class UnreadableContentError extends Error {
  override name = 'UnreadableContentError';
}

/** Decoding more than this many pixels is refused (a small file can claim a huge canvas). */
const MAX_INPUT_PIXELS = 50_000_000;
const PDF_PARSE_TIMEOUT_MS = 10_000;

const outputFormat = { png: 'png', jpeg: 'jpeg', webp: 'webp', gif: 'png' } as const;

/** A fresh image, turned upright by its orientation tag and fitted inside `maxSide` × `maxSide`. */
export const reencodeImage = async (bytes: Buffer, type: ImageType, maxSide: number): Promise<{ bytes: Buffer; type: FileType }> => {
  const format = outputFormat[type];
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
    const output = await image.toFormat(format, format === 'jpeg' ? { quality: 85, mozjpeg: true } : {}).toBuffer();
    return { bytes: output, type: format };
  } catch (error) {
    throw new UnreadableContentError(`image could not be decoded: ${(error as Error).message}`);
  }
};

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjs: Promise<PdfJs> | null = null;
// Loaded on first use: most processes never see a PDF.
const loadPdfJs = () => (pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs'));

/** The bytes parse as a PDF with at least one page; nothing is executed, rendered or fetched. */
export const assertParsablePdf = async (bytes: Buffer): Promise<void> => {
  const { getDocument } = await loadPdfJs();
  const task = getDocument({
    data: new Uint8Array(bytes),
    useWorkerFetch: false,
    enableXfa: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: true,
    verbosity: 0,
  });
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new UnreadableContentError('PDF took too long to read')), PDF_PARSE_TIMEOUT_MS);
    });
    const document = await Promise.race([task.promise, timeout]);
    if (document.numPages < 1) throw new UnreadableContentError('PDF has no pages');
    await document.getPage(1);
  } catch (error) {
    if (error instanceof UnreadableContentError) throw error;
    throw new UnreadableContentError(`PDF could not be read: ${(error as Error).message}`);
  } finally {
    clearTimeout(timer);
    await task.destroy();
  }
};
