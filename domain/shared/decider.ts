/** A decider: the pure core of one consistency boundary (one stream). */
export interface Decider<State, Command, Event> {
  initialState: State;
  evolve(state: State, event: Event): State;
  /** Returns the events that happen, or throws a DomainError when a rule is broken. */
  decide(command: Command, state: State): Event[];
}

/** An event as the domain sees it: a discriminated union member with a JSON payload. */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
}

export const assertNever = (value: never): never => {
  throw new Error(`Unexpected value: ${JSON.stringify(value)}`);
};
