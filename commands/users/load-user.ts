import { parseUserEvent, userDecider, userStreamId, type UserState } from '@domain/users/user';
import type { EventStore } from '../event-store/port';

/** The user's state folded from their stream (for steps that span several streams). */
export const loadUser = async (store: EventStore, userId: string): Promise<UserState> => {
  let state = userDecider.initialState;
  for (const recorded of await store.readStream(userStreamId(userId))) {
    const event = parseUserEvent(recorded.type, recorded.data);
    if (event) state = userDecider.evolve(state, event);
  }
  return state;
};
