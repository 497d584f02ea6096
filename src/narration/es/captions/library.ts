import type { LIBRARY_CAPTIONS as english } from '../../en/captions/library';

/**
 * La biblioteca en español: la app del mostrador registra un préstamo con POST /loans; el préstamo vive
 * en la misma base de datos que la clave, y la fila de la clave, el préstamo y la respuesta guardada se
 * confirman en una sola transacción. Aquí el "toque" del móvil es un clic en el mostrador.
 */
/** English's ids, every one: a caption missing here fails the build. */
export const LIBRARY_CAPTIONS: Record<keyof typeof english, string> = {
  'respond.created': 'El {worker} responde 201 Created: préstamo {loanId}.',
  'respond.replayed': 'El {worker} responde 201 con Idempotency-Replayed: true.',
  'respond.mismatch': 'El {worker} responde 409 key_conflict: esta clave ya nombra otra petición distinta.',

  'result.ok': 'El {worker} responde 201 Created: préstamo {loanId}.',
  'result.replayed': 'El {worker} responde 201 con Idempotency-Replayed: true, y {phone} vuelve a recibir el préstamo {loanId}.',
  'result.replayed.overview': 'El {worker} devuelve la respuesta guardada: {phone} recibe el préstamo {loanId}, prestado una sola vez.',
  'result.error':
    'El {worker} responde {status} {error}: bajo esta clave hay otro préstamo. {phone} se detiene. Un préstamo nuevo necesita una clave nueva, cuando se sepa que el primero falló y ya terminó.',
  'result.error.reordered':
    'El {worker} responde {status} {error}: los mismos campos en otro orden son otros bytes, así que otro resumen. {phone} se detiene; volver a enviarlo no sirve de nada.',

  // La app del mostrador, cerrada y abierta otra vez
  'client.restart': 'La app del mostrador se reinicia antes de recibir respuesta: la petición en curso se olvida; el préstamo pendiente que guardó, no.',
  'send.resumed': 'La app recupera el préstamo pendiente, y con él la clave {ticket}: intento {attempt}, la misma clave.',

  // El préstamo, dentro de la transacción de la clave cuando hay clave
  'send.first': 'El intento 1 lleva Idempotency-Key {ticket}: una clave creada una sola vez para este préstamo.',
  'send.tap': 'El {tap#} clic: el mismo préstamo, la misma clave {ticket}.',
  'send.retry.tap': 'Intento {attempt} del {tap#} clic: la misma petición, clave {ticket}.',
  'send.retry.tap.retry-after': '{waitMs} después, como pidió Retry-After, el {tap#} clic reintenta: {ticket}.',
  'send.retry': 'Intento {attempt}: la misma petición, la misma clave {ticket}.',
  'send.retry.retry-after': '{waitMs} después, como pidió Retry-After: intento {attempt}, la misma clave {ticket}.',
  'send.newkey': 'Intento {attempt} con una clave recién hecha, {ticket}, para el mismo préstamo.',
  'sql.loan': 'El {worker} escribe el préstamo: {member} se lleva {isbn}.',
  'sql.loan.keyed': 'El {worker} escribe el préstamo ({member} se lleva {isbn}) en la misma transacción que la fila de {ticket}.',
  'sql.rollback': 'ROLLBACK: la transacción sin terminar se deshace, y con ella la fila de la clave y el préstamo.',
  'decide.mismatch': 'La reserva del {worker} cambia 0 filas: la fila de {ticket} tiene otro resumen (digest) de la ruta y del cuerpo en bruto. No se escribe ningún préstamo.',
  'sql.rollback.empty': 'ROLLBACK: la petición rechazada no escribió nada, así que no hay nada que deshacer. El préstamo se queda.',
  'sql.rollback.nokey': 'ROLLBACK: la transacción sin terminar se deshace, y con ella el préstamo.',
  'crash.tx': 'El {worker} muere dentro de la transacción, después de escribir el préstamo y antes del COMMIT.',
  prune: 'La tarea de retención borra {deleted|clave} en done desde hace más de {windowMs}. Esa clave queda olvidada.',

  // Varios iguales en un mismo momento
  'together.send': 'La app del mostrador envía {count|copia} de un mismo préstamo en el mismo instante, cada una con Idempotency-Key {ticket}.',
  'together.send.overview': 'Un doble clic: {count|petición} salen a la vez, cada una con la misma clave, {ticket}.',
  'together.send.newkey': '{count|petición} salen en el mismo instante para un solo préstamo, cada una con su propia clave: {ticketList}.',
  'together.send.tap-and-retry': 'El {tap#} clic y un reintento del primero salen juntos, clave {ticket}.',
  'together.send.retry': '{count|petición} lo vuelven a intentar en el mismo instante, cada una con la clave {ticket}.',
  'together.sql.loan': '{workerList} escriben cada uno el préstamo ({member} se lleva {isbn}): {count|fila de préstamo} a la vez.',
  'together.result.created': '{count|respuesta}, cada una 201 Created: {phone} tiene los préstamos {loanIdList}.',
  'together.result.replayed': '{count|respuesta}, cada una 201 con Idempotency-Replayed: true, y {phone} recibe el préstamo {loanId} todas las veces.',
  'together.result.mixed':
    'El {worker} responde 201 Created, préstamo {loanId}; {replayed} más, 201 con Idempotency-Replayed: true, y {phone} recibe el préstamo {loanId} todas las veces.',

  'intro.one-key': 'Un préstamo, una clave, {ticket}, frente a un doble clic, una caída y una respuesta perdida.',
  'intro.lost-response': 'La app del mostrador registra un préstamo sin Idempotency-Key. La respuesta se pierde por el camino de vuelta.',
  'intro.ticket':
    'El mismo préstamo, ahora con una clave creada una sola vez, al pulsar «registrar préstamo», y guardada con él. La respuesta se pierde; la app se reinicia.',
  'intro.ticket.no-key': 'Interruptor activo: el mostrador no envía clave. El mismo préstamo, la misma respuesta perdida, el mismo reinicio.',
  'intro.ticket.key-per-try': 'Interruptor activo: el mostrador se inventa una clave nueva en cada intento de este préstamo.',
  'intro.key-per-try': 'La app del mostrador envía una clave, pero una nueva en cada intento.',
  'intro.double-click': 'Las cinco peticiones simultáneas de la lección: una clave, el mismo instante, tres trabajadores.',
  'intro.double-click.no-key': 'Cinco peticiones simultáneas sin clave (interruptor activo), repartidas entre tres trabajadores.',
  'intro.double-click.key-per-try': 'Cinco peticiones simultáneas, cada una con su propia clave nueva (interruptor activo).',
  'intro.double-click.select-then-insert':
    'Cinco peticiones simultáneas contra un almacén que busca la clave, espera y solo la registra después del préstamo (interruptor activo).',
  'intro.mismatch':
    'Una clave, tres peticiones: el mismo cuerpo, los mismos campos en otro orden y, por último, otro préstamo. La biblioteca guarda un sha256 del cuerpo en bruto.',
  'intro.crash': 'La fila de la clave, el préstamo y la respuesta comparten una transacción. El {worker} va a morir dentro de ella.',
  'intro.crash.blind-takeover': 'Una transacción para clave, préstamo y respuesta; el {worker} va a morir dentro de ella. Interruptor activo: tomar el relevo sin compare-and-set.',
  'intro.fencing': 'El {worker} se congela antes de empezar. En la biblioteca ninguna fila está in_flight fuera de una transacción.',
  'intro.fencing.no-fencing': 'El {worker} se congela antes de empezar. Interruptor activo: el guardado y la liberación se saltan el vallado (fencing).',
  'intro.retention':
    'Las claves se guardan 7 días, como hace la limpieza de la lección: más de lo que reintenta cualquier mostrador, no más de lo que el almacenamiento se puede permitir. ¿Qué significa una clave después?',
  'intro.scope': 'El mostrador A y el mostrador B envían la misma clave, OD-7f21, para préstamos distintos.',
  'intro.lab': '{checkouts} préstamos, {lossShare} de respuestas perdidas, como mucho {attempts} intentos cada uno. Tres maneras de nombrar los intentos.',

  'outro.one-key':
    '{loans|préstamo}, {done|fila} en done: la transacción de la caída se deshizo entera, el segundo clic se ejecutó justo después y la respuesta perdida volvió, porque estaba guardada.',
  'outro.lost-response':
    '{loans|fila de préstamo} para una sola petición. Sin clave, el reintento fue un préstamo más; no reintentar habría arriesgado dejar al socio sin el libro.',
  'outro.ticket':
    '{loans|préstamo}, {done|fila} en done. Guardada con el préstamo, la clave sobrevivió al reinicio: el reintento recibió la respuesta guardada, con Idempotency-Replayed, no «ya existe».',
  'outro.ticket.no-key': 'Sin clave, el reintento tras el reinicio creó un segundo préstamo: {loans|fila}.',
  'outro.ticket.key-per-try': 'Con una clave nueva por intento, el reintento fue un préstamo nuevo: {loans|préstamo} y {rows|fila}. Crea la clave una vez y guárdala con el préstamo.',
  'outro.key-per-try': '{loans|préstamo} y {done|fila} en done. Una clave que cambia cada vez no protege nada.',
  'outro.double-click':
    '{loans|préstamo} para cinco peticiones: las demás recibieron la respuesta guardada. Con varios procesos, la clave primaria rechazaría una segunda escritura: espera, o recibe 409 «en curso».',
  'outro.double-click.no-key': 'Sin clave, cada copia se convirtió en un préstamo: {loans|fila}.',
  'outro.double-click.key-per-try': 'Cada copia llevaba su propia clave, así que cada copia se convirtió en un préstamo: {loans|fila}.',
  'outro.double-click.select-then-insert':
    'Cada petición miró, no encontró ninguna clave y prestó el libro: {loans|préstamo}. El panel de carreras corre esta carrera en procesos reales.',
  'outro.mismatch':
    '{loans|préstamo}. El resumen de los bytes en bruto hizo del cuerpo reordenado otra petición: 409 key_conflict, igual que el otro préstamo. PayFlow ordena antes las claves, así que allí coinciden.',
  'outro.crash': 'El ROLLBACK no dejó fila de clave, ni préstamo, ni bloqueo que esperar: nada de lo que tomar el relevo. El reintento simplemente se ejecutó: {loans|préstamo}.',
  'outro.crash.blind-takeover':
    'Toma del relevo a ciegas activa, y nada se rompió: {loans|préstamo}. Clave, préstamo y respuesta se confirman juntos, así que no queda ningún bloqueo caducado que agarrar.',
  'outro.fencing': '{loans|préstamo}. Al despertar, el trabajador congelado encontró una fila en done y devolvió su respuesta: nada in_flight que vallar.',
  'outro.fencing.no-fencing': 'Vallado desactivado, y nada se rompió: {loans|préstamo}. El trabajador congelado nunca tuvo una reserva fuera de una transacción.',
  'outro.retention': 'A los 7 días se borró la clave, así que la petición antigua creó un préstamo nuevo: {loans|préstamo}. Deja de reintentar mucho antes de que caduquen las claves.',
  'outro.scope': 'Dos filas, desk-a:OD-7f21 y desk-b:OD-7f21. Cada mostrador recibió su propio préstamo, nunca el del otro.',
  'outro.your-turn': 'El almacén de la lección: {loans|préstamo}, {done|fila} en done. Ahora escribe el tuyo abajo, pasa las doce pruebas y mira esta escena con él.',
  'outro.lab':
    'Sin clave: {noKey} préstamos. Una clave por intento: {perTry}. Una clave por préstamo: {sameKey}, con las mismas {calls} llamadas. Otra semilla saca otros números; los tres nunca cambian de puesto.',

  'lab.start.same-key': 'Versión 3, same-key: una clave por préstamo, enviada otra vez en cada reintento.',
  'lab.order.intro': 'El préstamo del socio {owner} en el laboratorio ({version}), repetido por su cuenta: la red pierde la respuesta en {lostAttempts}, como en el laboratorio.',
  'lab.order.intro.calm': 'El préstamo del socio {owner} en el laboratorio ({version}), repetido por su cuenta: llegaron todas las respuestas, así que bastó con un intento.',
  'lab.order.outro': 'Esta repetición escribió el préstamo de {owner} {hereTimes}; el registro del propio laboratorio lo tiene {ledgerTimes}.',

  // El recuento de cada versión, según cómo se reparten los socios con más de un préstamo
  'lab.done.no-key': 'Sin clave: {charges} filas de préstamo para {done} peticiones, ningún socio dos veces. {calls} llamadas; abandonos: {gaveUp}.',
  'lab.done.no-key.twice': 'Sin clave: {charges} filas de préstamo para {done} peticiones; {twice} socios se llevaron el libro dos veces. {calls} llamadas; abandonos: {gaveUp}.',
  'lab.done.no-key.thrice':
    'Sin clave: {charges} filas de préstamo para {done} peticiones; {twice} socios se llevaron el libro dos veces y {thrice}, tres veces. {calls} llamadas; abandonos: {gaveUp}.',
  'lab.done.no-key.more':
    'Sin clave: {charges} filas de préstamo para {done} peticiones; {doubled} socios se llevaron el libro más de una vez, {often} de ellos cuatro veces o más.',
  'lab.done.key-per-try': 'Una clave por intento: {charges} filas de préstamo, ningún socio dos veces.',
  'lab.done.key-per-try.twice':
    'Una clave por intento: cada reintento parecía un préstamo nuevo, así que otra vez {charges} filas de préstamo y {twice} socios con el libro dos veces. No es mejor que no tener clave.',
  'lab.done.key-per-try.thrice':
    'Una clave por intento: cada reintento parecía un préstamo nuevo, así que otra vez {charges} filas de préstamo: {twice} socios con el libro dos veces y {thrice}, tres veces. No es mejor que no tener clave.',
  'lab.done.key-per-try.more':
    'Una clave por intento: cada reintento parecía un préstamo nuevo, así que otra vez {charges} filas de préstamo; {doubled} socios lo recibieron más de una vez. No es mejor que no tener clave.',
  'lab.done.same-key': 'Misma clave: {charges} filas de préstamo, ningún socio dos veces, aunque el mostrador hizo igualmente {calls} llamadas.',
  'outro.sandbox': 'Tu escena termina con {loans|préstamo} en la tabla de préstamos y {rows|fila de clave}, {done} de ellas en done.',
};
