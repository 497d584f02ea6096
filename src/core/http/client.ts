import { plainProblem, type PlainResponse } from './responses';

/** Client ids are simple names, so `client:key` can never be read two ways. */
const CLIENT_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The authenticated client, from the `Authorization: Bearer <client-id>` header's value. (The simulation's phones
 * hold a token that is their id; a real server would look the token up.)
 */
export function authenticatedClient(authorization: string | null | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? '');
  const id = match?.[1];
  return id !== undefined && CLIENT_ID.test(id) ? id : undefined;
}

/** A key is unique per client: two clients sending the same key string get independent rows. */
export function scopedKey(client: string, key: string): string {
  return `${client}:${key}`;
}

/** The answer to a request that names no client (or an ill-formed one). */
export function unauthorized(): PlainResponse {
  return plainProblem(401, 'unauthorized', 'Send Authorization: Bearer <client-id>.', { 'www-authenticate': 'Bearer' });
}
