/**
 * Por qué no se puede leer el texto de una escena (`scene=`) o de una comparación (`compare=`): los problemas del analizador
 * (embed/sceneLink.ts) en palabras, tras el «sentencia 3, en el carácter 22,» de `sceneWrong`. Las
 * palabras de la forma de texto (`sandbox`, `from`, `break`, `by 3s`, `worker-1`) son su sintaxis y
 * no se traducen.
 */
import type { CompareTextProblem, SceneSlot } from '../../sandbox/sceneTextProblem';
import type { Catalog } from '../catalog';
import { formatNumber } from '../format';

/** Lo que esperaba una sentencia, como lo nombra una frase. */
const SLOT: Record<SceneSlot, string> = {
  story: 'una historia',
  chapter: 'un capítulo desde el que pueda empezar una escena',
  breakSwitch: 'un interruptor de fallo',
  point: 'un punto',
  direction: 'una dirección',
  onOff: 'on u off',
  intent: 'una operación',
  paycoCall: 'una llamada a PayCo',
  visit: 'una visita',
  moment: 'el momento',
  delay: 'el retraso',
  pause: 'la pausa',
  lockMs: 'lockMs',
  compared: 'un capítulo que comparar, o una escena',
};

/** Las opciones posibles, entre paréntesis. */
const options = (values: readonly string[]) => `(opciones: ${values.join(', ')})`;

function why(p: CompareTextProblem): string {
  switch (p.kind) {
    case 'tooLong':
      return `el texto tiene ${formatNumber(p.length)} caracteres; solo se leen ${formatNumber(p.max)}`;
    case 'empty':
      return `el texto está vacío: empieza por su versión, v${p.version}`;
    case 'notVersion':
      return `el texto empieza por su versión (v${p.version}), no por «${p.text}»`;
    case 'otherVersion':
      return `este texto es de la versión ${p.version} del formato; este Cloakroom lee la versión ${p.reads}`;
    case 'noStart':
      return 'después de la versión van la historia y el comienzo: «payflow sandbox» o «library from crash 5»';
    case 'missing':
      return p.values ? `falta ${SLOT[p.what]} ${options(p.values)}` : `falta ${SLOT[p.what]}`;
    case 'notOneOf':
      return `«${p.word}» no es ${SLOT[p.what]} ${options(p.values)}`;
    case 'notCount':
      return `«${p.word}» no es ${SLOT[p.what]} (un número entero del 1 al ${formatNumber(p.max)})`;
    case 'notTime':
      return `«${p.word}» no es un tiempo: escribe 6000, 6s, 1.5min, 25h o 2d`;
    case 'pastEnd':
      return `${p.word} queda más allá del final de una escena (${p.end})`;
    case 'notSandboxOrFrom':
      return 'después de la historia va «sandbox» o «from <capítulo> <paso>»';
    case 'noBeat':
      return 'después del capítulo va el paso desde el que empieza (un número desde 0)';
    case 'onlyBreaks':
      return `«${p.word}»: después del paso solo puede ir «break <interruptor>»`;
    case 'tooManyActions':
      return `una escena admite como mucho ${p.max} acciones`;
    case 'noMoment':
      return 'falta el momento: @6s, @6001';
    case 'extraWord':
      return `«${p.word}» es una palabra de más para ${p.verb}`;
    case 'onlyPrune':
      return `«${p.word}»: después de un wait solo puede ir «prune»`;
    case 'noDelay':
      return 'un delay dice cuánto dura: «by 3s»';
    case 'noPauseLength':
      return 'una pausa dice cuánto dura: «for 6s»';
    case 'notAction':
      return `«${p.word}» no es una acción ${options(p.actions)}`;
    case 'noWorker':
      return 'falta el trabajador: worker-1 … worker-8';
    case 'notWorker':
      return `«${p.word}» no es un trabajador: worker-1 … worker-8`;
    case 'notMessage':
      return `${p.word === undefined ? 'el mensaje' : `«${p.word}»`} no tiene la forma operación.toque.intento, como 1.1.1`;
    case 'notClient':
      return `«${p.word}» no es un cliente`;
    case 'noCompared':
      return 'después de la versión van la historia y la escena: «payflow crash», «payflow sandbox» o «library from crash 5»';
    case 'notSide':
      return `«${p.word}»: aquí empieza un lado, «a» y luego «b»`;
    case 'sideOrder':
      return `el lado ${p.side} va ${p.side === 'a' ? 'primero, y una sola vez' : 'después del lado a, y una sola vez'}`;
    case 'noSide':
      return `falta el lado ${p.side}: una comparación tiene dos lados, «a» y luego «b»`;
    case 'sideWord':
      return `«${p.word}»: un lado dice «yours» (lo juega tu almacén) y sus interruptores, «break <interruptor>»`;
    case 'chapterActions':
      return 'los lados de un capítulo solo llevan sus interruptores: para cambiar lo que pasa, compara dos escenas («payflow from crash 9; a; …; b; …»)';
    case 'sceneSideBreak':
      return 'los interruptores de una escena son acciones suyas: «break no-fencing on», después del lado';
    case 'notForChapter':
      return p.switches.length > 0
        ? `«${p.word}» no cambia ${p.chapter}: sus interruptores son ${p.switches.join(', ')}`
        : `«${p.word}» no cambia ${p.chapter}: ningún interruptor lo cambia`;
    case 'clash':
      return `${p.switches.join(' y ')} se excluyen: un lado lleva como mucho uno de ellos`;
    case 'yoursStoreSwitch':
      return `«${p.word}» cambia el almacén de la lección: tu almacén es tu propio código`;
  }
}

export const sceneLink: Catalog['sceneLink'] = { why };
