import { INVITE_FIELDS_MESSAGE } from './messages';

export interface InviteDraft {
  name: string;
  email: string;
}

export type InviteCheck =
  { ok: true; invite: { username: string; email: string } } | { ok: false; message: string; missing: { name: boolean; email: boolean } };

/** Spec §5: name and email are both needed ('Please fill in both name and email fields'). */
export const checkInvite = (draft: InviteDraft): InviteCheck => {
  const name = draft.name.trim();
  const email = draft.email.trim();
  if (name && email) return { ok: true, invite: { username: name, email } };
  return { ok: false, message: INVITE_FIELDS_MESSAGE, missing: { name: !name, email: !email } };
};
