import { matchesSearch } from '@domain/shared/search-text';

/** A certificate as the organiser's list searches it. */
interface Searched {
  delegate: string | null;
  title: string;
  code: string;
  committee: string | null;
  country: string | null;
}

/** The delegate's name, what the certificate is for, its code, committee or country (Arabic folded as everywhere). */
export const matchesCertificate = (certificate: Searched, query: string): boolean =>
  matchesSearch([certificate.delegate, certificate.title, certificate.code, certificate.committee, certificate.country], query);
