import { createHash } from 'node:crypto';

/**
 * Event ids derived from the command id: a retried request produces the same ids, so the
 * event store treats the second append as the same write rather than a new one.
 */
export const eventIdFor = (commandId: string, streamId: string, index: number): string => {
  const hex = createHash('sha256').update(`${commandId}\u0000${streamId}\u0000${index}`).digest('hex');
  // Shape it as an RFC 4122 version-5-style UUID (variant bits set) so every store accepts it.
  const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};
