import { createLibrarySchema, createLoansEndpoint } from '../http/loans';
import { LIBRARY_FACTS } from './facts';
import type { StoryProfile } from './types';

/** The library's facts, its tables and its `POST /loans`. */
export const LIBRARY: StoryProfile = {
  ...LIBRARY_FACTS,
  setUp: (db) => {
    createLibrarySchema(db);
    return undefined;
  },
  endpoint: ({ db, store, afterLoanInsert, claimCommitsFirst, noBodyDigest }) => createLoansEndpoint({ db, store, afterLoanInsert, claimCommitsFirst, noBodyDigest }),
};
