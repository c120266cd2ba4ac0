import type { CommonQueryMethods } from 'slonik';
import { listEvidenceFileUrls } from '../../projections/organisers/organisers-list';
import { listAvatarUrls } from '../../projections/users/accounts-projection';
import type { FileStorage } from './file-storage';

const storedNameOf = (url: string) => /\/uploads\/([^/?#]+)$/.exec(url)?.[1] ?? null;

/**
 * Files stored before owners were recorded get one, from what the read models say uses
 * them: an avatar is its account's, an evidence document belongs to the person whose
 * organiser record cites it. Idempotent; a file already owned keeps its owner.
 */
export const backfillUploadOwners = async (storage: FileStorage, db: CommonQueryMethods): Promise<number> => {
  let claimed = 0;
  for (const { id, avatar_url: url } of await listAvatarUrls(db)) {
    const name = storedNameOf(url);
    if (name && (await storage.claim(name, { ownerId: id, purpose: 'avatar' }))) claimed += 1;
  }
  for (const { userId, url } of await listEvidenceFileUrls(db)) {
    const name = storedNameOf(url);
    if (name && (await storage.claim(name, { ownerId: userId, purpose: 'evidence' }))) claimed += 1;
  }
  return claimed;
};
