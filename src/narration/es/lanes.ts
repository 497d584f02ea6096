import type { LaneWords } from '../catalog';

/**
 * Los nombres de los carriles y de los clientes en español ("el móvil" de PayFlow es "la app del
 * mostrador" en la biblioteca). Un cliente trae su artículo, así que una frase lo pone de sujeto o tras
 * "con", "para", nunca tras "de" o "a" (saldría "de el", "a el").
 */
export const lanes: LaneWords = {
  clients: {
    payflow: { phone: 'el móvil', 'phone-a': 'el móvil de Ana', 'phone-b': 'el móvil de Ben' },
    library: { phone: 'la app del mostrador', 'desk-a': 'el mostrador A', 'desk-b': 'el mostrador B' },
  },
  roles: { network: 'Red', database: 'SQLite', provider: 'PayCo', clock: 'Tarea de retención' },
  /** El nombre del carril, con mayúscula también en mitad de frase: los subtítulos le ponen el artículo ("el Trabajador 1"). */
  worker: (n) => `Trabajador ${n}`,
  /** El carril de un cliente lo nombra como al empezar una frase: "El móvil". */
  lane: (client) => client.charAt(0).toUpperCase() + client.slice(1),
  /** En mitad de frase, con su artículo y en minúscula: "por el trabajador 2", "del trabajador 2". */
  workerInSentence: (n) => `el trabajador ${n}`,
  rolesInSentence: { network: 'la red', database: 'SQLite', provider: 'PayCo', clock: 'la tarea de retención' },
};
