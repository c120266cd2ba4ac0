import { expect } from 'vitest';
import type { Decider } from '@domain/shared/decider';

/**
 * Decider tests read as specifications: given these past events, when this command,
 * then exactly these new events (or this error code).
 */
export const givenWhenThen = <State, Command, Event>(decider: Decider<State, Command, Event>) => ({
  given: (history: Event[]) => {
    const state = history.reduce(decider.evolve, decider.initialState);
    return {
      when: (command: Command) => ({
        then: (expected: Event[]) => expect(decider.decide(command, state)).toEqual(expected),
        thenFails: (code: string, message?: string) => {
          let thrown: unknown;
          try {
            decider.decide(command, state);
          } catch (error) {
            thrown = error;
          }
          expect(thrown, 'expected the command to be rejected').toMatchObject(message === undefined ? { code } : { code, message });
        },
      }),
    };
  },
});
