import type { Redis } from 'ioredis';
import type { DatabasePool } from 'slonik';
import type { EventStore, Position } from '../commands/event-store/port';
import type { PersonalDataVault } from '../commands/event-store/personal-data-vault';
import type { AppConfig } from './config';

/** What the API needs from the outside world; built by ops/serve.ts or by tests. */
export interface AppDependencies {
  config: AppConfig;
  store: EventStore;
  db: DatabasePool;
  redis: Redis;
  /** Keys that seal personal data in events; destroying one erases that person. */
  vault: PersonalDataVault;
  /** Waits (bounded) until the named read models have caught up to a position. */
  readModels: {
    waitFor(position: Position, options: { projections?: string[]; timeoutMs?: number }): Promise<boolean>;
    status(): Promise<Array<{ name: string; checkpoint: string | null; head: string | null; lagging: boolean; active?: boolean }>>;
  };
  clock: () => Date;
}
