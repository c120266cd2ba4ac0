/**
 * The token of an invitation link: `/accept-invitation#token=…` as the email writes it (the
 * hash never reaches a server's logs), or `?token=…` from a link someone retyped.
 */
export const invitationTokenOf = (hash: string, search: string): string | null => {
  const from = (text: string) => new URLSearchParams(text.replace(/^[#?]/, '')).get('token')?.trim() || null;
  return from(hash) ?? from(search);
};
