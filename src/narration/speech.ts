/**
 * The Web Speech API behind a small interface, so the narrator can be tested with a fake voice and the
 * page can tell "no speech here" from "speech is waiting for a click".
 */
import { primaryLanguage } from './languages';

/** Why a sentence was not spoken to its end. */
export type SpeechFailure = 'unavailable' | 'blocked' | 'interrupted';

/** How a spoken sentence reports back: it ended, or it could not be spoken. */
export interface SentenceHandlers {
  onEnd(): void;
  onFail(reason: SpeechFailure): void;
}

/** A voice that speaks one sentence at a time; `cancel` stops the current one. */
export interface Speech {
  /** False when the browser has no speech synthesis at all. */
  readonly available: boolean;
  speak(text: string, handlers: SentenceHandlers): void;
  cancel(): void;
}

interface SpeechGlobals {
  speechSynthesis?: SpeechSynthesis;
  SpeechSynthesisUtterance?: typeof SpeechSynthesisUtterance;
}

/**
 * The browser's speech synthesis (or a stub a test installed on `window`), speaking `locale()`'s
 * language (the active language's, read at each sentence). When the browser lists its voices and
 * none speaks that language, a sentence fails as `unavailable`: the player says there is no voice,
 * rather than reading Spanish in an English voice.
 */
export function browserSpeech(locale: () => string, scope: SpeechGlobals = globalThis as SpeechGlobals): Speech {
  const synth = scope.speechSynthesis;
  const Utterance = scope.SpeechSynthesisUtterance;
  if (!synth || typeof Utterance !== 'function') {
    return { available: false, speak: (_text, h) => h.onFail('unavailable'), cancel: () => {} };
  }
  return {
    available: true,
    speak(text, handlers) {
      const lang = locale();
      const voices = synth.getVoices?.() ?? [];
      const voice = voices.find((v) => sameLanguage(v.lang, lang));
      if (voices.length > 0 && !voice) return handlers.onFail('unavailable');
      const utterance = new Utterance(text);
      utterance.lang = lang;
      if (voice) utterance.voice = voice;
      let settled = false;
      const settle = (fn: () => void) => {
        if (settled) return;
        settled = true;
        fn();
      };
      utterance.onend = () => settle(handlers.onEnd);
      utterance.onerror = (event: SpeechSynthesisErrorEvent) => settle(() => handlers.onFail(failureOf(event.error)));
      synth.speak(utterance);
    },
    cancel: () => synth.cancel(),
  };
}

// 'interrupted' and 'canceled' are our own cancel(); 'not-allowed' is the autoplay rule (no click yet).
function failureOf(error: SpeechSynthesisErrorCode | string): SpeechFailure {
  if (error === 'interrupted' || error === 'canceled') return 'interrupted';
  if (error === 'not-allowed') return 'blocked';
  return 'unavailable';
}

/** Do two BCP 47 tags name the same language (`es-ES` and `es-MX` do; `en-US` and `es-ES` do not)? */
export function sameLanguage(a: string, b: string): boolean {
  return primaryLanguage(a) === primaryLanguage(b);
}
