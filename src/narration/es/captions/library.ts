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

  'result.ok': 'El {worker} responde 201 Created: {phone} tiene el préstamo {loanId}.',
  'result.replayed': 'El {worker} responde 201 con Idempotency-Replayed: true: {phone} recibe el préstamo {loanId}, la respuesta que nunca le llegó.',
  'yours.result.replayed': 'El {worker} responde 201 con Idempotency-Replayed: true, y {phone} recibe el préstamo {loanId}.',
  'result.replayed.again': 'El {worker} responde 201 con Idempotency-Replayed: true, y {phone} vuelve a recibir el préstamo {loanId}.',
  'result.replayed.swallowed': 'El {worker} responde 201 con Idempotency-Replayed: true: {phone} toma el préstamo {loanId}, el de la primera petición, por este otro préstamo. Se lo traga en silencio.',
  'result.replayed.overview': 'El {worker} devuelve la respuesta guardada: {phone} recibe el préstamo {loanId}, prestado una sola vez.',
  'result.error':
    'El {worker} responde {status} {error}: bajo esta clave hay otro préstamo. {phone} se detiene; el primero nunca volvió: un préstamo nuevo necesita una clave nueva, cuando se sepa que el primero falló y ya terminó.',
  'result.error.done': 'El {worker} responde {status} {error}: esta clave ya prestó el primer libro. {phone} se detiene: otro préstamo es una operación nueva, con una clave nueva.',
  'result.error.reordered':
    'El {worker} responde {status} {error}: los mismos campos en otro orden son otros bytes, así que otro resumen. {phone} se detiene; volver a enviarlo no sirve de nada.',

  // La app del mostrador, cerrada y abierta otra vez
  'client.restart': 'La app del mostrador se reinicia antes de recibir respuesta: la petición en curso se olvida; el préstamo pendiente que guardó, no.',
  'send.resumed': 'La app recupera el préstamo pendiente, y con él la clave {ticket}: intento {attempt}, la misma clave.',

  // El préstamo, dentro de la transacción de la clave cuando hay clave
  'send.first': 'El intento 1 lleva Idempotency-Key {ticket}: una clave creada una sola vez para este préstamo.',
  'send.tap': 'El {tap#} clic: el mismo préstamo, la misma clave {ticket}.',
  'send.first.next': 'Un préstamo nuevo, con su propia clave: el intento 1 lleva {ticket}.',
  'send.retry.tap': 'Intento {attempt} del {tap#} clic: la misma petición, clave {ticket}.',
  'timeout.tap': 'Clic {tap}, intento {attempt}: sin respuesta en {timeoutMs}; {phone} espera {waitMs} antes de reintentar.',
  'send.retry.tap.retry-after': '{waitMs} después, como pidió Retry-After, el {tap#} clic reintenta: {ticket}.',
  'send.retry': 'Intento {attempt}: la misma petición, la misma clave {ticket}.',
  'send.retry.retry-after': '{waitMs} después, como pidió Retry-After: intento {attempt}, la misma clave {ticket}.',
  'send.newkey': 'Intento {attempt} con una clave recién hecha, {ticket}, para el mismo préstamo.',
  'sql.loan': 'El {worker} escribe el préstamo: {member} se lleva {isbn}.',
  'sql.loan.keyed': 'El {worker} escribe el préstamo ({member} se lleva {isbn}) en la misma transacción que la fila de {ticket}.',
  'sql.loan.claimed': 'El {worker} escribe el préstamo ({member} se lleva {isbn}) en una transacción propia: su reserva de {ticket} se confirmó antes, por sí sola.',
  'sql.rollback': 'ROLLBACK: la transacción sin terminar se deshace, y con ella la fila de la clave y el préstamo.',
  'decide.mismatch': 'La reserva del {worker} cambia 0 filas: la fila de {ticket} se guardó para otro préstamo en la misma ruta, así que con otro sha256 del cuerpo. No se escribe ningún préstamo.',
  'decide.mismatch.reordered': 'La reserva del {worker} cambia 0 filas: los mismos campos en otro orden son otros bytes en bruto, así que otro sha256 que el que guarda la fila de {ticket}. No se escribe ningún préstamo.',
  'sql.rollback.empty': 'ROLLBACK: la petición rechazada no escribió nada, así que no hay nada que deshacer. El préstamo se queda.',
  'sql.rollback.nokey': 'ROLLBACK: la transacción sin terminar se deshace, y con ella el préstamo.',
  'crash.tx': 'El {worker} muere dentro de la transacción, después de escribir el préstamo y antes del COMMIT.',
  prune: 'La tarea de retención borra {ticketList}, en done desde hace más de {windowMs}: esa clave queda olvidada.',
  'prune.many': 'La tarea de retención borra {ticketList}, en done desde hace más de {windowMs}: esas claves quedan olvidadas.',
  'prune.none': 'La tarea de retención no encuentra ninguna clave en done desde hace más de {windowMs}: no borra nada.',

  // Lo que la escena propia pidió y nunca pasó, dicho antes del cierre
  'unfired.delay.request': 'La petición que elegiste retrasar, el intento {attempt} del {tap#} clic del préstamo {intent}, nunca se envió.',
  'unfired.delay.response': 'La respuesta que elegiste retrasar, la del intento {attempt} del {tap#} clic del préstamo {intent}, nunca se envió.',
  'unfired.lose.request': 'La petición que elegiste perder, el intento {attempt} del {tap#} clic del préstamo {intent}, nunca se envió.',
  'unfired.lose.response': 'La respuesta que elegiste perder, la del intento {attempt} del {tap#} clic del préstamo {intent}, nunca se envió.',

  // Varios iguales en un mismo momento
  'together.send': 'La app del mostrador envía {count|copia} de un mismo préstamo en el mismo instante, cada una con Idempotency-Key {ticket}.',
  'together.send.overview': 'Un doble clic: {count|petición} salen a la vez, cada una con la misma clave, {ticket}.',
  'together.send.newkey': '{count|petición} salen en el mismo instante para un solo préstamo, cada una con su propia clave: {ticketList}.',
  'together.send.tap-and-retry': 'El {tap#} clic y un reintento del primero salen juntos, clave {ticket}.',
  'together.send.retry': '{count|petición} lo vuelven a intentar en el mismo instante, cada una con la clave {ticket}.',
  'together.send.retry.retry-after': '{waitMs} después, como pidió Retry-After, vuelven a la vez {count|clic}, cada uno con la clave {ticket}.',
  'together.sql.loan.claimed': '{workerList} escriben cada uno el préstamo ({member} se lleva {isbn}) en transacciones propias: {count|préstamo}, con sus reservas de {ticketList} ya confirmadas.',
  'together.tx.keyed': '{workerList} hacen una transacción por petición: una clave propia ({ticketList}), el préstamo y la respuesta. {count|préstamo} para {member}.',
  'together.tx.look-up': '{workerList} escriben cada uno el préstamo ({member} se lleva {isbn}) y después la clave {ticket}, cada INSERT OR REPLACE encima de la última respuesta guardada: {count|préstamo}.',
  'together.tx.look-up.mixed': '{workerList} escriben cada uno un préstamo de {isbn} y solo después las claves, {ticketList}, alguna compartida, cada INSERT OR REPLACE encima de la última respuesta guardada: {count|préstamo}.',
  'together.tx.look-up.keys': '{workerList} escriben cada uno el préstamo ({member} se lleva {isbn}) y solo después una clave propia ({ticketList}): {count|préstamo}.',
  'together.sql.loan': '{workerList} escriben cada uno el préstamo ({member} se lleva {isbn}): {count|fila de préstamo} a la vez.',
  'together.result.created': '{count|respuesta}, cada una 201 Created: {phone} tiene los préstamos {loanIdList}.',
  'together.result.replayed': '{count|respuesta}, cada una 201 con Idempotency-Replayed: true, y {phone} recibe el préstamo {loanId} todas las veces.',
  'together.result.mixed':
    'El {worker} responde 201 Created, préstamo {loanId}; Idempotency-Replayed: true marca {replayed|respuesta repetida}, y {phone} recibe el préstamo {loanId} todas las veces.',

  'intro.one-key': 'Un préstamo, una clave, {ticket}, frente a un doble clic, una caída y una respuesta perdida.',
  'intro.lost-response': 'La app del mostrador registra un préstamo sin Idempotency-Key. La respuesta se pierde por el camino de vuelta.',
  'intro.ticket':
    'El mismo préstamo, ahora con una clave creada una sola vez, al pulsar «registrar préstamo», y guardada con él. La respuesta se pierde; la app se reinicia.',
  'intro.ticket.no-key': 'Interruptor activo: el mostrador no envía clave. El mismo préstamo, la misma respuesta perdida, el mismo reinicio.',
  'intro.ticket.key-per-try': 'Interruptor activo: el mostrador se inventa una clave nueva en cada intento de este préstamo.',
  'intro.key-per-try': 'La app del mostrador envía una clave, pero una nueva en cada intento.',
  'intro.double-click': 'Las cinco peticiones simultáneas de la lección, en un servidor que confirma la clave antes del préstamo, como hacen varios procesos. Se las reparten tres trabajadores.',
  'intro.double-click.no-key': 'Cinco peticiones simultáneas sin clave (interruptor activo), repartidas entre tres trabajadores.',
  'intro.double-click.key-per-try': 'Cinco peticiones simultáneas, cada una con su propia clave nueva (interruptor activo).',
  'intro.double-click.select-then-insert':
    'Cinco peticiones simultáneas contra un almacén que busca la clave, espera y solo la registra después del préstamo (interruptor activo).',
  'intro.mismatch':
    'Una clave, tres peticiones: el mismo cuerpo, los mismos campos en otro orden y, por último, otro préstamo. La biblioteca guarda un sha256 del cuerpo en bruto.',
  'intro.mismatch.no-body-digest': 'Interruptor activo: la fila de la clave no guarda el sha256 del cuerpo. Una clave, tres peticiones: el mismo cuerpo, reordenado y, por último, otro préstamo.',
  'intro.crash': 'La fila de la clave, el préstamo y la respuesta comparten una transacción. El {worker} va a morir dentro de ella.',
  'intro.crash.blind-takeover': 'Una transacción para clave, préstamo y respuesta; el {worker} va a morir dentro de ella. Interruptor activo: tomar el relevo sin compare-and-set.',
  'intro.fencing': 'El {worker} se congela antes de leer la petición, así que no tendrá ninguna reserva mientras esté congelado.',
  'intro.fencing.no-fencing': 'El {worker} se congela antes de leer la petición. Interruptor activo: el guardado y la liberación se saltan el fencing.',
  'intro.retention':
    'Las claves se guardan 7 días, como hace la limpieza de la lección: más de lo que reintenta cualquier mostrador, no más de lo que el almacenamiento se puede permitir. ¿Qué significa una clave después?',
  'intro.scope': 'El mostrador A y el mostrador B envían la misma clave, OD-7f21, para préstamos distintos.',
  'intro.lab': '{checkouts} préstamos, {lossShare} de respuestas perdidas, como mucho {attempts} intentos cada uno. Tres maneras de nombrar los intentos.',

  'outro.one-key':
    '{loans|préstamo}, {done|fila} en done: la transacción de la caída se deshizo entera, el segundo clic se ejecutó justo después y la respuesta perdida volvió, porque estaba guardada.',
  'outro.lost-response':
    '{loans|fila de préstamo} para un solo préstamo pedido. Sin clave, el reintento fue un préstamo más; no reintentar habría arriesgado dejar al socio sin el libro.',
  'outro.ticket':
    '{loans|préstamo}, {done|fila} en done. Guardada con el préstamo, la clave sobrevivió al reinicio: el reintento recibió la respuesta guardada, con Idempotency-Replayed, no «ya existe».',
  'outro.ticket.no-key': 'Sin clave, el reintento tras el reinicio creó un segundo préstamo: {loans|fila}.',
  'outro.ticket.key-per-try': 'Con una clave nueva por intento, el reintento fue un préstamo nuevo: {loans|préstamo} y {rows|fila}. Crea la clave una vez y guárdala con el préstamo.',
  'outro.key-per-try': '{loans|préstamo} y {done|fila} en done. Una clave que cambia cada vez no protege nada.',
  'outro.double-click':
    '{loans|préstamo} para cinco peticiones: la clave primaria rechazó las otras cuatro con 409 «en curso», y volvieron cuando se les dijo a por la respuesta guardada.',
  'outro.double-click.no-key': 'Sin clave, cada copia se convirtió en un préstamo: {loans|fila}.',
  'outro.double-click.key-per-try': 'Cada copia llevaba su propia clave, así que cada copia se convirtió en un préstamo: {loans|fila}.',
  'outro.double-click.select-then-insert':
    'Cada petición miró, no encontró ninguna clave y prestó el libro: {loans|préstamo}. El panel de carreras reproduce esta carrera con procesos reales.',
  'outro.mismatch':
    '{loans|préstamo}. El resumen de los bytes en bruto hizo del cuerpo reordenado otra petición: 409 key_conflict, igual que el otro préstamo. PayFlow ordena antes las claves, así que allí coinciden.',
  'outro.mismatch.no-body-digest': 'Sin resumen del cuerpo, bastó la clave: el otro préstamo recibió el 201 del préstamo {held} y nunca se escribió; se lo tragó en silencio. {loans|préstamo}.',
  'outro.crash': 'El ROLLBACK no dejó fila de clave, ni préstamo, ni bloqueo que esperar: nada que relevar. El reintento simplemente se ejecutó: {loans|préstamo}.',
  'outro.crash.blind-takeover':
    'Toma del relevo a ciegas activa, y nada se rompió: {loans|préstamo}. Clave, préstamo y respuesta se confirman juntos, así que no queda ningún bloqueo caducado que agarrar.',
  'outro.fencing': '{loans|préstamo}. Al despertar, el trabajador congelado encontró una fila en done y devolvió su respuesta: ninguna fila in_flight a la que aplicar el fencing.',
  'outro.fencing.no-fencing': 'Fencing desactivado, y nada se rompió: {loans|préstamo}. El trabajador congelado se congeló antes de reservar, así que no hubo ninguna escritura tardía suya que frenar.',
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
  'lab.done.no-key': 'Sin clave: {charges} filas de préstamo para {done} préstamos pedidos, ningún socio dos veces. {calls} llamadas; abandonos: {gaveUp}.',
  'lab.done.no-key.twice': 'Sin clave: {charges} filas de préstamo para {done} préstamos pedidos; {twice} socios se llevaron el libro dos veces. {calls} llamadas; abandonos: {gaveUp}.',
  'lab.done.no-key.thrice':
    'Sin clave: {charges} filas de préstamo para {done} préstamos pedidos; {twice} socios se llevaron el libro dos veces y {thrice}, tres veces. {calls} llamadas; abandonos: {gaveUp}.',
  'lab.done.no-key.more':
    'Sin clave: {charges} filas de préstamo para {done} préstamos pedidos; {doubled} socios se llevaron el libro más de una vez, {often} de ellos cuatro veces o más.',
  'lab.done.key-per-try': 'Una clave por intento: {charges} filas de préstamo, ningún socio dos veces.',
  'lab.done.key-per-try.twice':
    'Una clave por intento: cada reintento parecía un préstamo nuevo, así que otra vez {charges} filas de préstamo y {twice} socios con el libro dos veces. No es mejor que no tener clave.',
  'lab.done.key-per-try.thrice':
    'Una clave por intento: cada reintento parecía un préstamo nuevo, así que otra vez {charges} filas de préstamo: {twice} socios con el libro dos veces y {thrice}, tres veces. No es mejor que no tener clave.',
  'lab.done.key-per-try.more':
    'Una clave por intento: cada reintento parecía un préstamo nuevo, así que otra vez {charges} filas de préstamo; {doubled} socios lo recibieron más de una vez. No es mejor que no tener clave.',
  'lab.done.same-key': 'Misma clave: {charges} filas de préstamo, ningún socio dos veces, aunque el mostrador hizo igualmente {calls} llamadas.',
  'outro.sandbox': 'Tu escena termina con {loans|préstamo} en la tabla de préstamos, ningún socio con el libro dos veces, y {rows|fila de clave}, {done} de ellas en done.',
  'outro.sandbox.doubled': 'Tu escena termina con {loans|préstamo} en la tabla de préstamos: más de un préstamo para {ownerList}. {rows|fila de clave}, {done} de ellas en done.',
  'outro.sandbox.doubled.first-tap': 'Tu escena termina con {loans|préstamo} en la tabla de préstamos: más de un préstamo para {ownerList}, por el reintento de la propia app del mostrador en el primer clic, no por un clic posterior. {rows|fila de clave}, {done} de ellas en done.',
  'outro.sandbox.doubled.later-taps': 'Tu escena termina con {loans|préstamo} en la tabla de préstamos: más de un préstamo para {ownerList}, el de más por un clic posterior. {rows|fila de clave}, {done} de ellas en done.',
  'lab.limit':
    'El límite honesto, ejecutado: otra vez la versión 3, con un almacén que reserva con SELECT-then-INSERT: {charges} filas de préstamo, {doubled} socios dos veces. Un solo proceso lleva cada petición hasta el final antes de la siguiente; en el capítulo del doble clic las peticiones se cruzan entre sentencias, como hacen los procesos, y allí sí compiten. Una toma del relevo a ciegas no tiene aquí nada que tomar: la reserva, el préstamo y la respuesta se confirman en una sola transacción.',

  // Dicho otra vez, justo después de un paso con el mismo id (`CaptionRef.also`).
  'respond.created.too': 'El {worker} también responde 201 Created: préstamo {loanId}.',
  'respond.replayed.too': 'Esta petición también recibe 201 con Idempotency-Replayed: true, del {worker}.',
  'result.ok.too': 'El {worker} también responde 201 Created: {phone} tiene el préstamo {loanId}.',
  'result.error.too': 'El {worker} también responde {status} {error}: otro préstamo con esta clave. {phone} se detiene.',
  'result.error.done.too': 'El {worker} también responde {status} {error}: esta clave ya prestó el primer libro. {phone} se detiene.',
  'send.first.too': 'El intento 1 de otro préstamo lleva su propia clave, {ticket}, creada una sola vez para él.',
  'send.retry.too': 'También sigue el intento {attempt} de {ticket}: otra vez la misma petición, la misma clave.',
  'timeout.tap.too': 'Clic {tap}, intento {attempt}: tampoco hay respuesta en {timeoutMs}; {phone} espera {waitMs} antes de reintentar.',
  'send.retry.tap.too': 'Sigue el intento {attempt} del {tap#} clic: otra vez la misma petición, clave {ticket}.',
  'send.tap.too': 'Y el {tap#} clic: otra vez el mismo préstamo, clave {ticket}.',
  'send.newkey.too': 'El intento {attempt} también con una clave recién hecha, {ticket}.',
  'sql.loan.too': 'El {worker} escribe otro préstamo: {member} se lleva {isbn}.',
  'decide.mismatch.too': 'La reserva del {worker} también cambia 0 filas: la fila de {ticket} tiene otro sha256 del cuerpo en bruto. No se escribe ningún préstamo.',
  'unfired.delay.request.too': 'Tampoco se envió la petición que elegiste retrasar, el intento {attempt} del {tap#} clic del préstamo {intent}.',
  'unfired.delay.response.too': 'Tampoco se envió la respuesta que elegiste retrasar, la del intento {attempt} del {tap#} clic del préstamo {intent}.',
  'unfired.lose.request.too': 'Tampoco se envió la petición que elegiste perder, el intento {attempt} del {tap#} clic del préstamo {intent}.',
  'unfired.lose.response.too': 'Tampoco se envió la respuesta que elegiste perder, la del intento {attempt} del {tap#} clic del préstamo {intent}.',
  'together.send.too': 'La app del mostrador envía {count|copia} más en el mismo instante, cada una con Idempotency-Key {ticket}.',
  'together.send.retry.too': '{count|petición} más lo vuelven a intentar en el mismo instante, cada una con la clave {ticket}.',
  'send.resumed.too': 'La app también recupera un préstamo pendiente, y con él la clave {ticket}: intento {attempt}, la misma clave.',
  'send.retry.retry-after.too': 'También el intento {attempt} de {ticket}, {waitMs} después, como pidió Retry-After.',
  'send.retry.tap.retry-after.too': 'El {tap#} clic también espera {waitMs}, como pidió Retry-After, y reintenta: {ticket}.',
  'together.send.newkey.too': 'Salen {count|petición} más en el mismo instante para un solo préstamo, cada una con su propia clave: {ticketList}.',
  'sql.loan.claimed.too': 'El {worker} también escribe un préstamo ({member} se lleva {isbn}) en una transacción propia: su reserva de {ticket} se confirmó antes, por sí sola.',
  'respond.mismatch.too': 'El {worker} vuelve a responder 409 key_conflict: esta clave también nombra ya otra petición distinta.',
  'result.replayed.too': 'Otro 201 con Idempotency-Replayed: true, del {worker}: {phone} recibe el préstamo {loanId}, la respuesta que nunca le llegó.',
  'result.replayed.again.too': 'Otro 201 con Idempotency-Replayed: true, del {worker}: {phone} vuelve a recibir el préstamo {loanId}.',
  'result.replayed.swallowed.too': 'Otro 201 con Idempotency-Replayed: true, del {worker}: {phone} también toma el préstamo {loanId} por este otro préstamo. Se lo vuelve a tragar.',
  'crash.tx.too': 'El {worker} también muere dentro de la transacción, después de escribir el préstamo y antes del COMMIT.',
  'together.send.retry.retry-after.too': '{waitMs} después, como pidió Retry-After, vuelven a la vez {count|clic} más, cada uno con la clave {ticket}.',
  'together.result.created.too': '{count|respuesta} más, cada una 201 Created: {phone} también tiene los préstamos {loanIdList}.',
  'together.result.replayed.too': '{count|respuesta} más, cada una 201 con Idempotency-Replayed: true, y {phone} recibe el préstamo {loanId} todas las veces.',
};
