import { countryTiers, type Tier } from '../../tiers';
import type { AllocationProblem } from '../problem';
import { seededRandom, type SeededRandom } from './seeded-random';

const SEED = 20261125;
const DELEGATES = 5_000;
const SCHOOLS = 60;
const COMMITTEES = 40;
const TOTAL_SEATS = 5_200;
const TIER_COUNTS: Record<Tier, number> = { S: 20, A: 50, B: 123 };
/** Share of delegates by years of MUN experience, 0 to 5: most are new or in their first years. */
const EXPERIENCE_SHARES = [0.35, 0.25, 0.17, 0.12, 0.07, 0.04];

const weightedIndex = (random: SeededRandom, weights: readonly number[]) => {
  let left = random.next() * weights.reduce((sum, weight) => sum + weight, 0);
  const index = weights.findIndex((weight) => (left -= weight) < 0);
  return index === -1 ? weights.length - 1 : index;
};

/** Seats between 80 and 180, nudged one at a time until they add up to the total. */
const seatsPerCommittee = (random: SeededRandom) => {
  const seats = Array.from({ length: COMMITTEES }, () => 80 + random.below(101));
  for (let sum = seats.reduce((a, b) => a + b, 0); sum !== TOTAL_SEATS;) {
    const index = random.below(COMMITTEES);
    const step = sum < TOTAL_SEATS ? 1 : -1;
    if (seats[index]! + step < 80 || seats[index]! + step > 180) continue;
    seats[index]! += step;
    sum += step;
  }
  return seats;
};

/**
 * The allocation benchmark's problem (seeded, so every run is the same): 5,000 delegates from 60
 * schools, 40 committees (80 to 180 seats, 5,200 in all, some far more wanted than others) and
 * 193 countries (20 S, 50 A, 123 B). Each delegate's place in registration order is their
 * position. With `delegateCount`, more (or fewer) delegates for the same seats; with `schoolCount`,
 * as many schools (the delegation benchmark uses 120).
 */
export const benchmarkProblem = (delegateCount = DELEGATES, schoolCount = SCHOOLS): AllocationProblem => {
  const random = seededRandom(SEED);
  const tiers = random.shuffled(countryTiers.flatMap((tier) => new Array<Tier>(TIER_COUNTS[tier]).fill(tier)));
  const countries = tiers.map((tier, index) => ({
    id: `country-${index + 1}`,
    name: `Country ${String(index + 1).padStart(3, '0')}`,
    tier,
  }));
  const committees = seatsPerCommittee(random).map((freeSeats, index) => ({
    id: `committee-${index + 1}`,
    label: `C${String(index + 1).padStart(2, '0')}`,
    freeSeats,
    takenCountryIds: [],
    schoolCounts: {},
  }));
  // Popularity falls off with a random rank: the favourite committee is wanted about 20 times as often as the least.
  const popularity = random.shuffled(committees.map((_, rank) => 1 / (1 + rank) ** 0.8));
  const schoolSizes = Array.from({ length: schoolCount }, (_, rank) => 1 / (1 + rank) ** 0.5);
  const delegates = Array.from({ length: delegateCount }, (_, index) => {
    const weights = [...popularity];
    const prefs = [0, 1, 2].map(() => {
      const chosen = weightedIndex(random, weights);
      weights[chosen] = 0;
      return committees[chosen]!.id;
    });
    const school = random.next() < 0.03 ? null : `School ${String(weightedIndex(random, schoolSizes) + 1).padStart(2, '0')}`;
    return { id: `delegate-${index + 1}`, munExperience: weightedIndex(random, EXPERIENCE_SHARES), prefs, school, registered: index + 1 };
  });
  return { delegates, committees, countries };
};
