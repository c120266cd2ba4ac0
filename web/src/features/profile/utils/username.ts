import { generateUsername, isUsernameFor } from '@domain/users/profile-rules';

/**
 * The username for the name being typed: kept while it still fits the name (so it does not
 * change on every key), generated afresh when it no longer does, blank without a name.
 */
export const usernameForName = (name: string, current: string, random: () => number): string => {
  if (name.trim() === '') return '';
  if (current && isUsernameFor(name, current)) return current;
  return generateUsername(name, random);
};

/** 'Generate another' (and a taken username): a new one for the same name, different from the current. */
export const anotherUsername = (name: string, current: string, random: () => number): string => {
  let next = generateUsername(name, random);
  for (let attempt = 0; next === current && attempt < 10; attempt += 1) next = generateUsername(name, random);
  return next;
};
