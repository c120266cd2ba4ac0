import type { FastifyRequest } from 'fastify';
import { DomainError, isDomainError } from '@domain/shared/errors';
import { recordUploadedContent } from '../lib/command-context';
import { rejectUnsafeText } from '../plugins/text-guard';
import { isImageType, sniffFileType, type FileType } from './sniff-file-type';
import { assertParsablePdf, reencodeImage, UnreadableContentError } from './verify-content';

export interface ReadSingleFileOptions {
  /** The multipart field the file must come in (e.g. 'avatar', 'file'). */
  field: string;
  maxBytes: number;
  allowed: readonly FileType[];
  /** Images are re-encoded to fit inside this many pixels a side (avatars small, scans larger). */
  maxImageSide?: number;
}

/** What was read: the checked bytes, their type, and the plain fields sent before the file. */
export interface SingleFile {
  bytes: Buffer;
  type: FileType;
  /** Text fields that came before the file part (a browser's FormData keeps the order appended). */
  fields: Record<string, string>;
  /** The name the sender gave the file (checked for unsafe text; never used to store it). */
  filename: string;
}

const DEFAULT_MAX_IMAGE_SIDE = 2048;

export const FILE_REQUIRED_MESSAGE = 'Please choose a file to upload';
export const FILE_EMPTY_MESSAGE = 'The file is empty';
export const FILE_TYPE_NOT_ALLOWED_MESSAGE = 'This file type is not allowed';
export const IMAGE_UNREADABLE_MESSAGE = 'This image could not be read. Please choose another picture.';
export const PDF_UNREADABLE_MESSAGE = 'This PDF could not be read. Please upload a valid PDF.';

const formatSize = (bytes: number) => {
  const megabytes = bytes / (1024 * 1024);
  // Sub-0.1 MB caps only occur in tests and small configs; "0 MB" would mislead.
  return megabytes >= 0.1 ? `${Number(megabytes.toFixed(1))} MB` : `${Number((bytes / 1024).toFixed(1))} KB`;
};

export const fileTooLargeMessage = (maxBytes: number) => `File is too large (maximum ${formatSize(maxBytes)})`;

const invalid = (field: string, code: string, message: string) => new DomainError('validation', code, message, { [field]: message });

/** Errors thrown by busboy for broken multipart bodies carry no HTTP status. */
const isClientError = (error: unknown) => {
  const status = (error as { statusCode?: number }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
};

/** Reads the one file of a multipart request into memory and checks its content. */
export const readSingleFile = async (
  request: FastifyRequest,
  { field, maxBytes, allowed, maxImageSide = DEFAULT_MAX_IMAGE_SIDE }: ReadSingleFileOptions,
): Promise<SingleFile> => {
  const { bytes, filename, fields } = await readMultipartFile(request, field, maxBytes);
  // Text has no magic number: it counts as text only where text is allowed and the file says
  // it is text, so HTML named .pdf is refused rather than taken for text.
  const type = sniffFileType(bytes, { text: allowed.includes('txt') && /\.txt$/i.test(filename) });
  if (!type || !allowed.includes(type)) throw invalid(field, 'FILE_TYPE_NOT_ALLOWED', FILE_TYPE_NOT_ALLOWED_MESSAGE);
  return { ...(await verified(request, field, bytes, type, maxImageSide)), fields, filename };
};

/**
 * Reads the one file of a multipart request into memory, unchecked (callers check its
 * content). Memory stays bounded: busboy stops passing bytes on at `maxBytes`
 * (`limits.fileSize`) and marks the stream `truncated`, discarding the rest as it arrives, so
 * an oversized upload costs at most `maxBytes` of memory and is never stored.
 */
export const readMultipartFile = async (
  request: FastifyRequest,
  field: string,
  maxBytes: number,
): Promise<{ bytes: Buffer; filename: string; fields: Record<string, string> }> => {
  if (!request.isMultipart()) throw invalid(field, 'FILE_REQUIRED', FILE_REQUIRED_MESSAGE);

  const chunks: Buffer[] = [];
  let size = 0;
  let truncated = false;
  let filename = '';
  const fields: Record<string, string> = {};
  try {
    // throwFileSizeLimit off: the size is checked below, to answer with our own message.
    const part = await request.file({ limits: { fileSize: maxBytes, files: 1 }, throwFileSizeLimit: false });
    if (!part) throw invalid(field, 'FILE_REQUIRED', FILE_REQUIRED_MESSAGE);
    if (part.fieldname !== field) {
      part.file.resume();
      throw invalid(field, 'FILE_REQUIRED', FILE_REQUIRED_MESSAGE);
    }
    filename = part.filename ?? '';
    for (const value of Object.values(part.fields)) {
      for (const entry of Array.isArray(value) ? value : [value]) {
        if (entry && entry.type === 'field' && typeof entry.value === 'string') fields[entry.fieldname] = entry.value;
      }
    }
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size <= maxBytes) chunks.push(chunk);
    }
    truncated = part.file.truncated || size > maxBytes;
    // The body's text guard (api/plugins/text-guard.ts) cannot see inside a multipart body.
    rejectUnsafeText(fields);
    rejectUnsafeText(filename, field);
  } catch (error) {
    if (isDomainError(error) || isClientError(error)) throw error;
    request.log.info({ err: error }, 'unreadable multipart upload');
    throw invalid(field, 'UPLOAD_UNREADABLE', 'The upload could not be read. Please try again.');
  }

  if (truncated) throw invalid(field, 'FILE_TOO_LARGE', fileTooLargeMessage(maxBytes));
  // Browsers send an empty part without a name when the file input was left empty.
  if (size === 0)
    throw filename === '' ? invalid(field, 'FILE_REQUIRED', FILE_REQUIRED_MESSAGE) : invalid(field, 'FILE_EMPTY', FILE_EMPTY_MESSAGE);
  const upload = { bytes: Buffer.concat(chunks), filename, fields };
  // The file is part of the request: a retry must send the same one to count as the same write.
  recordUploadedContent(request, upload);
  await request.admitIdempotencyKey?.();
  return upload;
};

/**
 * What is stored: a freshly encoded image, or a PDF that parses; Word documents as their
 * structure was checked by sniffing (always served as downloads), text as valid UTF-8.
 */
const verified = async (
  request: FastifyRequest,
  field: string,
  bytes: Buffer,
  type: FileType,
  maxImageSide: number,
): Promise<{ bytes: Buffer; type: FileType }> => {
  try {
    if (type === 'pdf') {
      await assertParsablePdf(bytes);
      return { bytes, type };
    }
    if (!isImageType(type)) return { bytes, type };
    return await reencodeImage(bytes, type, maxImageSide);
  } catch (error) {
    if (!(error instanceof UnreadableContentError)) throw error;
    request.log.info({ err: error }, 'upload refused by content');
    throw invalid(field, 'FILE_UNREADABLE', type === 'pdf' ? PDF_UNREADABLE_MESSAGE : IMAGE_UNREADABLE_MESSAGE);
  }
};
