import { createLibrarySchema, createLoansEndpoint } from '../http/loans';
import { RETENTION } from './retention';
import type { StoryProfile } from './types';

/** The library: the desk app lends a book (`POST /loans`), written in the same database as the key. */
export const LIBRARY: StoryProfile = {
  id: 'library',
  path: '/loans',
  client: 'desk',
  keyPrefix: 'OD-',
  scopeClients: ['desk-a', 'desk-b'],
  sharedKey: 'OD-7f21',
  firstBody: { member: 'U-1001', isbn: 'K-02', issuedAt: '2026-03-10' },
  secondBody: { member: 'U-1002', isbn: 'K-05', issuedAt: '2026-03-12' },
  mismatch: {
    first: { member: 'U-1001', isbn: 'K-02', issuedAt: '2026-03-10' },
    reordered: { isbn: 'K-02', issuedAt: '2026-03-10', member: 'U-1001' },
    other: { member: 'U-1002', isbn: 'K-03', issuedAt: '2026-03-11' },
  },
  requestIdentity: 'raw-sha256',
  mismatchStatus: 409,
  provider: false,
  ledger: { table: 'loan', owner: 'member', unit: 'loan' },
  afterWorkPoint: 'in-transaction',
  ownerField: 'member',
  workInKeyTransaction: true,
  retention: RETENTION.library,
  labBody: (i) => ({ member: `U-${1000 + i}`, isbn: 'K-02', issuedAt: '2026-03-10' }),
  ownerOf: (i) => `U-${1000 + i}`,
  orderOf: (owner) => Number(owner.slice(2)) - 1000,
  setUp: (db) => {
    createLibrarySchema(db);
    return undefined;
  },
  endpoint: ({ db, store, afterLoanInsert }) => createLoansEndpoint({ db, store, afterLoanInsert }),
};
