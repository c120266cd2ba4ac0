/** The flag of a two-letter ISO country code, as the pair of regional indicator symbols every platform draws as a flag. */
export const countryFlag = (code: string | null | undefined): string => {
  const letters = (code ?? '').trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(letters)) return '';
  return String.fromCodePoint(...[...letters].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
};
