/**
 * The URL hash of an emailed link. Our verification email links to
 * `/auth-redirect#verification_token=…`; `access_token` is what a hosted provider's link
 * carries (spec §2.1), still recognised so such links are not lost.
 */
export interface AuthHash {
  verificationToken: string | null;
  accessToken: string | null;
}

const valueOf = (params: URLSearchParams, name: string) => params.get(name)?.trim() || null;

export const parseAuthHash = (hash: string): AuthHash => {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return { verificationToken: valueOf(params, 'verification_token'), accessToken: valueOf(params, 'access_token') };
};

/** Spec §2.1: where the redirect screen sends a visitor. */
export const authRedirectTarget = (hash: string): 'email-confirmation' | 'login' => {
  const { verificationToken, accessToken } = parseAuthHash(hash);
  return verificationToken || accessToken ? 'email-confirmation' : 'login';
};
