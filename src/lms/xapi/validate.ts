/**
 * A checker for xAPI 1.0.3 Statements, written from the spec (Part Two, §2.4 and §4): the required
 * properties, their types and formats, and the properties an LRS rejects. It covers what Cloakroom and a
 * host's actor use (Agents and Activities), and says so when it meets anything else. Returns the
 * problems as `path: what is wrong`; an empty list means the statement is valid.
 */

type Json = Record<string, unknown>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
/** An absolute IRI: a scheme, a colon, no spaces (RFC 3987's outline; an LRS checks no more). */
const IRI = /^[a-z][a-z0-9+.-]*:[^\s]+$/i;
const LANGUAGE_TAG = /^[a-z]{2,8}(-[a-z0-9]{1,8})*$/i;
/** ISO 8601 durations as xAPI uses them (§4.6): PnYnMnDTnHnMnS with an optional fraction, or PnW. */
const DURATION = /^P(?!$)(\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+(\.\d+)?S)?)?$|^P\d+W$/;
/** ISO 8601 date and time with a zone (RFC 3339 profile, as the spec recommends). */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

const STATEMENT_KEYS = ['id', 'actor', 'verb', 'object', 'result', 'context', 'timestamp', 'stored', 'authority', 'version', 'attachments'];
const AGENT_KEYS = ['objectType', 'name', 'mbox', 'mbox_sha1sum', 'openid', 'account'];
const IFIS = ['mbox', 'mbox_sha1sum', 'openid', 'account'];
const ACTIVITY_KEYS = ['objectType', 'id', 'definition'];
const DEFINITION_KEYS = ['name', 'description', 'type', 'moreInfo', 'interactionType', 'correctResponsesPattern', 'choices', 'scale', 'source', 'target', 'steps', 'extensions'];
const INTERACTION_TYPES = ['true-false', 'choice', 'fill-in', 'long-fill-in', 'matching', 'performance', 'sequencing', 'likert', 'numeric', 'other'];
const RESULT_KEYS = ['score', 'success', 'completion', 'response', 'duration', 'extensions'];
const SCORE_KEYS = ['scaled', 'raw', 'min', 'max'];
const CONTEXT_KEYS = ['registration', 'instructor', 'team', 'contextActivities', 'revision', 'platform', 'language', 'statement', 'extensions'];
const CONTEXT_ACTIVITY_KEYS = ['parent', 'grouping', 'category', 'other'];

/** Every problem with `statement` as an xAPI 1.0.3 Statement sent to an LRS (actor included). */
export function statementProblems(statement: unknown): string[] {
  const problems: string[] = [];
  const say = (path: string, what: string) => problems.push(`${path}: ${what}`);
  if (!isObject(statement)) return ['statement: not an object'];
  noNulls(statement, 'statement', say);
  onlyKeys(statement, STATEMENT_KEYS, 'statement', say);
  if (statement.id !== undefined && !(typeof statement.id === 'string' && UUID.test(statement.id))) say('id', 'not a UUID');
  agent(statement.actor, 'actor', say);
  verb(statement.verb, say);
  activity(statement.object, 'object', say);
  if (statement.result !== undefined) result(statement.result, say);
  if (statement.context !== undefined) context(statement.context, say);
  if (statement.timestamp !== undefined && !(typeof statement.timestamp === 'string' && TIMESTAMP.test(statement.timestamp))) {
    say('timestamp', 'not an ISO 8601 timestamp with a time zone');
  }
  if (statement.version !== undefined && !(typeof statement.version === 'string' && /^1\.0(\.\d+)?$/.test(statement.version))) say('version', 'not 1.0.x');
  for (const key of ['stored', 'authority']) if (key in statement) say(key, 'set by the LRS, not by the sender');
  return problems;
}

type Say = (path: string, what: string) => void;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function onlyKeys(value: Json, allowed: string[], path: string, say: Say): void {
  for (const key of Object.keys(value)) if (!allowed.includes(key)) say(`${path}.${key}`, 'not a property xAPI defines here');
}

/** An LRS rejects null values and empty objects outside extensions (§2.2). */
function noNulls(value: unknown, path: string, say: Say): void {
  if (value === null) return say(path, 'null');
  if (Array.isArray(value)) return value.forEach((v, i) => noNulls(v, `${path}[${i}]`, say));
  if (!isObject(value)) return;
  if (Object.keys(value).length === 0) say(path, 'an empty object');
  for (const [key, v] of Object.entries(value)) if (key !== 'extensions') noNulls(v, `${path}.${key}`, say);
}

function languageMap(value: unknown, path: string, say: Say): void {
  if (!isObject(value)) return say(path, 'not a language map');
  for (const [tag, text] of Object.entries(value)) {
    if (!LANGUAGE_TAG.test(tag)) say(`${path}.${tag}`, 'not an RFC 5646 language tag');
    if (typeof text !== 'string') say(`${path}.${tag}`, 'not a string');
  }
}

function iri(value: unknown, path: string, say: Say): void {
  if (typeof value !== 'string' || !IRI.test(value)) say(path, 'not an absolute IRI');
}

function agent(value: unknown, path: string, say: Say): void {
  if (value === undefined) return say(path, 'missing (required)');
  if (!isObject(value)) return say(path, 'not an object');
  if (value.objectType !== undefined && value.objectType !== 'Agent') return say(`${path}.objectType`, 'only Agents are checked here');
  onlyKeys(value, AGENT_KEYS, path, say);
  const ifis = IFIS.filter((k) => value[k] !== undefined);
  if (ifis.length !== 1) say(path, `needs exactly one inverse functional identifier, has ${ifis.length}`);
  if (value.mbox !== undefined && !(typeof value.mbox === 'string' && /^mailto:[^\s@]+@[^\s@]+$/.test(value.mbox))) say(`${path}.mbox`, 'not a mailto: IRI');
  if (value.account !== undefined) {
    const account = value.account;
    if (!isObject(account)) say(`${path}.account`, 'not an object');
    else {
      iri(account.homePage, `${path}.account.homePage`, say);
      if (typeof account.name !== 'string') say(`${path}.account.name`, 'not a string');
    }
  }
}

function verb(value: unknown, say: Say): void {
  if (value === undefined) return say('verb', 'missing (required)');
  if (!isObject(value)) return say('verb', 'not an object');
  onlyKeys(value, ['id', 'display'], 'verb', say);
  iri(value.id, 'verb.id', say);
  if (value.display !== undefined) languageMap(value.display, 'verb.display', say);
}

function activity(value: unknown, path: string, say: Say): void {
  if (value === undefined) return say(path, 'missing (required)');
  if (!isObject(value)) return say(path, 'not an object');
  if (value.objectType !== undefined && value.objectType !== 'Activity') return say(`${path}.objectType`, 'only Activities are checked here');
  onlyKeys(value, ACTIVITY_KEYS, path, say);
  iri(value.id, `${path}.id`, say);
  const definition = value.definition;
  if (definition === undefined) return;
  if (!isObject(definition)) return say(`${path}.definition`, 'not an object');
  const at = `${path}.definition`;
  onlyKeys(definition, DEFINITION_KEYS, at, say);
  for (const key of ['name', 'description']) if (definition[key] !== undefined) languageMap(definition[key], `${at}.${key}`, say);
  if (definition.type !== undefined) iri(definition.type, `${at}.type`, say);
  if (definition.interactionType !== undefined && !INTERACTION_TYPES.includes(definition.interactionType as string)) say(`${at}.interactionType`, 'not an interaction type');
  const pattern = definition.correctResponsesPattern;
  if (pattern !== undefined && !(Array.isArray(pattern) && pattern.every((p) => typeof p === 'string'))) say(`${at}.correctResponsesPattern`, 'not an array of strings');
  if (definition.choices !== undefined) {
    if (!['choice', 'sequencing'].includes(definition.interactionType as string)) say(`${at}.choices`, 'only for choice or sequencing interactions');
    if (!Array.isArray(definition.choices)) say(`${at}.choices`, 'not an array');
    else
      definition.choices.forEach((c: unknown, i) => {
        if (!isObject(c) || typeof c.id !== 'string') return say(`${at}.choices[${i}]`, 'needs a string id');
        if (c.description !== undefined) languageMap(c.description, `${at}.choices[${i}].description`, say);
      });
  }
}

function result(value: unknown, say: Say): void {
  if (!isObject(value)) return say('result', 'not an object');
  onlyKeys(value, RESULT_KEYS, 'result', say);
  for (const key of ['success', 'completion']) if (value[key] !== undefined && typeof value[key] !== 'boolean') say(`result.${key}`, 'not a boolean');
  if (value.response !== undefined && typeof value.response !== 'string') say('result.response', 'not a string');
  if (value.duration !== undefined && !(typeof value.duration === 'string' && DURATION.test(value.duration))) say('result.duration', 'not an ISO 8601 duration');
  const score = value.score;
  if (score === undefined) return;
  if (!isObject(score)) return say('result.score', 'not an object');
  onlyKeys(score, SCORE_KEYS, 'result.score', say);
  for (const key of SCORE_KEYS) if (score[key] !== undefined && typeof score[key] !== 'number') say(`result.score.${key}`, 'not a number');
  const { scaled, raw, min, max } = score as Record<string, number | undefined>;
  if (scaled !== undefined && (scaled < -1 || scaled > 1)) say('result.score.scaled', 'outside -1…1');
  if (min !== undefined && max !== undefined && !(min < max)) say('result.score', 'min is not below max');
  if (raw !== undefined && ((min !== undefined && raw < min) || (max !== undefined && raw > max))) say('result.score.raw', 'outside min…max');
}

function context(value: unknown, say: Say): void {
  if (!isObject(value)) return say('context', 'not an object');
  onlyKeys(value, CONTEXT_KEYS, 'context', say);
  if (value.registration !== undefined && !(typeof value.registration === 'string' && UUID.test(value.registration))) say('context.registration', 'not a UUID');
  for (const key of ['revision', 'platform']) if (value[key] !== undefined && typeof value[key] !== 'string') say(`context.${key}`, 'not a string');
  if (value.language !== undefined && !(typeof value.language === 'string' && LANGUAGE_TAG.test(value.language))) say('context.language', 'not an RFC 5646 language tag');
  const activities = value.contextActivities;
  if (activities === undefined) return;
  if (!isObject(activities)) return say('context.contextActivities', 'not an object');
  onlyKeys(activities, CONTEXT_ACTIVITY_KEYS, 'context.contextActivities', say);
  for (const key of CONTEXT_ACTIVITY_KEYS) {
    const list = activities[key];
    if (list === undefined) continue;
    const items = Array.isArray(list) ? list : [list];
    items.forEach((a, i) => activity(a, `context.contextActivities.${key}[${i}]`, say));
  }
}
