import type { SHARED_CAPTIONS as english } from '../../en/captions/shared';

/**
 * Los subtítulos que comparten las dos historias: la red, los trabajadores, las sentencias y las
 * decisiones del almacén, en español (el modelo es `en/captions/shared.ts`, id por id). El guardarropa:
 * ficha = clave de idempotencia (donde el inglés dice ticket), gancho = su fila, abrigo = la respuesta
 * guardada, un encargado con un abrigo en la mano = una fila in_flight. Un término por cosa: la
 * operación (lo que el usuario quiere: un pago, un préstamo), el almacén real, el fencing. Un
 * trabajador se nombra como su carril ("Trabajador 1"), con el artículo delante: "el {worker}", "del
 * {worker}"; `{workerList}` ya trae los suyos ("el Trabajador 1 y el Trabajador 2"). `{phone}` también
 * trae su artículo ("el móvil"), así que nunca va detrás de "de" ni de "a". Una sentencia SQL se cita
 * entera, nunca mezclada con una oración sin sujeto. `{tap#}` es un ordinal masculino ante el nombre:
 * "1.er toque", "2.º toque", "3.er envío".
 */
/** English's ids, every one: a caption missing here fails the build. */
export const SHARED_CAPTIONS: Record<keyof typeof english, string> = {
  'intro.your-turn': 'Tu turno. Primero el almacén de la lección, en la escena del resumen: un doble clic, una caída y una respuesta perdida. Abajo escribes run(); «Mira tu almacén» reproduce esta escena con el tuyo.',

  // La red (una entrega a tiempo forma parte del paso de quien la envía; estas son las excepciones)
  'deliver.request': 'La petición llega al {worker}.',
  'deliver.request.nobody': 'La petición llega a la tienda, pero no hay ningún trabajador en pie que la lea.',
  'deliver.response': 'La respuesta {status} llega al cliente.',
  'deliver.late': 'El {worker} responde {status}, demasiado tarde: el tiempo de espera del intento {attempt} ya se agotó.',
  'deliver.delayed.request': 'Retuviste esta petición {delayMs}: llega al {worker} con ese retraso.',
  'deliver.delayed.response': 'Retuviste {delayMs} la respuesta {status} del {worker}: llega a su destino, {phone}, con ese retraso.',
  'deliver.delayed.late': 'Retuviste {delayMs} la respuesta {status} del {worker}: llega cuando el intento {attempt} ya agotó su espera, y nadie la lee.',
  'lose.request': 'La red pierde la petición antes de que la tienda la vea.',
  'lose.response': 'El {worker} responde {status}; la red pierde la respuesta. El trabajo está hecho, pero el cliente nunca se entera.',
  'lose.request.delayed': 'Retuviste esta petición {delayMs} y además la perdiste: la red la pierde y la tienda nunca la ve.',
  'lose.response.delayed': 'Retuviste {delayMs} la respuesta {status} del {worker} y además la perdiste: la red la pierde. El trabajo está hecho, pero el cliente nunca se entera.',
  'lose.response.overview': 'El {worker} responde; la red pierde la respuesta. El trabajo está hecho, pero el cliente nunca se entera.',

  // Los trabajadores
  'respond.error': 'El {worker} responde {status}: su trabajo falló.',
  'result.failed': 'El {worker} responde {status}; {phone} espera {waitMs} antes de reintentar.',
  'respond.rejected': 'El {worker} rechaza la petición: {status} {error}.',
  'respond.conflict': 'El {worker} responde 409 {error}, Retry-After: {retryAfter} (vuelve en {retryAfterMs}).',
  'respond.in-flight': 'El {worker} responde 409: la petición ya está en curso. Retry-After: {retryAfter} (vuelve en {retryAfterMs}).',
  'respond.in-flight.overview': 'El {worker} responde «ocupado, vuelve en {retryAfterMs}».',
  pause: 'El {worker} se congela {forMs} {point}: una pausa larga del GC. Lento, no muerto.',
  wake: 'El {worker} despierta {point}, sin saber que ha pasado el tiempo.',
  restart: 'El {worker} vuelve: un proceso nuevo, la misma base de datos.',
  crash: 'El {worker} se cae {point}; su memoria se pierde.',
  'crash.overview': 'El {worker} se cae {point}, y su bloqueo se queda ahí.',

  // El cliente
  'send.first': 'El intento 1 lleva Idempotency-Key {ticket}: una clave creada una sola vez para esta operación.',
  'send.first.brief': 'Intento 1, Idempotency-Key {ticket}.',
  'send.reused': 'El {intent#} envío reutiliza la clave {ticket}.',
  'send.retry': 'Intento {attempt}: la misma petición, la misma ficha {ticket}.',
  'send.retry.retry-after': '{waitMs} después, como pidió Retry-After: intento {attempt}, la misma ficha {ticket}.',
  'send.retry.tap.retry-after': '{waitMs} después, como pidió Retry-After, el {tap#} toque reintenta: {ticket}.',
  'send.retry.tap.retry-after.overview': '{waitMs} después, como se le pidió, el {tap#} toque vuelve con {ticket}.',
  'send.retry.tap': 'Intento {attempt} del {tap#} toque: la misma petición, ficha {ticket}.',
  'send.retry.tap.overview': 'El {tap#} toque lo intenta de nuevo, con la misma clave {ticket}.',
  'send.resumed': '{phone} recupera del almacenamiento la acción pendiente, y con ella su clave {ticket}: el intento {attempt} envía la misma clave.',
  'client.restart': '{phone} se reinicia antes de que llegue ninguna respuesta: olvida la petición en curso, no la acción pendiente que guardó.',
  'send.tap': 'El {tap#} toque: la misma operación, la misma ficha {ticket}.',
  'send.newkey': 'Intento {attempt} con una ficha recién hecha, {ticket}, para la misma operación.',
  'send.nokey': 'Intento {attempt}: {phone} envía la petición sin Idempotency-Key.',
  timeout: 'Sin respuesta al intento {attempt} en {timeoutMs}; {phone} espera {waitMs} antes de reintentar.',
  'timeout.brief': 'Intento {attempt}: sin respuesta en {timeoutMs}; reintento en {waitMs}.',
  'timeout.overview': 'Sin respuesta al intento {attempt} en {timeoutMs}; {phone} espera {waitMs} y lo vuelve a intentar.',
  'wait.backoff': '{phone} espera {waitMs} antes del intento {next}.',
  'wait.retry-after': '{phone} espera {waitMs}, como indica Retry-After.',
  'give-up': '{phone} se rinde tras {attempts|intento} sin una respuesta que le sirva.',
  'give-up.timeout': 'El intento {attempt} tampoco recibe respuesta: {phone} se rinde tras {attempts|intento}.',

  // Las sentencias del almacén
  'sql.claim': 'El {worker} reserva {ticket}: el INSERT cambia 1 fila, in_flight.',
  'sql.claim.overview': 'El {worker} toma el gancho de {ticket}: una fila nueva, in_flight mientras trabaja.',
  'sql.claim.taken': 'El {worker} prueba el mismo INSERT para {ticket}: 0 filas cambiadas. El gancho ya está ocupado.',
  'sql.takeover': 'Compare-and-set: SET locked_at = {token} WHERE locked_at = {oldToken}. Cambia 1 fila: el {worker} tiene {ticket}.',
  'sql.takeover.live': 'Compare-and-set: SET locked_at = {token} WHERE locked_at = {oldToken}. El {worker} tiene {ticket}; el {other} no ha muerto, solo es más lento que lockMs.',
  'sql.takeover.live.own': 'Compare-and-set: SET locked_at = {token} WHERE locked_at = {oldToken}. El {worker} vuelve a tener {ticket}, para este reintento: su primera petición con esa clave sigue en marcha, solo más lenta que lockMs.',
  'sql.takeover.live.overview': 'El {worker} toma el relevo del bloqueo caducado, aunque el {other} sigue vivo: su trabajo solo tardó más que lockMs.',
  'sql.takeover.overview': 'El {worker} toma el relevo del bloqueo caducado: ahora le toca a él terminar {ticket}.',
  'sql.takeover.lost': 'El compare-and-set del {worker} cambia 0 filas: otro reintento llegó antes.',
  'sql.takeover.blind': 'Toma del relevo a ciegas: SET locked_at = {token}, sin comprobar el token anterior. El {worker} tiene {ticket}.',
  'sql.takeover.stolen': 'Un UPDATE a ciegas, sin mirar locked_at: el {worker} escribe su propio token encima del de un dueño vivo y le quita {ticket}.',
  'sql.takeover.over-done': 'Un UPDATE a ciegas no mira ni locked_at ni status: el {worker} escribe su token, {token}, en {ticket}, que ya está en done, y vuelve a hacer el trabajo.',
  'sql.takeover.stolen.tie': 'Otra vez a ciegas: el {worker} escribe el mismo token, {token}. El {worker} y el {other} tienen {ticket} a la vez.',
  'sql.save': 'El {worker} guarda la respuesta: {ticket} pasa a done.',
  'sql.save.fenced': 'El guardado del {worker} pide su token, locked_at = {token}: 0 filas cambiadas, respuesta descartada.',
  'sql.save.after-done': 'Guardado del {worker}: su token {token} sigue coincidiendo, pero {ticket} ya está en done: 0 filas cambiadas.',
  'sql.save.stale': 'Sin fencing, el guardado tardío del {worker} escribe {ownAnswer} encima de {savedAnswer}, en una fila que ya no es suya.',
  'sql.save.stale.same': 'Sin fencing, el guardado tardío del {worker} escribe en una fila que ya no es suya: esta vez, el mismo {ownAnswer}.',
  'sql.save.stale.in-flight': 'Sin fencing, el guardado tardío del {worker} escribe {ownAnswer} en {ticket}: una fila que el {holder} tomó y aún no ha guardado.',
  'sql.save.stale.orphan': 'Sin fencing, el guardado tardío del {worker} escribe {ownAnswer} en {ticket}: una fila que el {holder} tomó y aún tenía cuando se cayó.',
  'sql.save.stale.own': 'Sin fencing, el guardado de una petición anterior del {worker} escribe {ownAnswer} en {ticket}: una fila que su propio reintento tomó y aún no ha guardado.',
  'sql.save.over-done': 'Sin fencing, el guardado del {worker} escribe {ownAnswer} encima de {savedAnswer}: su token {token} sigue coincidiendo, pero {ticket} ya estaba en done.',
  'sql.save.over-done.same': 'Sin fencing, el guardado del {worker} escribe encima de {ticket}, que ya estaba en done: su token {token} sigue coincidiendo, y la respuesta es el mismo {ownAnswer}.',
  'sql.save.late-insert': 'Solo ahora, después del trabajo, el {worker} escribe {ticket} en la tabla.',
  'together.sql.save.late': 'Solo ahora, después del trabajo, {workerList} escriben {ticket} en la tabla, {count|vez}: cada INSERT OR REPLACE encima de la respuesta anterior.',
  'together.sql.save.late.keys': 'Solo ahora, después del trabajo, {workerList} escriben {ticketList} en la tabla, una clave cada uno.',
  'together.sql.save.late.mixed': 'Solo ahora, después del trabajo, {workerList} escriben {ticketList} en la tabla, {count|vez} en total: una clave escrita otra vez reemplaza la respuesta anterior (INSERT OR REPLACE).',
  'sql.save.replaced': 'El INSERT OR REPLACE del {worker} escribe encima de la respuesta guardada de {ticket}.',
  'sql.release': 'El trabajo del {worker} falló; su DELETE sobre su propio token libera {ticket}: 1 fila cambiada.',
  'sql.release.fenced': 'El trabajo falló: el DELETE del {worker} pide su token antiguo, locked_at = {token}: 0 filas cambiadas.',
  'sql.release.fenced.survives': 'El trabajo falló: el DELETE del {worker} pide su token antiguo, locked_at = {token}: 0 filas cambiadas. La reserva del {holder} sigue en pie.',
  'sql.release.stale': 'El trabajo del {worker} falló. Sin fencing, su DELETE borra una reserva que ya no es suya, mientras su dueño sigue trabajando.',
  'sql.prune': "DELETE … WHERE status = 'done' AND created_at < ?, el inicio de la ventana: la sentencia borra {changes|fila}.",
  'sql.begin': 'El {worker} abre una transacción: lo que sigue se aplica todo junto o no se aplica.',
  'sql.commit': 'COMMIT: la transacción del {worker} se aplica, todas las filas a la vez.',
  'sql.other': 'El {worker} ejecuta una sentencia en la base de datos compartida.',

  // Las decisiones del almacén (los SELECT y el INSERT de una reserva que cambia 0 filas van dentro de estas)
  'decide.looked-up.none': 'El SELECT no encuentra ninguna fila para {ticket}: el {worker} sigue adelante.',
  'decide.looked-up.found': 'El SELECT encuentra una fila para {ticket}; el {worker} decide según lo que contiene.',
  'decide.mismatch': 'La reserva del {worker} cambia 0 filas, y la fila de {ticket} tiene otra huella (fingerprint). El trabajo no se hace.',
  'decide.replayed': 'La reserva del {worker} cambia 0 filas: {ticket} ya está en done, su abrigo en el gancho; nada se repite.',
  'decide.replayed.overview': 'El {worker} ve que {ticket} ya está hecha: no hay nada que hacer dos veces.',
  'decide.in-flight': 'Al intentar reservar, el {worker} encuentra {ticket} in_flight, reservada hace {ageMs}: un bloqueo reciente.',
  'decide.in-flight.now': 'Al intentar reservar, el {worker} encuentra {ticket} in_flight, reservada en este mismo instante: un bloqueo reciente.',
  'decide.in-flight.now.overview': 'El {worker} encuentra {ticket} ya bloqueada, en este mismo instante, por otro trabajador.',
  'decide.in-flight.overview': 'El {worker} encuentra {ticket} bloqueada por otro trabajador hace {ageMs}.',
  'decide.stale': 'Al intentar reservar, el {worker} encuentra {ticket} in_flight desde hace {ageMs}, más que lockMs: lo más probable es que su dueño haya muerto.',
  'decide.stale.overview': 'El {worker} encuentra un bloqueo de hace {ageMs}, demasiado viejo: lo más probable es que su encargado se haya desmayado.',
  'decide.vanished': 'La fila de {ticket} desapareció entre la reserva y la lectura: su dueño la soltó.',
  'decide.work-failed': 'El trabajo del {worker} para {ticket} falló, así que el almacén deshace su reserva.',
  'decide.claimed': 'Ahora el {worker} tiene {ticket}.',
  'decide.took-over': 'El {worker} tomó el relevo de {ticket}.',
  'decide.takeover-lost': 'El {worker} perdió la carrera por tomar el relevo de {ticket}.',
  'decide.saved': 'El {worker} guardó la respuesta de {ticket}.',
  'decide.save-fenced': 'El fencing frenó el guardado del {worker} para {ticket}.',
  'decide.released': 'El {worker} liberó {ticket}.',
  'decide.release-fenced': 'El fencing frenó la liberación de {ticket} por parte del {worker}.',
  'decide.work-started': 'El {worker} empieza el trabajo para {ticket}.',

  // Los interruptores de fallo, cuando el capítulo no tiene una apertura escrita para el interruptor
  'break.no-key': 'También activo: el cliente no envía Idempotency-Key.',
  'break.key-per-try': 'También activo: una clave nueva en cada intento.',
  'break.select-then-insert': 'También activo: buscar la clave e insertarla después del trabajo.',
  'break.blind-takeover': 'También activo: tomar el relevo sin compare-and-set.',
  'break.no-fencing': 'También activo: el guardado y la liberación se saltan el fencing.',
  'break.no-provider-key': 'También activo: la tienda no le envía clave a PayCo.',
  'break.no-body-digest': 'También activo: la fila de la clave no guarda ningún resumen del cuerpo.',

  // Varios actores iguales en un mismo momento, contados una vez (core/trace/together)
  'together.send': '{count|petición} salen en el mismo instante, cada una con Idempotency-Key {ticket}.',
  'together.send.newkey': '{count|petición} salen en el mismo instante para una sola operación, cada una con su propia clave: {ticketList}.',
  'together.send.first': '{count|petición} de otras tantas operaciones salen en el mismo instante, cada una con su propia clave, creada una sola vez para ella: {ticketList}.',
  'together.send.nokey': '{count|petición} salen en el mismo instante, ninguna con Idempotency-Key.',
  'together.send.tap-and-retry': 'El {tap#} toque y un reintento del primero salen juntos, clave {ticket}.',
  'together.send.retry': '{count|petición} lo vuelven a intentar en el mismo instante, cada una con la clave {ticket}.',
  'together.send.retry.retry-after': '{waitMs} después, como pidió Retry-After, vuelven a la vez {count|petición}, cada una con la clave {ticket}.',
  'together.timeout': 'Sin respuesta a {count|petición} en {timeoutMs}; {phone} espera {waitMs} antes de reintentar cada una.',
  'together.sql.claim': '{workerList} reservan {ticketList}: {count|sentencia INSERT}, 1 fila cada una, in_flight.',
  'together.sql.save': '{workerList} guardan sus respuestas: {ticketList} pasan a done.',
  'together.decide.replayed': '{count|reserva} ({workerList}) cambian 0 filas: {ticket} ya está en done, así que ninguna repite el trabajo.',
  'together.decide.in-flight': '{count|reserva} ({workerList}) cambian 0 filas: {ticket} está in_flight, con un bloqueo reciente.',
  'together.respond.in-flight': '{workerList} dan {count|respuesta}, cada una 409 en curso, Retry-After: {retryAfter} (vuelve en {retryAfterMs}).',
  'together.decide.looked-up.none': '{workerList} buscan {ticket} con un SELECT, y ninguno encuentra fila: cada uno sigue adelante.',
  'together.decide.looked-up.none.keys': 'El SELECT no encuentra ninguna fila para {ticketList}, la clave propia de cada petición: {workerList} siguen adelante.',
  'together.decide.stale': '{workerList} encuentran {ticket} in_flight desde hace {ageMs}, más que lockMs: cada uno intenta tomar el relevo.',

  // El laboratorio
  'lab.start.no-key': 'Versión 1, no-key: cada intento es una petición sin nada más.',
  'lab.start.key-per-try': 'Versión 2, key-per-try: cada intento lleva una clave nueva.',
  'lab.limit':
    'El límite honesto, ejecutado: otra vez la versión 3, con un almacén que reserva con SELECT-then-INSERT y toma el relevo a ciegas: {charges} cobros, {doubled} pedidos cobrados dos veces. Un solo proceso lleva cada petición hasta el final antes de la siguiente; el capítulo del doble clic espera entre sentencias, como hacen los procesos, y allí sí compiten.',

  // Las repeticiones del explorador de carreras
  'race.intro': 'El explorador de carreras repite la planificación más pequeña que falla para {variant}: {taps|toque} de un mismo pago entre {workers} trabajadores{scheduleFaults}.',
  'race.outro': 'No se cumple: {brokenInvariants}.',
  'race.outro.held': 'En esta planificación se cumplen todos los invariantes.',

  'note.plain': 'Algo pasa en la tienda.',

  // La escena propia (la del sandbox, o un capítulo cambiado a partir de un paso)
  'intro.sandbox': 'Tu propia escena sobre el almacén real: {workers} trabajadores comparten una base de datos, y no pasa nada hasta que actúes.',
  'intro.sandbox.changed': 'Tu propia escena sobre el almacén real, {workers} trabajadores en una base de datos. Para toda la escena, {sceneChanges}.',
  'intro.sandbox.fork': 'Tu escena: lo que pasó hasta tu paso se queda; lo que pase después lo decides tú.',
  'intro.sandbox.fork.changed': 'Tu escena: para toda ella, {sceneChanges}. Lo que pasó hasta tu paso se queda igual; lo que pase después lo decides tú.',
  'intro.sandbox.fork.rerun': 'Tu escena, ejecutada otra vez desde el principio: para toda ella, {sceneChanges}, así que lo que pasó hasta tu paso también salió distinto.',
  'intro.sandbox.fork.moved': 'Tu escena, ejecutada otra vez desde el principio: una acción tuya llega a antes de tu paso, así que lo que pasó hasta él salió distinto.',
  tick: 'Pasa el tiempo: la escena llega a {atMs}.',
  'crash.killed': 'Matan el proceso del {worker}: lo que estuviera haciendo se pierde, y no responde a nadie hasta que se reinicie.',

  // Lo que la escena propia pidió y nunca pasó, dicho antes del cierre
  'unfired.lose-payco': 'La respuesta de PayCo a la llamada {call}, que elegiste perder, nunca llegó: la escena hizo menos llamadas.',
  'unfired.crash': 'La caída que pusiste al {worker}, {point} (visita {visit}), nunca llegó: no llegó tan lejos.',
  'unfired.pause': 'La pausa que pusiste al {worker}, {point} (visita {visit}), nunca llegó: no llegó tan lejos.',
  'unfired.lose-payco.cut': 'La respuesta de PayCo a la llamada {call}, que elegiste perder, nunca volvió: el trabajador que hizo la llamada se cayó antes.',
  'unfired.crash.cut': 'La caída que pusiste al {worker}, {point} (visita {visit}), nunca llegó: el {worker} ya se había caído ahí.',
  'unfired.pause.cut': 'La pausa que pusiste al {worker}, {point} (visita {visit}), nunca llegó: el {worker} se cayó ahí antes.',
  'unfired.kill': 'Matar el proceso del {worker} a los {atMs} no hizo nada: ya estaba caído.',
};
