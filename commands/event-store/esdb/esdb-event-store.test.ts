import { GenericContainer, Wait, getContainerRuntimeClient, type StartedTestContainer } from 'testcontainers';
import { describe } from 'vitest';
import { describeEventStoreContract, type ContractTarget } from '../contract/event-store-contract';
import { EsdbEventStore } from './esdb-event-store';

const IMAGE = 'eventstore/eventstore:24.10';
const HTTP_PORT = 2113;

/** Where the contract runs: EVENTSTORE_URL, else a container; otherwise why it cannot run. */
const findEventStoreDb = async (): Promise<{ url?: string; container?: true; skipReason?: string }> => {
  if (process.env.EVENTSTORE_URL) return { url: process.env.EVENTSTORE_URL };
  try {
    await getContainerRuntimeClient();
    return { container: true };
  } catch (error) {
    return { skipReason: `EVENTSTORE_URL is not set and no container runtime is available (${(error as Error).message})` };
  }
};

const startContainer = (): Promise<StartedTestContainer> =>
  new GenericContainer(IMAGE)
    .withEnvironment({
      EVENTSTORE_INSECURE: 'true',
      EVENTSTORE_CLUSTER_SIZE: '1',
      EVENTSTORE_MEM_DB: 'true',
      EVENTSTORE_RUN_PROJECTIONS: 'All',
      EVENTSTORE_START_STANDARD_PROJECTIONS: 'true',
    })
    .withExposedPorts(HTTP_PORT)
    .withWaitStrategy(Wait.forHttp('/health/live', HTTP_PORT).forStatusCode(204))
    .start();

const found = await findEventStoreDb();

const setup = async (): Promise<ContractTarget> => {
  const container = found.container ? await startContainer() : undefined;
  const url = container ? `esdb://${container.getHost()}:${container.getMappedPort(HTTP_PORT)}?tls=false` : found.url!;
  const store = new EsdbEventStore(url);
  return {
    store,
    newStore: async () => new EsdbEventStore(url),
    teardown: async () => {
      await store.close();
      await container?.stop();
    },
  };
};

if (found.skipReason) {
  console.warn(`EventStoreDB contract skipped: ${found.skipReason}`);
  describe.skip('EventStoreDB (skipped: no server)', () => {
    describeEventStoreContract('EventStoreDB', setup);
  });
} else {
  describeEventStoreContract('EventStoreDB', setup);
}
