/** How a phone names its attempts' requests, and how a request id is read back (the checks, the fork). */

/** Which attempt a request is: its phone, intent, tap (from 1) and attempt (from 1). */
export interface AttemptId {
  phone: string;
  intent: number;
  tap: number;
  attempt: number;
}

/** The id a phone gives an attempt's request (and its answer): `phone#1.2.3`. */
export function requestIdOf({ phone, intent, tap, attempt }: AttemptId): string {
  return `${phone}#${intent}.${tap}.${attempt}`;
}

/** The attempt a phone's request id names; undefined for anything else (a PayCo call). */
export function attemptOf(requestId: string): AttemptId | undefined {
  const match = /^(.+)#(\d+)\.(\d+)\.(\d+)$/.exec(requestId);
  if (!match) return undefined;
  return { phone: match[1]!, intent: Number(match[2]), tap: Number(match[3]), attempt: Number(match[4]) };
}
