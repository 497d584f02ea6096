import type { InvariantId } from '../../core/explorer';

/** Los invariantes de la lección que comprueba el explorador de carreras, dichos como una regla. */
export const INVARIANTS: Record<InvariantId, string> = {
  'no-double-charge': 'ningún pedido se cobra dos veces',
  'same-charge': 'cada 2xx que vio el cliente lleva el mismo cobro',
  'answer-kept': 'una respuesta guardada nunca se sustituye, y ningún trabajador guarda sobre una reserva que ya no es suya',
  'claim-kept': 'ningún trabajador borra una reserva que ya no es suya',
  'one-takeover': 'solo un reintento toma el relevo de una reserva caducada',
  'work-once': 'el trabajo solo vuelve a ejecutarse tras una toma del relevo o una reserva liberada',
};
