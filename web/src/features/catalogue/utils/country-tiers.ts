import { countryTiers } from '@domain/catalogue/countries';
import { getLanguageChoice, localeOf } from '../../../i18n/language';
import { msg, t } from '../../../i18n/intl';

type Tier = (typeof countryTiers)[number];

/** The Countries list's tier filter: every country, or one tier. */
export const tierFilters = ['all', ...countryTiers] as const;
export type TierFilter = (typeof tierFilters)[number];

/** A filter from the URL; anything unknown shows every country. */
export const parseTierFilter = (value: string | null | undefined): TierFilter =>
  (tierFilters as readonly string[]).includes(value ?? '') ? (value as TierFilter) : 'all';

export const withTier = <Row extends { tier: string }>(rows: readonly Row[], filter: TierFilter): readonly Row[] =>
  filter === 'all' ? rows : rows.filter((row) => row.tier === filter);

/** How many countries each filter shows. */
export const countByTier = (rows: readonly { tier: string }[]): Record<TierFilter, number> => {
  const counts = Object.fromEntries(tierFilters.map((filter) => [filter, 0])) as Record<TierFilter, number>;
  for (const row of rows) {
    counts.all += 1;
    if ((countryTiers as readonly string[]).includes(row.tier)) counts[row.tier as Tier] += 1;
  }
  return counts;
};

/** Which tiers a delegate's country may have, by years of MUN experience (most experienced first). */
export const tierRules: readonly { experience: string; tiers: readonly Tier[] }[] = [
  { experience: msg('3+ years of MUN experience'), tiers: ['S', 'A', 'B'] },
  { experience: msg('1–2 years'), tiers: ['A', 'B'] },
  { experience: msg('none'), tiers: ['B'] },
];

/** 'S, A or B'; 'A or B'; 'B' (in the chosen language's way of listing). */
export const eitherOf = (items: readonly string[]): string =>
  new Intl.ListFormat(localeOf(getLanguageChoice()), { type: 'disjunction' }).format(items);

/** The legend line: '3+ years of MUN experience: S, A or B · 1–2 years: A or B · none: B'. */
export const tierLegend = (rules = tierRules): string =>
  rules.map((rule) => t('{experience}: {tiers}', { experience: t(rule.experience), tiers: eitherOf(rule.tiers) })).join(' · ');
