import { countryTiers } from '../catalogue/countries';

export { countryTiers };
export type Tier = (typeof countryTiers)[number];

/** Spec: three or more years of MUN may hold any tier, one or two years A or B, none B only. */
const S_FROM_YEARS = 3;
const A_FROM_YEARS = 1;

const allTiers: readonly Tier[] = ['S', 'A', 'B'];
const aOrB: readonly Tier[] = ['A', 'B'];
const bOnly: readonly Tier[] = ['B'];

/** The tiers a delegate with this much MUN experience (whole years) may be given, best first. */
export const allowedTiers = (munExperience: number): readonly Tier[] => {
  if (munExperience >= S_FROM_YEARS) return allTiers;
  return munExperience >= A_FROM_YEARS ? aOrB : bOnly;
};

export const tierAllowed = (munExperience: number, tier: Tier): boolean => allowedTiers(munExperience).includes(tier);
