import type { ChapterText } from '../catalog';
import type { ChapterId } from '../../core/trace';

/** El título y el resumen de una línea de cada capítulo (válidos en las dos historias), en español. */
export const chapters: Record<ChapterId, ChapterText> = {
  'one-key': { title: 'Una clave, tres percances', summary: 'Una sola clave aguanta un doble clic, una caída y una respuesta perdida.' },
  'lost-response': { title: 'La respuesta perdida', summary: 'Sin clave: la respuesta se pierde y el reintento lo vuelve a hacer todo.' },
  ticket: { title: 'Una ficha para el abrigo', summary: 'La misma clave en el reintento, incluso tras un reinicio: vuelve la respuesta guardada.' },
  'key-per-try': { title: 'Una ficha nueva cada vez', summary: 'Una clave nueva en cada intento es como no tener clave.' },
  'double-click': { title: 'El doble clic', summary: 'Copias con la misma clave en el mismo instante: una gana la reserva.' },
  mismatch: { title: 'Misma ficha, otro abrigo', summary: 'Una clave reutilizada con otros parámetros se rechaza.' },
  crash: { title: 'El encargado se desmaya', summary: 'Un trabajador falla o muere a mitad de la petición; aun así, el reintento hace el trabajo una sola vez.' },
  fencing: { title: 'Lento, no muerto', summary: 'Un trabajador congelado despierta tarde; la respuesta ya guardada se mantiene.' },
  retention: { title: 'Las fichas caducan', summary: 'Pasada la ventana de retención, una clave reutilizada es una petición nueva.' },
  scope: { title: '¿De quién es la ficha?', summary: 'Dos clientes, la misma cadena de clave: dos filas distintas.' },
  lab: { title: 'El laboratorio: 100 peticiones', summary: 'Sin clave, una clave por intento, una clave por intención: lo contamos.' },
  'your-turn': { title: 'Tu turno', summary: 'Escribes IdempotencyStore.run; las doce pruebas y cada escena lo juzgan sobre las filas reales.' },
  sandbox: { title: 'Tu propia escena', summary: 'En blanco (un móvil, dos trabajadores) o desde un paso de un capítulo: tú decides qué pasa y el almacén real lo ejecuta.' },
};
