/**
 * The parts of an xAPI 1.0.3 Statement that Cloakroom writes (xAPI spec, Part Two, §2.4): what the
 * `cloakroom:xapi` message carries, so they belong to the protocol; src/lms/xapi makes them. Written from
 * the spec rather than taken from `@xapi/xapi`: that package brings axios (an LRS client), and the
 * player sends no requests; these few types are all it needs.
 */

/** A language map: RFC 5646 tag → text (`{ en: 'completed' }`). */
export type LanguageMap = Record<string, string>;

export interface Verb {
  id: string;
  display: LanguageMap;
}

export interface InteractionComponent {
  id: string;
  description: LanguageMap;
}

export interface ActivityDefinition {
  name: LanguageMap;
  description?: LanguageMap;
  type: string;
  interactionType?: 'choice' | 'fill-in' | 'performance';
  correctResponsesPattern?: string[];
  choices?: InteractionComponent[];
}

export interface Activity {
  objectType: 'Activity';
  id: string;
  definition: ActivityDefinition;
}

export interface Result {
  success?: boolean;
  completion?: boolean;
  response?: string;
  /** ISO 8601 duration (`PT1M4.5S`). */
  duration?: string;
  score?: { scaled?: number; raw?: number; min?: number; max?: number };
}

export interface Context {
  contextActivities: { parent: Activity[]; grouping?: Activity[] };
  platform?: string;
  language?: string;
}

/** An Agent as a host adds it: exactly one inverse functional identifier. */
export interface Agent {
  objectType?: 'Agent';
  name?: string;
  mbox?: string;
  mbox_sha1sum?: string;
  openid?: string;
  account?: { homePage: string; name: string };
}

/**
 * A statement as Cloakroom sends it: everything but the actor, which only the host knows (who is
 * signed in). The host adds `actor` before forwarding it to a Learning Record Store.
 */
export interface StatementWithoutActor {
  id: string;
  verb: Verb;
  object: Activity;
  result?: Result;
  context: Context;
  timestamp: string;
  version: '1.0.3';
}

export type Statement = StatementWithoutActor & { actor: Agent };
