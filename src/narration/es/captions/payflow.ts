import type { PAYFLOW_CAPTIONS as english } from '../../en/captions/payflow';

/** PayFlow en español: un móvil paga el pedido o1 con POST /checkout; la tienda cobra en PayCo. */
/** English's ids, every one: a caption missing here fails the build. */
export const PAYFLOW_CAPTIONS: Record<keyof typeof english, string> = {
  // Las respuestas de los trabajadores
  'respond.created': 'El {worker} responde 201 Created: pedido {orderId} pagado, {chargeId}.',
  'respond.replayed': 'El {worker} responde 201 con Idempotency-Replayed: true.',
  'respond.mismatch': 'El {worker} responde 422 {error}: esta ficha ya se usó para otro carrito.',

  // Lo que recibe el móvil
  'result.ok': 'El {worker} responde 201 Created: {phone} tiene {chargeId}.',
  'result.replayed': 'El {worker} responde 201 con Idempotency-Replayed: true: {phone} recibe por fin {chargeId}.',
  'result.replayed.again': 'El {worker} responde 201 con Idempotency-Replayed: true, y {phone} vuelve a recibir {chargeId}.',
  'result.replayed.swallowed': 'El {worker} responde 201 con Idempotency-Replayed: true: {phone} toma {chargeId}, el cobro del primer carrito, por el de este otro carrito.',
  'result.replayed.overview': 'El {worker} devuelve la respuesta guardada: {phone} recibe {chargeId}, pagado una sola vez.',
  'result.error':
    'El {worker} responde {status} {error}; {phone} se detiene. Su primer uso nunca volvió: un carrito nuevo necesita una clave nueva, y solo cuando se sepa que el primero falló y ya terminó.',
  'result.error.done': 'El {worker} responde {status} {error}; {phone} se detiene. Esta ficha ya pagó el primer carrito: un carrito nuevo necesita una clave nueva.',

  // La app del móvil, cerrada y abierta otra vez
  'client.restart': 'El móvil se reinicia antes de recibir respuesta: la petición en curso se olvida; el pago pendiente que guardó, no.',
  'send.resumed': 'La app recupera el pago pendiente, y con él la clave {ticket}: intento {attempt}, la misma clave.',

  // PayCo, a un salto de red: la llamada y su resultado son un solo paso. La primera llamada de una escena
  // cuyo cliente envía claves distingue las dos: la del móvil para la tienda, la propia de la tienda para PayCo.
  'payco.send': 'El {worker} llama a PayCo para cobrar {amount} por {orderId}, con la clave propia de la tienda para PayCo, {paycoKey}.',
  'payco.send.first': 'El {worker} llama a PayCo para cobrar {amount} por {orderId}, con la clave propia de la tienda, {paycoKey}, no con la del móvil.',
  'payco.send.nokey': 'El {worker} llama a PayCo para cobrar {amount} por {orderId}, sin una clave propia de la tienda.',
  'payco.send.nokey.first': 'El {worker} llama a PayCo para cobrar {amount} por {orderId}. La clave del móvil se queda en la tienda; PayCo no recibe ninguna.',
  'payco.charged': 'El {worker} llama a PayCo con la clave {paycoKey}: PayCo cobra {amount}, {chargeId}.',
  'payco.charged.first': 'El {worker} llama a PayCo con la clave propia de la tienda, {paycoKey}, no con la del móvil: PayCo cobra {amount}, {chargeId}.',
  'payco.charged.nokey': 'El {worker} llama a PayCo sin una clave propia de la tienda: cobra {amount}, {chargeId}.',
  'payco.charged.nokey.first': 'El {worker} llama a PayCo. La clave del móvil se queda en la tienda; PayCo no recibe ninguna, y cobra {amount}, {chargeId}.',
  'payco.charged.nokey.first.brief': 'El {worker} llama a PayCo; la clave del móvil se queda en la tienda: {amount}, {chargeId}.',
  'payco.charged.first.brief': 'El {worker} llama a PayCo con la clave propia de la tienda, {paycoKey}: {amount}, {chargeId}.',
  'payco.charged.nokey.first.overview': 'PayCo cobra {amount} por encargo del {worker}: {chargeId}. La clave del móvil se queda en la tienda.',
  'payco.failed': 'El {worker} llama a PayCo con {paycoKey}: {status}, no se cobra nada.',
  'payco.failed.first': 'El {worker} llama a PayCo con la clave de la tienda, {paycoKey}, no con la del móvil: {status}, no se cobra nada.',
  'payco.failed.nokey': 'El {worker} llama a PayCo sin una clave propia de la tienda: PayCo responde {status} y no cobra nada.',
  'payco.failed.nokey.first': 'El {worker} llama a PayCo. La clave del móvil se queda en la tienda; PayCo no recibe ninguna, responde {status} y no cobra nada.',
  'payco.replayed': 'El {worker} llama a PayCo con {paycoKey}: PayCo devuelve {chargeId} y no se mueve dinero.',
  'payco.lose.response': 'La respuesta de PayCo al {worker} se pierde: el dinero se movió, pero el {worker} no lo sabe.',
  'payco.lose.request': 'La llamada del {worker} nunca llega a PayCo.',
  'payco.lose.refusal': 'La respuesta {status} de PayCo al {worker} se pierde: no se cobró nada, y el {worker} tampoco lo sabe.',
  'together.payco.charged': '{workerList} llaman cada uno a PayCo con {paycoKey}: PayCo cobra {amount} {count|vez}, {chargeIdList}.',
  'together.payco.charged.nokey': '{workerList} llaman a PayCo, sin clave de la tienda: cobra {amount} {count|vez}, {chargeIdList}.',
  'together.payco.charged.nokey.first':
    '{workerList} llaman cada uno a PayCo. La clave del móvil se queda en la tienda; PayCo no recibe ninguna, y cobra {amount} {count|vez}, {chargeIdList}.',
  'together.payco.charged.first': '{workerList} llaman cada uno a PayCo con la clave propia de la tienda, {paycoKey}: PayCo cobra {amount} {count|vez}, {chargeIdList}.',
  'together.payco.replayed': '{workerList} llaman a PayCo con {paycoKey}: PayCo le devuelve {chargeId} a cada uno.',

  // Varios iguales en un mismo momento
  'together.send': 'Un doble clic: {count|petición} salen en el mismo instante, cada una con Idempotency-Key {ticket}.',
  'together.send.overview': 'Un doble clic: {count|petición} salen a la vez, cada una con la misma clave, {ticket}.',
  'together.result.created': '{count|respuesta}, cada una 201 Created: {phone} tiene {chargeIdList}.',
  'together.result.replayed': '{count|respuesta}, cada una 201 con Idempotency-Replayed: true, y {phone} recibe {chargeId} todas las veces.',
  'together.result.mixed': 'El {worker} responde 201 Created, {chargeId}; Idempotency-Replayed: true marca {replayed|respuesta repetida}, y {phone} recibe {chargeId} todas las veces.',

  // La tarea de retención: su DELETE y lo que borró son un solo paso
  'send.first.next': 'Un pedido nuevo, con su propia clave: el intento 1 lleva {ticket}.',
  'send.first.next.brief': 'Pedido nuevo, clave nueva: {ticket}.',
  'send.reconcile': '{phone} para tras {attempts|intento}, a los {triedMs}, mucho antes de que caduquen las claves. En vez de usar una clave, pregunta GET {path}.',
  'send.reconcile.resumed': 'Al abrirse de nuevo, {phone} sigue sin reintentar: pregunta a la tienda qué fue del pedido, GET {path}.',
  'payco.found': 'El {worker} pregunta a PayCo qué tiene para {orderId}: {chargeList}.',
  'payco.found.none': 'El {worker} pregunta a PayCo qué tiene para {orderId}: ningún cobro.',
  'respond.order': 'El {worker} responde 200: {orderId} se pagó, {chargeList}.',
  'respond.order.not-paid': 'El {worker} responde 200: PayCo no tenía ningún cobro para {orderId} al preguntarle.',
  'result.reconciled': 'El {worker} responde 200: {orderId} se pagó, {chargeList}. {phone} lo muestra pagado.',
  'result.reconciled.not-paid': 'El {worker} responde 200: PayCo no tenía ningún cobro para {orderId} al preguntarle. {phone} lo da por no pagado.',
  'give-up.reconcile': 'Tampoco llega respuesta a GET {path} en {timeoutMs}: qué fue del pedido sigue sin saberse, y {phone} sigue sin reintentar.',
  'give-up.reconcile.refused': 'La tienda responde {status} a GET {path}: qué fue del pedido sigue sin saberse, y {phone} sigue sin reintentar.',
  'send.reconcile.too': 'Otra petición también agota sus reintentos, tras {attempts|intento}: {phone} tampoco la reenvía, y pregunta GET {path}.',
  'send.reconcile.resumed.too': '{phone} pregunta también por otro pedido: GET {path}.',
  'payco.found.too': 'El {worker} también pregunta a PayCo por {orderId}: {chargeList}.',
  'payco.found.none.too': 'El {worker} también pregunta a PayCo por {orderId}: ningún cobro.',
  'respond.order.too': 'El {worker} también responde 200: {orderId} se pagó, {chargeList}.',
  'respond.order.not-paid.too': 'El {worker} también responde 200: PayCo tampoco tenía cobro para {orderId}.',
  'result.reconciled.too': 'El {worker} también responde 200: {orderId} se pagó, {chargeList}, y {phone} también lo muestra.',
  'result.reconciled.not-paid.too': 'El {worker} también responde 200: PayCo tampoco tenía cobro para {orderId}, y {phone} lo da por no pagado.',
  'give-up.reconcile.too': 'Tampoco llega respuesta a GET {path}: ese resultado sigue sin saberse, y {phone} no reintenta.',

  prune: 'La tarea de retención borra {ticketList}, en done desde hace más de {windowMs}: esa ficha ya no está.',
  'prune.many': 'La tarea de retención borra {ticketList}, en done desde hace más de {windowMs}: esas fichas ya no existen.',
  'prune.none': 'La tarea de retención no encuentra ninguna clave en done desde hace más de {windowMs}: no borra nada.',

  // Lo que la escena propia pidió y nunca pasó, dicho antes del cierre
  'unfired.delay.request': 'La petición que elegiste retrasar, el intento {attempt} del {tap#} toque del pedido {intent}, nunca se envió.',
  'unfired.delay.response': 'La respuesta que elegiste retrasar, la del intento {attempt} del {tap#} toque del pedido {intent}, nunca se envió.',
  'unfired.lose.request': 'La petición que elegiste perder, el intento {attempt} del {tap#} toque del pedido {intent}, nunca se envió.',
  'unfired.lose.response': 'La respuesta que elegiste perder, la del intento {attempt} del {tap#} toque del pedido {intent}, nunca se envió.',

  // Las aperturas de los capítulos (un interruptor de fallo tiene la suya)
  'intro.one-key': 'Un pedido, una clave, {ticket}, frente a un doble clic, una caída y una respuesta perdida.',
  'intro.lost-response': 'El móvil paga el pedido o1 sin clave de idempotencia. Mira lo que cuesta una respuesta perdida.',
  'intro.ticket': 'El mismo pago, ahora con una ficha guardada junto al pedido pendiente. La respuesta se pierde; el móvil se reinicia.',
  'intro.ticket.no-key': 'Interruptor activo: el móvil no envía clave. El mismo pago, la misma respuesta perdida, el mismo reinicio.',
  'intro.ticket.key-per-try': 'Interruptor activo: el móvil se inventa una clave nueva en cada intento de este pago.',
  'intro.key-per-try': 'Ahora el móvil envía una clave, pero una nueva en cada intento.',
  'intro.double-click': 'Un usuario impaciente y dos trabajadores. ¿Qué impide un segundo cobro?',
  'intro.double-click.no-key': 'Un doble clic sin clave (interruptor activo): dos peticiones a secas, en el mismo instante.',
  'intro.double-click.key-per-try': 'Un doble clic, cada toque con su propia clave nueva (interruptor activo).',
  'intro.double-click.select-then-insert': 'Un doble clic contra un almacén que primero busca la clave y la inserta después del trabajo (interruptor activo).',
  'intro.mismatch': 'Una ficha, tres peticiones: el mismo carrito, el mismo carrito en otro orden y, por último, un carrito distinto.',
  'intro.mismatch.no-body-digest': 'Interruptor activo: la fila de la clave no guarda la huella del carrito. Una ficha, tres peticiones: el mismo carrito, reordenado y, por último, un carrito distinto.',
  'intro.crash': 'PayCo falla una vez; después el {worker} cobrará y morirá sin guardar. El bloqueo dura {lockMs}; PayCo recibe charge:o1.',
  'intro.crash.no-provider-key': 'PayCo falla una vez; después el {worker} cobrará y morirá sin guardar. Interruptor activo: la tienda no le envía clave a PayCo.',
  'intro.crash.blind-takeover': 'PayCo falla una vez; después el {worker} cobrará y morirá sin guardar. Interruptor activo: tomar el relevo sin compare-and-set.',
  'intro.fencing': 'El bloqueo dura {lockMs} y el tiempo de espera de PayCo, {paycoTimeoutMs}: un error. Una llamada a PayCo se quedará colgada; el {worker} se congelará.',
  'intro.fencing.no-fencing':
    'El bloqueo dura {lockMs} y el tiempo de espera de PayCo, {paycoTimeoutMs}: los trabajadores lentos sobrevivirán a sus bloqueos. Interruptor activo: el guardado y la liberación se saltan el fencing.',
  'intro.fencing.no-provider-key':
    'El bloqueo dura {lockMs} y el tiempo de espera de PayCo, {paycoTimeoutMs}: los trabajadores lentos sobrevivirán a sus bloqueos. Interruptor activo: PayCo no recibe clave.',
  'intro.retention': 'La tienda guarda las claves 24 h, como Stripe; PayCo guarda las suyas para siempre, y recibe una.',
  'intro.scope': 'El móvil de Ana y el móvil de Ben envían la misma clave, k-7f21, para pedidos distintos.',
  'intro.lab': '{checkouts} pagos, {lossShare} de respuestas perdidas, como mucho {attempts} intentos cada uno. PayCo no recibe clave, así que solo la clave de la tienda puede ayudar.',

  // Los cierres de los capítulos: los números se cuentan en la base de datos
  'outro.one-key': '{charges|cobro}, {done|fila} en done. El segundo toque esperó a que caducara el bloqueo del trabajador muerto y tomó el relevo; la respuesta guardada sustituyó a la perdida.',
  'outro.lost-response': 'Al pedido o1 se le cobró {charges|vez}. Sin ficha, la tienda no podía saber que el reintento era una repetición.',
  'outro.ticket': '{charges|cobro}, {done|fila} en done. Guardada con el pedido, la clave sobrevivió al reinicio: el reintento recibió la respuesta guardada, no «ya existe».',
  'outro.ticket.no-key': 'Sin clave, el reintento tras el reinicio fue un pago nuevo: {charges|cobro} por un solo pedido.',
  'outro.ticket.key-per-try': 'Con una clave nueva, el reintento parecía otro pago: {charges|cobro} y {rows|fila} por un solo pedido. Crea la clave una vez y guárdala con el pedido.',
  'outro.key-per-try': '{charges|cobro} y {done|fila} en done. Una ficha nueva en cada intento es tan mala como ninguna.',
  'outro.double-click': '{charges|cobro}. El segundo clic recibió 409, esperó lo que le dijeron y obtuvo la respuesta guardada. El panel de carreras reproduce esta carrera con procesos reales.',
  'outro.double-click.no-key': 'Sin clave, los dos clics pasaron: {charges|cobro} por un solo pedido.',
  'outro.double-click.key-per-try': 'Cada clic llevaba su propia clave, así que la tienda vio dos pagos: {charges|cobro}.',
  'outro.double-click.select-then-insert':
    'Los dos trabajadores miraron, no encontraron nada y cobraron: {charges|cobro}, y el segundo guardado pisó al primero. El panel de carreras reproduce esta carrera con procesos reales.',
  'outro.mismatch': '{charges|cobro}. El carrito reordenado es aquí el mismo carrito (la huella ordena las claves); el otro carrito recibió 422 y no cobró nada.',
  'outro.mismatch.no-body-digest': 'Sin el carrito en la huella, bastó la ficha: el otro carrito recibió el 201 del primero, {held}, y nunca se cobró. {charges|cobro}.',
  'outro.crash':
    '{charges|cobro}: la liberación soltó la clave, el 409 contuvo los reintentos, compare-and-set dejó que uno tomara el relevo y charge:o1 devolvió el cobro ya hecho. Stripe guardaría el 502.',
  'outro.crash.no-provider-key': 'Sin la clave propia para PayCo, la toma del relevo volvió a cobrar la tarjeta, {fromTakeoverList}: {charges|cobro} por un solo pedido.',
  'outro.crash.no-provider-key.blind-takeover':
    '{takeovers|toma del relevo a ciegas}, sin clave para PayCo: cada una volvió a cobrar, {fromTakeoverList}. {charges|cobro} por un solo pedido.',
  'outro.crash.blind-takeover': 'Los dos reintentos tomaron el bloqueo con el mismo token (la misma lectura del reloj); solo charge:o1 lo dejó en {charges|cobro}.',
  'outro.fencing': '{charges|cobro}; la respuesta del {saver} se mantiene y el fencing frenó a los dos trabajadores lentos. Mantén lockMs por encima del plazo completo más el tiempo de espera de PayCo.',
  'outro.fencing.no-fencing':
    'Sin fencing, un trabajador que no supo que PayCo cobró borró una reserva viva y uno congelado pisó la respuesta más reciente. Solo la clave para PayCo lo dejó en {charges|cobro}.',
  'outro.fencing.no-provider-key': 'PayCo no recibió clave, así que cada toma del relevo volvió a cobrar, {fromTakeoverList}: {charges|cobro} por un solo pedido.',
  'outro.fencing.no-provider-key.no-fencing':
    'Sin clave para PayCo y sin fencing: {fromTakeoverList} vino de una toma del relevo, {fromClaimList} de reservas nuevas. La fila dice {saved}; el móvil tiene {held}.',
  'outro.retention': 'Ya borrada, la ficha fue una petición nueva; solo la clave para PayCo evitó un segundo cobro. Reintenta solo mientras se guardan las claves, y después concilia.',
  'outro.scope': 'Dos filas, phone-a:k-7f21 y phone-b:k-7f21: {charges|cobro}, uno por cliente. Cada móvil recibió su propia respuesta.',
  'outro.your-turn': 'El almacén de la lección: {charges|cobro}, {done|fila} en done. Ahora escribe el tuyo abajo, pasa las doce pruebas y mira esta escena con él.',
  'outro.lab':
    'Sin clave: {noKey} cobros. Una clave por intento: {perTry}. Una clave por pago: {sameKey}, con las mismas {calls} llamadas. La lección imprimió 132, 132, 100: otros sorteos, la misma ley.',

  'lab.start.same-key': 'Versión 3, same-key: una clave por pago, enviada otra vez en cada reintento.',
  'lab.order.intro': 'El pedido {owner} del laboratorio ({version}), repetido por su cuenta: la red pierde la respuesta en {lostAttempts}, igual que en el laboratorio.',
  'lab.order.intro.calm': 'El pedido {owner} del laboratorio ({version}), repetido por su cuenta: llegaron todas las respuestas, así que bastó con un intento.',
  'lab.order.outro': 'Esta repetición le cobró al pedido {owner} {hereTimes}; el registro del propio laboratorio se lo cobró {ledgerTimes}.',

  // El recuento de cada versión, según cómo se reparten los pedidos cobrados más de una vez
  'lab.done.no-key': 'Sin clave: {charges} cobros para {done} pedidos, ninguno cobrado dos veces. {calls} llamadas; abandonos: {gaveUp}.',
  'lab.done.no-key.twice': 'Sin clave: {charges} cobros para {done} pedidos; {twice} pedidos se cobraron dos veces. {calls} llamadas; abandonos: {gaveUp}.',
  'lab.done.no-key.thrice':
    'Sin clave: {charges} cobros para {done} pedidos; {twice} pedidos se cobraron dos veces y {thrice}, tres veces. {calls} llamadas; abandonos: {gaveUp}.',
  'lab.done.no-key.more': 'Sin clave: {charges} cobros para {done} pedidos; {doubled} pedidos se cobraron más de una vez, {often} de ellos cuatro veces o más.',
  'lab.done.key-per-try': 'Una clave por intento: {charges} cobros, ninguno dos veces.',
  'lab.done.key-per-try.twice':
    'Una clave por intento: cada reintento parecía un pago nuevo, así que otra vez {charges} cobros y {twice} pedidos pagados dos veces. No es mejor que no tener clave.',
  'lab.done.key-per-try.thrice':
    'Una clave por intento: cada reintento parecía un pago nuevo, así que otra vez {charges} cobros: {twice} pedidos pagados dos veces y {thrice}, tres veces. No es mejor que no tener clave.',
  'lab.done.key-per-try.more':
    'Una clave por intento: cada reintento parecía un pago nuevo, así que otra vez {charges} cobros; {doubled} pedidos pagados más de una vez. No es mejor que no tener clave.',
  'lab.done.same-key': 'Misma clave: {charges} cobros, ninguno dos veces, aunque el móvil hizo igualmente {calls} llamadas.',
  'outro.sandbox': 'Tu escena termina con {charges|cobro} en el registro de PayCo, ningún pedido cobrado dos veces, y {rows|fila de clave}, {done} de ellas en done.',
  'outro.sandbox.doubled': 'Tu escena termina con {charges|cobro} en el registro de PayCo: más de un cobro para {ownerList}. {rows|fila de clave}, {done} de ellas en done.',
  'outro.sandbox.doubled.first-tap': 'Tu escena termina con {charges|cobro} en el registro de PayCo: más de un cobro para {ownerList}, por el reintento del propio móvil en el primer toque, no por un toque posterior. {rows|fila de clave}, {done} de ellas en done.',
  'outro.sandbox.doubled.later-taps': 'Tu escena termina con {charges|cobro} en el registro de PayCo: más de un cobro para {ownerList}, el de más por un toque posterior. {rows|fila de clave}, {done} de ellas en done.',
  'lab.limit.takeover': 'Después, el relevo a ciegas, con un pago de cada {every} que muere antes de su trabajo: {crashes|caída}, {takeovers|toma del relevo a ciegas}, {charges} cobros, {doubled} pedidos cobrados dos veces. Cada bloqueo era de un proceso muerto.',

  // Dicho otra vez, justo después de un paso con el mismo id (`CaptionRef.also`).
  'respond.created.too': 'El {worker} también responde 201 Created: pedido {orderId} pagado, {chargeId}.',
  'respond.replayed.too': 'Esta petición también recibe 201 con Idempotency-Replayed: true, del {worker}.',
  'result.ok.too': 'El {worker} también responde 201 Created: {phone} tiene {chargeId}.',
  'result.error.too': 'El {worker} también responde {status} {error}; {phone} se detiene: el primer uso de esta clave tampoco volvió.',
  'result.error.done.too': 'El {worker} también responde {status} {error}; {phone} se detiene. Esta ficha ya pagó el primer carrito.',
  'payco.charged.nokey.too': 'El {worker} también llama a PayCo sin una clave propia de la tienda: otro cobro de {amount}, {chargeId}.',
  'payco.replayed.too': 'El {worker} también llama a PayCo con {paycoKey}: PayCo devuelve {chargeId} y no se mueve dinero.',
  'payco.lose.response.too': 'También se pierde la siguiente respuesta de PayCo al {worker}: el dinero se movió, pero el {worker} no lo sabe.',
  'unfired.delay.request.too': 'Tampoco se envió la petición que elegiste retrasar, el intento {attempt} del {tap#} toque del pedido {intent}.',
  'unfired.delay.response.too': 'Tampoco se envió la respuesta que elegiste retrasar, la del intento {attempt} del {tap#} toque del pedido {intent}.',
  'unfired.lose.request.too': 'Tampoco se envió la petición que elegiste perder, el intento {attempt} del {tap#} toque del pedido {intent}.',
  'unfired.lose.response.too': 'Tampoco se envió la respuesta que elegiste perder, la del intento {attempt} del {tap#} toque del pedido {intent}.',
  'together.send.too': 'Otro doble clic: {count|petición} salen en el mismo instante, cada una con Idempotency-Key {ticket}.',
  'send.resumed.too': 'La app también recupera un pago pendiente, y con él la clave {ticket}: intento {attempt}, la misma clave.',
  'payco.charged.too': 'El {worker} también llama a PayCo con la clave {paycoKey}: PayCo cobra otros {amount}, {chargeId}.',
  'respond.mismatch.too': 'El {worker} vuelve a responder 422 {error}: esta ficha también se usó ya para otro carrito.',
  'result.replayed.too': 'Otro 201 con Idempotency-Replayed: true, del {worker}: {phone} recibe por fin {chargeId}.',
  'result.replayed.again.too': 'Otro 201 con Idempotency-Replayed: true, del {worker}: {phone} vuelve a recibir {chargeId}.',
  'result.replayed.swallowed.too': 'Otro 201 con Idempotency-Replayed: true, del {worker}: {phone} también toma {chargeId} por este otro carrito.',
  'payco.lose.refusal.too': 'También se pierde la siguiente respuesta {status} de PayCo al {worker}: no se cobró nada, y el {worker} tampoco lo sabe.',
  'together.payco.charged.too': '{workerList} vuelven a llamar cada uno a PayCo con {paycoKey}: PayCo cobra {amount} {count|vez} más, {chargeIdList}.',
  'together.payco.charged.nokey.too': '{workerList} vuelven a llamar a PayCo, sin clave de la tienda: cobra {amount} {count|vez} más, {chargeIdList}.',
  'together.payco.replayed.too': '{workerList} también llaman a PayCo con {paycoKey}: PayCo le devuelve {chargeId} a cada uno.',
  'together.result.created.too': '{count|respuesta} más, cada una 201 Created: {phone} también tiene {chargeIdList}.',
  'together.result.replayed.too': '{count|respuesta} más, cada una 201 con Idempotency-Replayed: true, y {phone} recibe {chargeId} todas las veces.',
};
