import type { LaneWords } from '../catalog';

/** The lanes' and the clients' names in English ("the phone" in PayFlow is "the desk app" in the library). */
export const lanes: LaneWords = {
  clients: {
    payflow: { phone: 'the phone', 'phone-a': "Ana's phone", 'phone-b': "Ben's phone" },
    library: { phone: 'the desk app', 'desk-a': 'desk A', 'desk-b': 'desk B' },
  },
  roles: { network: 'Network', database: 'SQLite', provider: 'PayCo', clock: 'Retention job' },
  worker: (n) => `Worker ${n}`,
  /** A client's lane names it as a sentence's start would: "The phone". */
  lane: (client) => client.charAt(0).toUpperCase() + client.slice(1),
  workerInSentence: (n) => `Worker ${n}`,
  rolesInSentence: { network: 'the network', database: 'SQLite', provider: 'PayCo', clock: 'the retention job' },
};
