import type { Registration } from '../../../../lib/registration-schema';
import type { AllocationReport, AllocationRun } from '../api/get-allocation-run';
import { compareNames } from '../../../../i18n/format';
import { msg, t } from '../../../../i18n/intl';
import type { ReportLine } from './allocation-run';
import { delegateName, schoolName } from './delegate-rows';
import { matchesSearch } from '@domain/shared/search-text';

type Placement = NonNullable<AllocationRun['result']>['placements'][number];
type Delegations = NonNullable<AllocationReport['delegations']>;

/** What names a placement's committee and country: the event's committees and the countries catalogue the allocation tab loads. */
export interface PlacementNames {
  registrations: readonly Registration[];
  committees: ReadonlyArray<{ id: string; abbr: string; committee_id: string }>;
  countries: ReadonlyArray<{ id: number | string; name: string }>;
}

/** Which of the delegate's three choices the committee was: 1st, 2nd, 3rd, or another one. */
export type Choice = '1st' | '2nd' | '3rd' | 'other';

/** One delegate of a run: who, from which school, and where the run put them (or that it could not). */
export interface PlacementRow {
  /** The registration id. */
  id: string;
  delegate: string;
  registrationNo: string;
  school: string;
  /** The committee's abbreviation; '' when not placed. */
  committee: string;
  /** The country's name; '' when not placed or placed without one. */
  country: string;
  /** Which choice the committee was; null when not placed. */
  choice: Choice | null;
}

/** Shown with t(). */
export const choiceLabels: Record<Choice, string> = {
  '1st': msg('1st choice'),
  '2nd': msg('2nd choice'),
  '3rd': msg('3rd choice'),
  other: msg('Other'),
};

/** Which preference a catalogue committee is for the delegate (their three choices name catalogue committees). */
export const choiceOf = (
  registration: Pick<Registration, 'pref_committee_1_id' | 'pref_committee_2_id' | 'pref_committee_3_id'> | undefined,
  catalogueCommitteeId: string | undefined,
): Choice => {
  if (!registration || catalogueCommitteeId === undefined) return 'other';
  const prefs = [registration.pref_committee_1_id, registration.pref_committee_2_id, registration.pref_committee_3_id];
  const index = prefs.findIndex((id) => id !== null && id === catalogueCommitteeId);
  return index === 0 ? '1st' : index === 1 ? '2nd' : index === 2 ? '3rd' : 'other';
};

const byDelegate = (a: PlacementRow, b: PlacementRow) =>
  compareNames(a.delegate, b.delegate) || a.registrationNo.localeCompare(b.registrationNo, 'en');

const who = (registration: Registration | undefined, id: string) => ({
  delegate:
    (registration && delegateName(registration.user)) || (registration ? registration.registration_no : t('Delegate no longer registered')),
  registrationNo: registration?.registration_no ?? id,
  school: registration ? schoolName(registration.user) : '',
});

/**
 * The run's placements, one row per delegate, named from the lists the allocation tab loads:
 * the delegate and their school, the committee's abbreviation, the country and which of their
 * choices the committee was. Sorted by delegate.
 */
export const placementRows = (placements: readonly Placement[], names: PlacementNames): PlacementRow[] => {
  const registrations = new Map(names.registrations.map((registration) => [registration.id, registration]));
  const committees = new Map(names.committees.map((committee) => [committee.id, committee]));
  const countries = new Map(names.countries.map((country) => [String(country.id), country.name]));
  return placements
    .map((placement) => {
      const registration = registrations.get(placement.delegateId);
      const committee = committees.get(placement.committeeId);
      return {
        id: placement.delegateId,
        ...who(registration, placement.delegateId),
        committee: committee?.abbr ?? t('Committee removed'),
        country: placement.countryId === null ? '' : (countries.get(placement.countryId) ?? t('Country {id}', { id: placement.countryId })),
        choice: choiceOf(registration, committee?.committee_id),
      };
    })
    .sort(byDelegate);
};

/**
 * The delegates the run could not place: those it names (`unplaced`), or, for a run made before
 * it named them, of those a run takes (registered, unlocked, without a country) the ones it gives
 * no seat, read from the delegates list as it is now.
 */
export const unplacedRows = (
  placements: readonly Placement[],
  registrations: readonly Registration[],
  unplaced: readonly string[] | null = null,
): PlacementRow[] => {
  const byId = new Map(registrations.map((registration) => [registration.id, registration]));
  if (unplaced !== null)
    return unplaced.map((id) => ({ id, ...who(byId.get(id), id), committee: '', country: '', choice: null })).sort(byDelegate);
  const placed = new Set(placements.map((placement) => placement.delegateId));
  return registrations
    .filter(
      (registration) =>
        registration.status === 'registered' &&
        !registration.locked &&
        registration.assigned_country === null &&
        !placed.has(registration.id),
    )
    .map((registration) => ({ id: registration.id, ...who(registration, registration.id), committee: '', country: '', choice: null }))
    .sort(byDelegate);
};

const contains = matchesSearch;

/** Delegate, registration number, school, committee, country or choice ('2nd', 'not placed'), case-insensitive. */
export const matchesPlacement = (row: PlacementRow, query: string): boolean =>
  contains([row.delegate, row.registrationNo, row.school, row.committee, row.country, choiceText(row)], query);

/** Which choice the row's committee was, in the chosen language. */
export const choiceText = (row: Pick<PlacementRow, 'choice'>): string =>
  row.choice === null ? t('Not placed') : t(choiceLabels[row.choice]);

/** The delegation-mode figures of a run: how many delegations stayed on one country, against what could be proven possible. */
export const delegationLines = (delegations: Delegations): ReportLine[] => [
  {
    label: t('Delegations kept on one country'),
    value: t('{kept} of {count} (at most {bound} possible)', {
      kept: delegations.keptWhole,
      count: delegations.count,
      bound: delegations.keptWholeBound,
    }),
  },
  { label: t('Delegations split'), value: String(delegations.split) },
  {
    label: t('Countries held by delegations'),
    value: t('{countries} (at least {bound})', { countries: delegations.countries, bound: delegations.countriesBound }),
  },
  { label: t('Solution'), value: delegations.exact ? t('Solved exactly') : t('Heuristic; bounds shown') },
];

/** One school's delegation in a run: its delegates, how many were placed, and the countries they hold. */
export interface DelegationRow {
  id: string;
  school: string;
  delegates: number;
  placed: number;
  /** The countries' names, comma-separated ('' for none). */
  countries: string;
  /** The countries it wished for, comma-separated ('' for none). */
  wishes: string;
  /** True when all its delegates are placed, on one country. */
  whole: boolean;
}

export const delegationRows = (delegations: Delegations): DelegationRow[] =>
  delegations.list
    .map((delegation, index) => ({
      id: `${index}`,
      school: delegation.school,
      delegates: delegation.delegates,
      placed: delegation.placed,
      countries: delegation.countries.join(', '),
      wishes: (delegation.wishes ?? []).join(', '),
      whole: delegation.countries.length === 1 && delegation.placed === delegation.delegates,
    }))
    .sort((a, b) => compareNames(a.school, b.school));

/** The school or one of its countries, case-insensitive. */
export const matchesDelegation = (row: DelegationRow, query: string): boolean => contains([row.school, row.countries, row.wishes], query);
