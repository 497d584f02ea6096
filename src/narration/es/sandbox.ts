/**
 * The sandbox's words: its button, the actions offered at a beat (each accessible name starts with its
 * verb, in the infinitive: "Perder…", "Tumbar…", "Esperar…"), what a screen reader hears after one, the
 * checks and what the client knows.
 */
import type { CheckId } from '../../core/checks';
import type { StoryId } from '../../core/trace';
import type { Catalog } from '../catalog';
import { formatCount, formatTime } from '../format';
import { clientName, laneName } from '../lanes';
import { workerMidSentence as worker } from './worker';

type Words = Catalog['sandbox'];
/** An action offered at a beat (English's parameter, read from the catalog). */
type Action = Parameters<Words['label']>[0];
/** A branch as its words need it (English's parameter). */
type BranchRef = Parameters<Words['branches']['name']>[0];

/** Where a worker will be stopped, as the offer says it ("en su guardado"). */
const AT_POINT: Record<string, string> = {
  receive: 'al recoger la petición',
  claim: 'en su reserva',
  read: 'al leer la fila',
  takeover: 'en su toma del relevo',
  work: 'al empezar su trabajo',
  save: 'en su guardado',
  release: 'en su liberación',
  respond: 'al responder',
  'in-transaction': 'dentro de la transacción',
};

/** Each story's nouns for what the client asks for (both masculine, so the words around them agree in either). */
const OPERATION: Record<StoryId, { one: string; New: string; other: string; done: string; notDone: string; client: string; again: string }> = {
  payflow: { one: 'pedido', New: 'Nuevo pedido', other: 'otro carrito', done: 'pagado', notDone: 'se sabe que no se pagó', client: 'el móvil', again: 'Tocar otra vez' },
  library: { one: 'préstamo', New: 'Nuevo préstamo', other: 'otro libro', done: 'prestado', notDone: 'se sabe que no se prestó', client: 'la app del mostrador', again: 'Pulsar otra vez' },
};

/** An offer's button, its accessible name starting with its verb; `waitMs`: how long a wait waits. */
const label: Words['label'] = (action: Action, story, switchLabel, waitMs = 0) => {
  const op = OPERATION[story];
  switch (action.do) {
    case 'lose':
      return action.direction === 'request' ? 'Perder esta petición' : 'Perder esta respuesta';
    case 'delay':
      return `Retrasar esta ${action.direction === 'request' ? 'petición' : 'respuesta'} ${formatTime(action.ms)}`;
    case 'lose-payco':
      return 'Perder la respuesta de PayCo';
    case 'crash':
      return `Tumbar al ${worker(action.worker)} ${AT_POINT[action.point] ?? action.point}`;
    case 'kill':
      return `Tumbar al ${worker(action.worker)} ahora`;
    case 'pause':
      return `Pausar al ${worker(action.worker)} durante ${formatTime(action.ms)} ${AT_POINT[action.point] ?? action.point}`;
    case 'restart':
      return `Reiniciar al ${worker(action.worker)}`;
    case 'tap':
      return `${op.again}: ${op.one} ${action.intent}`;
    case 'order':
      return op.New;
    case 'reuse':
      return `Reutilizar la clave con ${op.other}`;
    case 'wait':
      return action.prune ? `Esperar ${formatTime(waitMs)}, más allá de la ventana de retención` : `Esperar ${formatTime(waitMs)}, más allá de lockMs`;
    case 'break':
      return `${action.on ? 'Activar' : 'Desactivar'} «${switchLabel(action.id)}»`;
    case 'lock':
      return `Fijar lockMs en ${formatTime(action.ms)}`;
    case 'payco-key':
      return `${action.on ? 'Activar' : 'Desactivar'} la clave propia de PayCo`;
    case 'add-worker':
      return 'Añadir un trabajador';
  }
};

const CHECKS: Record<CheckId, Record<StoryId, string>> = {
  'charged-once': { payflow: 'Cada pedido se cobra como mucho una vez', library: 'Cada préstamo se registra como mucho una vez' },
  'answers-saved': { payflow: 'Cada respuesta que aceptó el móvil es la respuesta guardada', library: 'Cada respuesta que aceptó la app del mostrador es la respuesta guardada' },
  'no-orphan-claim': { payflow: 'Ninguna clave se queda in_flight sin nadie que trabaje en ella', library: 'Ninguna clave se queda in_flight sin nadie que trabaje en ella' },
  'outcomes-known': { payflow: 'El móvil sabe cómo terminó cada pedido', library: 'La app del mostrador sabe cómo terminó cada préstamo' },
};

/** El nombre de una rama: el que le dio quien aprende, o el de su número. */
const branchName = (branch: BranchRef) => branch.name ?? `Rama ${branch.id}`;

export const sandbox: Words = {
  /** The button that forks the chapter at the current beat. */
  change: 'Cambiar lo que pasa',
  title: 'Tu propia escena',
  /** The menu of actions for the current beat. */
  actions: 'Acciones en este paso',
  noActions: 'Una escena admite como mucho 64 acciones: deshaz una para volver a actuar.',
  undo: 'Deshacer',
  redo: 'Rehacer',
  copyLink: 'Copiar el enlace',
  copied: 'Enlace copiado',
  /** The link, where the browser would not let the page copy it. */
  linkLabel: 'El enlace de esta escena',
  building: 'Volviendo a ejecutar la escena sobre el almacén real…',
  /** Headings of the actions' groups that are not a lane of the stage. */
  on: { network: 'El mensaje en camino', time: 'Tiempo', scene: 'Toda la escena: interruptores de fallo, lockMs, la clave de PayCo, trabajadores' },
  /** The words on an offer's button. */
  label,
  /** What a screen reader hears once the scene has re-run. */
  stage: {
    actionsFor: (story, actor) =>
      actor.role === 'client' ? `Acciones para ${clientName(story, actor.id)}` : actor.role === 'worker' ? `Acciones para el ${worker(actor.id)}` : `Acciones para ${laneName(story, actor)}`,
    message: (direction) => (direction === 'request' ? 'Acciones para esta petición' : 'Acciones para esta respuesta'),
  },
  done: (what, beats, branch) =>
    branch
      ? `${what}: una rama nueva, ${branchName(branch)}, desde el paso ${(branch.at ?? 0) + 1}; la otra conserva lo que tenía. La escena se ha vuelto a ejecutar sobre el almacén real, ${formatCount(beats, { one: '# paso', other: '# pasos' })}.`
      : `${what}: la escena se ha vuelto a ejecutar sobre el almacén real, ${formatCount(beats, { one: '# paso', other: '# pasos' })}.`,
  branches: {
    title: 'Ramas',
    name: branchName,
    from: (parent, at) => `desde ${branchName(parent)}, paso ${at + 1}`,
    onScreen: 'en pantalla',
    show: (branch) => `Mostrar ${branchName(branch)}`,
    rename: 'Renombrar',
    nameField: (branch) => `Nombre nuevo para ${branchName(branch)}`,
    save: 'Guardar',
    cancel: 'Cancelar',
    remove: (branch) => `Borrar ${branchName(branch)}`,
    renamed: (branch) => `Renombrada: ${branchName(branch)}.`,
    removed: (name) => `${name}: borrada.`,
    hint: 'Vuelve atrás y actúa en un paso anterior: ahí empieza una rama nueva, y esta conserva su futuro.',
  },
  /** Said with the Timeline's value at a beat where the learner acted. */
  markHere: '(tu acción)',
  checks: {
    title: 'Comprobaciones',
    name: (id, story) => CHECKS[id][story],
    holds: 'se cumple',
    broken: 'no se cumple',
    /** The link to the first beat where a check broke (beats from 1, as on screen). */
    brokeAt: (beat) => `deja de cumplirse en el paso ${beat}`,
  },
  client: {
    title: (story) => `Lo que sabe ${OPERATION[story].client}`,
    intent: (story, n) => `${OPERATION[story].one} ${n}`,
    knows: (story, knows) =>
      ({ waiting: 'esperando', unknown: 'resultado desconocido', done: OPERATION[story].done, refused: 'rechazado', 'not-done': OPERATION[story].notDone, 'gave-up': 'desistió' })[knows],
    nothing: 'todavía no ha enviado nada',
  },
};
