import { z } from 'zod';

/** Who did something and when: carried by every event so history needs nothing else. */
export const actorStamp = {
  by: z.string(),
  at: z.iso.datetime(),
};

export interface Stamp {
  by: string;
  at: string;
}
