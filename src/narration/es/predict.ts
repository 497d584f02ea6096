/**
 * Predict the store, in Spanish: each choice's label per story, the question for a prediction point, and
 * the feedback. As in English, a question states what the learner could see on the stage and never the
 * conclusion: a stale lock is given as its age and lockMs, worded exactly as a fresh one is.
 */
import type { StoryId } from '../../core/trace';
import type { Catalog } from '../catalog';
import { formatList, formatTime } from '../format';
import { parts } from '../parts';
import { workerMidSentence as worker } from './worker';

type Words = Catalog['predict'];
/** What `run()` can do, as learn/predict's `Choice` names it (English's parameter, read from the catalog). */
type Choice = Parameters<Words['choice']>[0];
/** What a prediction point lets the question state (English's parameter, read from the catalog). */
type PromptFacts = Parameters<Words['prompt']>[0];

/** A key reused for another request, as each story's endpoint answers it (its profile's mismatch status). */
const MISMATCH: Record<StoryId, string> = { payflow: '422: misma clave, otros parámetros', library: '409 key_conflict: misma clave, otro cuerpo' };

/** The choice's words in a story (the library answers a reused key 409 key_conflict, not 422). */
function choice(choice: Choice, story: StoryId): string {
  switch (choice) {
    case 'replay':
      return 'Repetir la respuesta guardada';
    case 'conflict':
      return '409: alguien tiene la clave, vuelve luego';
    case 'mismatch':
      return MISMATCH[story];
    case 'run':
      return 'Hacer el trabajo';
    case 'take-over':
      return 'Tomar el relevo del bloqueo';
    case 'save-fails':
      return 'Su guardado falla: 0 filas cambiadas';
  }
}

/** What the client's request is called in each story, with the words that agree with its gender. */
const REQUEST: Record<StoryId, { noun: string; same: string; a: string }> = {
  payflow: { noun: 'pago', same: 'El mismo', a: 'Un' },
  library: { noun: 'petición de préstamo', same: 'La misma', a: 'Una' },
};

/** The question for a point, in words. */
function prompt(point: PromptFacts, story: StoryId): string {
  if (point.trigger === 'wake') return `El ${worker(point.worker)} se despierta y sigue adelante para guardar su respuesta. ¿Qué pasa?`;
  const request = requestWords(point, REQUEST[story]);
  const meanwhile = point.alongside ? `, mientras el ${worker(point.alongside)} sigue ocupado con la misma ficha` : '';
  const lock = point.lock ? ` Su fila está in_flight, bloqueada hace ${formatTime(point.lock.age)}; un bloqueo dura ${formatTime(point.lock.lockMs)}.` : '';
  return `${request}, llega al ${worker(point.worker)}${meanwhile}.${lock} ¿Qué hará run()?`;
}

/** The request, told against the first one with its ticket: honest about a changed body, silent on what the store makes of it. */
function requestWords({ ticket, ticketSeen, body }: PromptFacts, thing: (typeof REQUEST)[StoryId]): string {
  if (!ticketSeen) return `${thing.same} ${thing.noun} otra vez, con la ficha nueva ${ticket}`;
  switch (body.kind) {
    case 'same':
      return `${thing.same} ${thing.noun} otra vez, con la ficha ${ticket}`;
    case 'reordered':
      return `${thing.same} ${thing.noun}, con sus campos escritos en otro orden y la ficha ${ticket}`;
    case 'other': {
      const other = body.fields.length === 0 ? 'otro cuerpo' : `${body.fields.length === 1 ? 'otro valor en' : 'otros valores en'} ${formatList(body.fields)}`;
      return `${thing.a} ${thing.noun} con ${other}, de nuevo con la ficha ${ticket}`;
    }
  }
}

export const predict: Words = {
  choice,
  prompt,
  kicker: 'Predice lo que hará el almacén.',
  skip: 'Saltar esta pregunta',
  right: 'Correcto.',
  /** After "Correcto.": the answer, then what to do now. */
  rightThen: (did) => parts`${did}: mira cómo lo hace el almacén.`,
  wrong: 'Esta vez no.',
  /** Straight after "Esta vez no.", its space included. */
  wrongThen: (said, did) => parts` Dijiste «${said}»; la respuesta del almacén es «${did}». Mira por qué.`,
  score: (right, asked) => parts`Aciertos: ${right} de ${asked}`,
  /** The learning tools' switch for predictions, and where it stands. */
  toggle: 'Predecir lo que hará el almacén',
  on: 'Activado: el reproductor se detiene antes de cada decisión y te pregunta qué hará run().',
  off: 'Desactivado: actívalo para que te pregunte en cada decisión.',
  scoreSoFar: (right, asked) => `Aciertos hasta ahora: ${right} de ${asked}.`,
};
