import type { Catalog } from '../catalog';
import { parts } from '../parts';

/** Recall: the core of run() from memory, with five gaps. */
export const recall: Catalog['recall'] = {
  title: 'Recuerda: el núcleo de run()',
  lead: 'Rellena los huecos de memoria: la reserva y las tres primeras comprobaciones. Dan igual las mayúsculas y los espacios.',
  blank: (label) => `Hueco: ${label}`,
  right: '✓ correcto',
  wrong: '✗ no del todo',
  check: 'Comprobar mis respuestas',
  score: (right, total) => (right === total ? `Todas correctas: ${total} de ${total}.` : `${right} de ${total} correctas.`),
  hint: (number, label) => parts`Pista ${number}: ${label}`,
  seeIt: (chapter) => parts`Míralo en «${chapter}»`,
  blanks: {
    conflict: {
      label: 'la cláusula de conflicto: ON CONFLICT(key) DO …',
      hint: 'Cuando la clave ya está, el INSERT no debe fallar ni sobrescribir la fila: sin decir nada, no escribe nada.',
    },
    changes: {
      label: 'lo que devuelve .run() y distingue una reserva de un choque',
      hint: 'El resultado de la sentencia cuenta las filas que escribió: 1 para la copia que reservó la clave, 0 para la que llegó después.',
    },
    done: {
      label: 'el status de una fila cuya respuesta ya está guardada',
      hint: 'El status de la fila una vez guardada la respuesta: el que encuentra un reintento, que recibe la respuesta guardada.',
    },
    'conflict-status': {
      label: 'el código HTTP mientras otra petición tiene un bloqueo reciente',
      hint: 'Alguien está colgando este abrigo ahora mismo. El cliente debería volver más tarde, con la misma clave.',
    },
    /** The one blank the stories answer differently: how a key reused with other parameters is refused. */
    'mismatch-status': {
      payflow: {
        label: 'el código HTTP para una clave reutilizada con otros parámetros',
        hint: 'La clave ya se usó para otro carrito. Solo el cliente puede arreglarlo, así que reintentar no sirve: la respuesta de PayFlow dice «he entendido la petición y no puedo procesarla».',
      },
      library: {
        label: 'el código HTTP para una clave reutilizada con otro cuerpo',
        hint: 'La clave ya se usó con otro cuerpo. Solo el cliente puede arreglarlo, así que reintentar no sirve: la biblioteca responde {"error": "key_conflict"}, una petición que choca con lo que tiene el servidor.',
      },
    },
  },
};
