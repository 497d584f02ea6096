import type { StatementWithoutActor } from './xapiStatement';
import { MAX_SPEED, MIN_SPEED } from '../player/playhead';

/**
 * The postMessage API between Cloakroom (in an iframe) and the course page that embeds it.
 * Every message is a plain object whose `type` starts with `cloakroom:`; names follow media elements
 * (play, pause, seeked, ratechange, ended). Documented in EMBEDDING.md. Pure: no DOM here.
 */

/** Events Cloakroom sends to the embedding page. `beat` counts from 0 within the current chapter. */
export type OutboundEvent =
  | {
      type: 'cloakroom:ready';
      chapters: { id: string; title: string; beats: number | null; durationMs: number | null }[];
      chapter: string;
      beat: number;
      /** The comparison on screen (a `compare=` link): its text, its Timeline's steps and where its differences are; null for the single view. */
      comparing: { compare: string; steps: number; differences: number[] } | null;
    }
  | { type: 'cloakroom:play'; chapter: string; beat: number }
  | { type: 'cloakroom:pause'; chapter: string; beat: number }
  | { type: 'cloakroom:seeked'; chapter: string; beat: number }
  | { type: 'cloakroom:ratechange'; speed: number }
  | { type: 'cloakroom:chapterchange'; chapter: string }
  | { type: 'cloakroom:ended'; chapter: string }
  | { type: 'cloakroom:resize'; height: number }
  | { type: 'cloakroom:progress'; chapter: string; completed: string[]; score?: { right: number; asked: number } }
  /** An xAPI 1.0.3 statement without its actor (made in src/lms/xapi): sent only to a configured `?origin=`, never to `*`. */
  | { type: 'cloakroom:xapi'; statement: StatementWithoutActor };

/** Commands the embedding page may send. */
export type InboundCommand =
  | { type: 'cloakroom:play' }
  | { type: 'cloakroom:pause' }
  | { type: 'cloakroom:seek'; beat: number }
  | { type: 'cloakroom:chapter'; id: string }
  | { type: 'cloakroom:speed'; value: number }
  | { type: 'cloakroom:captions'; on: boolean }
  | { type: 'cloakroom:narration'; on: boolean };


/**
 * Reads a message from the page as a command, or returns null for anything malformed: not an object,
 * an unknown type, a beat that is not a whole number ≥ 0, a chapter not in `chapterIds`, a speed out
 * of range, a flag that is not a boolean. Nothing in a message is ever rendered.
 */
export function parseInbound(data: unknown, chapterIds: readonly string[]): InboundCommand | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const message = data as Record<string, unknown>;
  switch (message.type) {
    case 'cloakroom:play':
    case 'cloakroom:pause':
      return { type: message.type };
    case 'cloakroom:seek': {
      const beat = message.beat;
      return typeof beat === 'number' && Number.isSafeInteger(beat) && beat >= 0 ? { type: 'cloakroom:seek', beat } : null;
    }
    case 'cloakroom:chapter': {
      const id = message.id;
      return typeof id === 'string' && chapterIds.includes(id) ? { type: 'cloakroom:chapter', id } : null;
    }
    case 'cloakroom:speed': {
      const value = message.value;
      return typeof value === 'number' && value >= MIN_SPEED && value <= MAX_SPEED ? { type: 'cloakroom:speed', value } : null;
    }
    case 'cloakroom:captions':
    case 'cloakroom:narration': {
      const on = message.on;
      return typeof on === 'boolean' ? { type: message.type, on } : null;
    }
    default:
      return null;
  }
}

/**
 * Who may command the player. With `?origin=` configured, only that exact origin; without it, only
 * the window that embeds us (`event.source === parent`), whatever its origin.
 */
export function isTrustedSender(
  sender: { origin: string; isParent: boolean },
  configuredOrigin: string | null,
): boolean {
  if (configuredOrigin !== null) return sender.origin === configuredOrigin;
  return sender.isParent;
}

/** Where events go: the configured origin, or any origin of the parent when none is configured. */
export function eventTargetOrigin(configuredOrigin: string | null): string {
  return configuredOrigin ?? '*';
}
