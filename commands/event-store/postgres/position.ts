import type { Position } from '../port';

/**
 * `<transaction_id>/<global_position>`, each zero-padded to 20 digits (xid8 and bigint both
 * fit), so plain string comparison gives the `(transaction_id, global_position)` order that
 * catch-up readers deliver in.
 */
const WIDTH = 20;
const FORMAT = /^(\d{20})\/(\d{20})$/;

export interface DecodedPosition {
  transactionId: string;
  globalPosition: string;
}

export const encodePosition = (transactionId: string, globalPosition: string): Position =>
  `${transactionId.padStart(WIDTH, '0')}/${globalPosition.padStart(WIDTH, '0')}`;

export const decodePosition = (position: Position): DecodedPosition => {
  const match = FORMAT.exec(position);
  if (!match) throw new TypeError(`Not a Postgres event-store position: ${position}`);
  return { transactionId: BigInt(match[1]!).toString(), globalPosition: BigInt(match[2]!).toString() };
};
