// Demo texts of the content pages of the Spanish world (docs/content.md): what `npm start` publishes
// once. Form of address: tú, as everywhere on the Spanish site. Blocks: src/shared/schemas/content.ts.

const TERMS = `> **Aviso para quien opere la plataforma:** estos son textos modelo del proyecto de código abierto Kreide. Quien opere Kreide debe adaptarlos a su propio servicio y hacerlos revisar por un profesional del Derecho antes de que entren en vigor. No constituyen asesoramiento jurídico.

Estas condiciones generales regulan el uso de Kreide, el mercado en el que docentes y autores venden, compran y comparten materiales didácticos. Se aplican a todas las personas que crean una cuenta, adquieren materiales o los ofrecen. El titular de la plataforma y, por tanto, la otra parte del contrato es la entidad indicada en el [aviso legal](/es/info/aviso-legal) («nosotros»).

# 1. Ámbito de aplicación y partes

1. Estas condiciones se aplican a todos los contratos entre nosotros y las personas usuarias de la edición española de Kreide. Otras condiciones solo rigen si las aceptamos expresamente.
2. Si compras materiales, contratas la compra con el titular de la plataforma. Si ofreces materiales, celebras con nosotros un contrato de distribución de tus materiales (apartado 4).
3. Tiene la condición de consumidor quien utiliza Kreide principalmente con fines ajenos a una actividad empresarial o profesional; un docente que compra para sus propias clases suele serlo. Los centros educativos y sus titulares actúan como empresarios a efectos de estas condiciones.

# 2. Condiciones de uso {#terms-of-use}

## Tu cuenta

1. Para comprar, descargar u ofrecer materiales necesitas una cuenta. Al registrarte facilitas datos veraces y los mantienes actualizados. Debes tener al menos 16 años.
2. Mantén tu contraseña en secreto. Si detectas que otra persona usa tu cuenta, avísanos de inmediato.
3. Puedes eliminar tu cuenta en cualquier momento desde los [ajustes](/es/ajustes). Con ello terminan las licencias adquiridas; se mantienen las obligaciones legales de conservación.

## Cuentas de centro

Un centro educativo puede crear una cuenta de centro. Lo que se compra para el centro puede utilizarlo en clase todo su profesorado miembro. Quien deja el centro o es dado de baja pierde el acceso a las licencias del centro y conserva sus compras personales. Los centros verificados pueden comprar con factura, que se paga en el plazo indicado en ella.

## Normas sobre contenidos y conducta

1. En Kreide solo tiene cabida lo que es apropiado para una escuela. Está prohibido, en particular, el contenido que vulnere derechos de terceros (propiedad intelectual, marcas, derecho a la propia imagen), que discrimine, haga apología de la violencia, sea perjudicial para menores o constituya delito, la publicidad ajena a la enseñanza y los datos personales del alumnado.
2. Las valoraciones y comentarios reflejan tu experiencia real con un material. No se permiten valoraciones compradas, intercambiadas ni propias.
3. Podemos retirar los contenidos que incumplan estas normas y suspender cuentas en caso de infracciones graves o reiteradas. Revisamos los avisos con rapidez y te explicamos qué hemos decidido y por qué. Puedes recurrir la decisión.
4. Puedes avisarnos de contenidos que consideres ilícitos mediante la función de denuncia del material o con los datos de contacto del aviso legal.

# 3. Compra de materiales y licencias

1. La presentación de un material no es una oferta vinculante. Al enviar el pedido en el último paso de la compra haces una oferta vinculante; el contrato se perfecciona cuando confirmamos el pedido y ponemos el material a tu disposición para su descarga.
2. Todos los precios son finales e incluyen el IVA. Los cupones y el saldo se aplican en el carrito; el saldo no se reembolsa en efectivo.
3. No adquieres la propiedad del material, sino una **licencia**: el derecho no exclusivo e intransferible a usarlo en tus propias clases, guardarlo, imprimirlo y reproducirlo en el número necesario para tus grupos, también en formato digital dentro de las plataformas de aprendizaje cerradas de tu centro.
4. No está permitido revender el material, publicarlo en abierto en internet, entregarlo a otros compañeros (para eso existen las licencias de centro) ni utilizarlo como base de productos propios a la venta. Los materiales gratuitos siguen las mismas reglas, salvo que su autor indique otra cosa.
5. Los archivos PDF se marcan en la descarga con tu nombre y un número de licencia, que no debe eliminarse.
6. Una licencia de centro autoriza a todos los miembros de la cuenta del centro a usar el material según el punto 3.

# 4. Condiciones para autoras y autores {#terms-of-task-completing}

1. Quien ofrece materiales garantiza que tiene todos los derechos sobre ellos: textos, imágenes, tipografías y gráficos. El contenido ajeno solo puede usarse con una licencia que permita la venta; las fuentes se citan en el propio material.
2. Nos concedes el derecho no exclusivo y sin limitación territorial de mostrar tus materiales en Kreide, crear vistas previas, promocionarlos y otorgar licencias a los compradores según el apartado 3. Puedes desactivar un material en cualquier momento; las licencias ya vendidas se mantienen.
3. Vendemos las licencias en nombre propio y por cuenta tuya. Tus **honorarios** son una parte del precio neto (después de cupones y sin IVA): el 50 % si tienes menos de 25 materiales activos, el 60 % a partir de 25 y el 70 % a partir de 100, contados en el momento de la venta. Si se reembolsa una compra, se descuentan los honorarios correspondientes.
4. Cada mes recibes una autofactura con tus honorarios. El pago se hace por transferencia SEPA en cuanto tu saldo alcanza 20,00 € y tus datos de pago están completos. Puedes consultar el estado en todo momento en [Honorarios](/es/honorarios).
5. Como operadores de plataforma estamos obligados por ley a comunicar una vez al año las ventas a la Agencia Tributaria (normativa DAC7). Para ello necesitamos tu número de identificación fiscal y tu fecha de nacimiento. La tributación de tus ingresos es responsabilidad tuya.
6. Revisamos los materiales nuevos por muestreo y podemos rechazar o retirar los que incumplan el apartado 2 o cuya calidad no sea suficiente para la enseñanza. Siempre lo motivamos.

# 5. Derecho de desistimiento {#withdrawal-provisions}

Las personas consumidoras tienen un derecho legal de desistimiento.

## Derecho de desistimiento

Tienes derecho a desistir del presente contrato en un plazo de catorce días naturales sin necesidad de justificación. El plazo de desistimiento expirará a los catorce días naturales del día de la celebración del contrato. Para ejercerlo, debes notificarnos (datos de contacto en el [aviso legal](/es/info/aviso-legal)) tu decisión de desistir del contrato a través de una declaración inequívoca (por ejemplo, un correo electrónico). Puedes utilizar el modelo de formulario de desistimiento que figura a continuación, aunque su uso no es obligatorio. Para cumplir el plazo, basta con que la comunicación se envíe antes de que venza.

## Consecuencias del desistimiento

En caso de desistimiento, te devolveremos todos los pagos recibidos sin ninguna demora indebida y, en todo caso, a más tardar catorce días naturales a partir de la fecha en la que se nos informe de tu decisión. Utilizaremos el mismo medio de pago empleado en la transacción inicial, salvo que hayas dispuesto expresamente otra cosa; en ningún caso incurrirás en gasto alguno como consecuencia del reembolso.

## Pérdida del derecho en contenidos digitales

Los materiales de Kreide son contenidos digitales que no se suministran en un soporte material. El derecho de desistimiento se pierde cuando hemos comenzado la ejecución **con tu consentimiento expreso previo a que empiece antes de que termine el plazo de desistimiento** y **tras haber reconocido que con ello pierdes tu derecho de desistimiento**. Te pedimos este consentimiento durante la compra y te lo confirmamos en la confirmación del pedido. Sin él, solo ponemos el material a tu disposición una vez transcurrido el plazo de desistimiento.

## Modelo de formulario de desistimiento

Si deseas desistir del contrato, completa y envíanos este formulario:

- A la atención de: el titular indicado en el aviso legal (nombre, dirección, correo electrónico)
- Por la presente te comunico/comunicamos que desisto/desistimos de mi/nuestro contrato de compra de los siguientes contenidos digitales: …
- Pedido el: …
- Nombre y dirección del consumidor o consumidores: …
- Firma del consumidor o consumidores (solo si el formulario se presenta en papel) y fecha: …

# 6. Responsabilidad

1. Respondemos sin limitación en caso de dolo o culpa grave, por daños a la vida, la integridad física o la salud y cuando así lo establezca la normativa de responsabilidad por productos defectuosos.
2. En caso de culpa leve, solo respondemos por el incumplimiento de obligaciones esenciales del contrato, es decir, aquellas cuyo cumplimiento hace posible el contrato y en las que puedes confiar, y hasta el límite del daño previsible y típico de este tipo de contrato.
3. Las autoras y los autores son responsables de la exactitud del contenido de sus materiales. Revisa cada material antes de usarlo en clase. Tus derechos legales de garantía sobre contenidos digitales no conformes no se ven afectados.
4. Procuramos que Kreide esté siempre disponible, pero no podemos garantizarlo, por ejemplo durante tareas de mantenimiento o incidencias ajenas a nosotros.

# 7. Protección de datos {#data_protection}

Tratamos datos personales solo en la medida necesaria para prestar el servicio y conforme al Reglamento General de Protección de Datos (RGPD) y la Ley Orgánica 3/2018 (LOPDGDD). El responsable del tratamiento es el titular indicado en el [aviso legal](/es/info/aviso-legal). Lo más importante, en resumen:

- **Cuenta:** correo electrónico, nombre, contraseña (solo como hash seguro), país y etapa educativa, para gestionar tu cuenta y mostrarte materiales adecuados (art. 6.1.b RGPD).
- **Compras:** pedidos, dirección de facturación y licencias, para cumplir los contratos y emitir facturas, que conservamos durante los plazos que exige la normativa mercantil y tributaria (hasta seis años; art. 6.1.c RGPD). Los datos de pago los introduces directamente en el proveedor de pagos; nosotros solo recibimos el resultado.
- **Autoras y autores:** datos de pago y fiscales (cuenta bancaria, número de identificación fiscal, fecha de nacimiento) para los pagos y la comunicación legal DAC7.
- **Uso:** registros técnicos (por ejemplo, dirección IP, hora, página visitada) para la seguridad del servicio, conservados durante poco tiempo (art. 6.1.f RGPD). Solo usamos las cookies necesarias para iniciar sesión, el carrito y la edición elegida.
- **Salas de aprendizaje:** el alumnado entra en una sala sin cuenta, solo con un apodo; guardamos el apodo, las respuestas y los puntos para que el docente vea los resultados (art. 6.1.e o f RGPD). Eliminamos estos datos 30 días después de cerrar la sala; una sala que se deja abierta se cierra sola a las 24 horas.
- **Correos:** los mensajes sobre pedidos y cuenta se envían siempre; el boletín y las recomendaciones, solo con tu consentimiento, que puedes retirar cuando quieras en [Notificaciones](/es/notificaciones) (art. 6.1.a RGPD).
- **Proveedores:** el alojamiento, el envío de correos y la gestión de pagos los realizan encargados del tratamiento seleccionados con cuidado (art. 28 RGPD). Si hay transferencias fuera de la UE, las amparamos en cláusulas contractuales tipo o en una decisión de adecuación.

Tienes derecho de acceso, rectificación, supresión, limitación del tratamiento, portabilidad y oposición (arts. 15 a 21 RGPD), así como a presentar una reclamación ante la Agencia Española de Protección de Datos. Escríbenos a la dirección del aviso legal. Cómo tratamos las candidaturas se explica en la [información sobre protección de datos en los procesos de selección](/es/info/rgpd-empleo).

# 8. Cambios en estas condiciones

Podemos modificar estas condiciones cuando cambien las leyes, la jurisprudencia o nuestro servicio. Te informaremos de los cambios con antelación por correo electrónico. En tu próximo inicio de sesión te pediremos que aceptes la nueva versión; sin tu aceptación no podrás seguir usando Kreide, pero conservarás tus compras y licencias anteriores.

# 9. Disposiciones finales

1. Se aplica la legislación española. Si eres consumidor, esta elección no te priva de la protección de las normas imperativas del país en el que tengas tu residencia habitual.
2. Para las personas consumidoras, son competentes los juzgados y tribunales de su domicilio. Si el cliente es empresario, lo serán los del domicilio del titular de la plataforma.
3. No estamos obligados ni dispuestos a participar en procedimientos de resolución alternativa de litigios ante una entidad de consumo. Si tienes una duda o una queja, escríbenos: casi siempre encontramos una solución.
4. Si alguna disposición de estas condiciones fuera nula, las demás seguirán siendo válidas.`;

const IMPRINT = `> **Aviso para quien opere la plataforma:** los datos entre corchetes son marcadores de posición. Quien opere Kreide debe completarlos con sus propios datos (art. 10 de la Ley 34/2002, LSSI) y hacer revisar este aviso legal.

Kreide es un mercado de código abierto para materiales didácticos. Esta edición la opera:

# Titular

[Nombre o razón social del titular]\\
[Calle y número]\\
[Código postal y localidad]\\
[País]

NIF: [Número de identificación fiscal]

# Contacto

Correo electrónico: [Dirección de correo electrónico]\\
Teléfono: [Número de teléfono]

# Datos registrales

[Registro Mercantil de …, tomo, folio, hoja e inscripción]

# Contenidos de autoras y autores

Los materiales de Kreide los crean docentes, autoras y autores, que son responsables de sus contenidos. Si encuentras un material que vulnera derechos o que no es apropiado para una escuela, comunícanoslo mediante la función de denuncia del material o por correo electrónico. Revisamos cada aviso.

# Resolución de litigios

No estamos obligados ni dispuestos a participar en procedimientos de resolución alternativa de litigios ante una entidad de consumo. Todo lo demás lo regulan nuestras [condiciones generales](/es/info/condiciones).

# Código fuente

Kreide es software libre. El código fuente se publica con una licencia de código abierto; encontrarás las licencias de las bibliotecas y tipografías utilizadas en el repositorio del titular: [Dirección del repositorio].`;

export const PAGES = [
  {
    pageKey: 'terms',
    title: 'Condiciones generales',
    description: 'Las condiciones de Kreide: cuenta, compra y licencias para la enseñanza, venta y honorarios, desistimiento y protección de datos.',
    blocks: [{ type: 'markdown', markdown: TERMS }],
  },
  {
    pageKey: 'imprint',
    title: 'Aviso legal',
    description: 'Datos identificativos del titular de esta edición de Kreide.',
    blocks: [{ type: 'markdown', markdown: IMPRINT }],
  },
  {
    pageKey: 'foundation',
    title: 'Fundación Buena Enseñanza',
    description: 'La Fundación Buena Enseñanza financia materiales didácticos gratuitos y de calidad, y a los docentes que los crean.',
    blocks: [
      {
        type: 'markdown',
        markdown: `Una buena clase no debería depender del tiempo y del dinero que le queden a un docente al final del día. Por eso existe la Fundación Buena Enseñanza: paga a docentes para que creen materiales que después todo el mundo puede usar gratis.

# Qué financiamos

- **Materiales gratuitos** sobre temas que se necesitan en muchas aulas pero pocas veces están bien trabajados: educación para la convivencia, competencia digital, español como lengua de acogida y atención a la diversidad.
- **Materiales en lectura fácil** y con varios niveles de dificultad, para que todo el alumnado pueda aprender a la vez.
- **Proyectos de centros** que después comparten sus materiales con todos.

Los materiales financiados llevan el sello de la fundación y son gratuitos para siempre. Sus autoras y autores reciben unos honorarios fijos de la fundación en lugar de ingresos por venta.

# Cómo presentar tu propuesta

1. Describe tu idea en una página: tema, curso y qué hace especial al material.
2. Envíanos un ejemplo de tu trabajo, por ejemplo un material que ya ofrezcas en Kreide.
3. Un jurado formado por docentes decide cuatro veces al año. Siempre recibirás una respuesta motivada.

Las propuestas se envían a [fundacion@kreide.example](mailto:fundacion@kreide.example).`,
      },
      { type: 'materials', heading: 'Para trabajar la convivencia', query: 'convivencia' },
      {
        type: 'cta',
        heading: '¿Tienes un material que merece llegar a más aulas?',
        body: 'Súbelo a Kreide y compártelo con docentes de toda España.',
        label: 'Subir mi primer material',
        href: '/es/primera-subida',
      },
    ],
  },
  {
    pageKey: 'impact',
    title: 'Nuestro impacto en la educación',
    description: 'Lo que consigue Kreide: docentes que ganan tiempo, autores que cobran de forma justa y centros que comparten lo que tienen.',
    blocks: [
      {
        type: 'markdown',
        markdown: `Cada hora que un docente no pasa buscando material es una hora para su alumnado. De eso trata Kreide, y así medimos nuestro trabajo.

# Tiempo para lo importante

En Kreide encuentras materiales que otros docentes ya han probado en clase, adaptados a la etapa, al curso y al currículo. Las valoraciones y las vistas previas te ayudan a decidir rápidamente si un material encaja con tu grupo.

# Honorarios justos

Quien crea materiales recibe entre el 50 y el 70 % del precio neto, liquidado cada mes y siempre a la vista. Para muchas autoras y autores es el reconocimiento a un trabajo que, de otro modo, se haría gratis en la mesa de la cocina.

# Compartir en lugar de comprar dos veces

Con las cuentas de centro, un colegio compra un material una sola vez y todo el claustro puede usarlo. Es un ahorro que se nota en presupuestos siempre ajustados.

# Abierto a todos

Kreide es código abierto. Cualquier centro, asociación o país puede revisar el software, mejorarlo y gestionarlo por su cuenta. A través de la [Fundación Buena Enseñanza](/es/fundacion-buena-ensenanza), una parte de nuestro trabajo se convierte en materiales gratuitos para todos.`,
      },
      {
        type: 'cta',
        heading: 'Comparte lo que sabes',
        body: '¿Tienes materiales que funcionan en tu aula? Súbelos y ayuda a otros docentes.',
        label: 'Subir mi primer material',
        href: '/es/primera-subida',
      },
    ],
  },
  {
    pageKey: 'saveUkraine',
    title: 'Save Ukraine: educación para la infancia ucraniana',
    description: 'Materiales gratuitos para el alumnado refugiado de Ucrania y sus docentes, y cómo puedes ayudar.',
    blocks: [
      {
        type: 'markdown',
        markdown: `Desde que empezó la guerra contra Ucrania, miles de niñas y niños refugiados se han incorporado a centros educativos de toda Europa, también en España. Han dejado atrás su casa, a menudo a sus amigos y a parte de su familia. La escuela les da estabilidad, siempre que la enseñanza llegue hasta ellos.

# Qué hace Kreide

- Autoras y autores ofrecen gratis materiales de español como lengua de acogida, tarjetas de vocabulario bilingües y recursos de bienvenida.
- Los materiales gratuitos siguen siendo gratuitos: Kreide no gana nada con ellos y cualquier docente puede descargarlos al momento.
- Colaboramos con docentes que vienen de Ucrania y saben lo que necesitan ahora los niños.

# Cómo puedes ayudar

Si has preparado materiales para trabajar con alumnado recién llegado, compártelos gratis. Y si quieres donar, apoya a organizaciones humanitarias reconocidas que reconstruyen escuelas sobre el terreno y acompañan psicológicamente a la infancia.

# En el aula

Un compañero de referencia, un horario con imágenes y un rincón tranquilo ayudan más en los primeros días que cualquier aplicación. No preguntes por la guerra: los niños cuentan lo que viven cuando están preparados.`,
      },
      { type: 'materials', heading: 'Español como lengua de acogida', query: 'Saludos y presentaciones' },
      {
        type: 'cta',
        heading: 'Solidaridad en el aula',
        body: 'Recursos para hablar de la guerra y de la paz con tu alumnado.',
        label: 'Ver #StandWithUkraine',
        href: '/es/standwithukraine',
      },
    ],
  },
  {
    pageKey: 'standWithUkraine',
    title: '#StandWithUkraine',
    description: 'Kreide está con Ucrania: materiales gratuitos, solidaridad en el aula y apoyo para docentes.',
    blocks: [
      {
        type: 'markdown',
        markdown: `Estamos con las personas de Ucrania y con los docentes que, allí y aquí, siguen enseñando en condiciones muy difíciles.

# Hablar de la guerra en clase

Los niños se enteran de lo que pasa en el mundo. Muchos tienen preguntas y algunos, miedo. Los materiales para Primaria y Secundaria ayudan a hablar de la guerra, del exilio y de la paz de forma adecuada a cada edad: con información clara, espacio para las emociones y sin imágenes que abrumen.

# Una solidaridad que llega

En Kreide, los docentes comparten materiales gratuitos para el alumnado refugiado, para las aulas de acogida y para trabajar los derechos humanos y la democracia. Cada material compartido ayuda a que otra compañera u otro compañero llegue a clase bien preparado.

# Cuídate tú también

Las conversaciones sobre la guerra tampoco dejan indiferentes a los docentes. Si ahora mismo te supera, en [¿Estás bien?](/es/estas-bien) encontrarás primeros pasos y lugares donde te escuchan.`,
      },
      { type: 'materials', heading: 'Derechos humanos y paz', query: 'derechos humanos' },
      {
        type: 'cta',
        heading: 'Ayuda tú también',
        body: 'Descubre cómo apoya Kreide a la infancia refugiada y comparte tus materiales.',
        label: 'Ir a Save Ukraine',
        href: '/es/saveukraine',
      },
    ],
  },
  {
    pageKey: 'jobs',
    title: 'Trabaja en Kreide',
    description: 'Trabaja con nosotros en Kreide, el mercado de código abierto para materiales didácticos: ofertas y cómo presentar tu candidatura.',
    blocks: [
      {
        type: 'markdown',
        markdown: `Kreide es un mercado en el que los docentes venden, compran y comparten materiales didácticos, y también un software libre que cualquiera puede revisar y mejorar. Buscamos personas a las que les importen las dos cosas: la buena escuela y el buen software.

# Cómo trabajamos

Somos un equipo pequeño y distribuido. Dejamos por escrito nuestras decisiones, probamos lo que construimos y trabajamos en abierto: el código, los informes de errores y gran parte de los debates son públicos. Muchas personas del equipo han dado clase.

# Ofertas abiertas

- **Desarrolladora o desarrollador de software (TypeScript, Cloudflare Workers):** construyes funciones desde el esquema de la base de datos hasta la interfaz y cuidas de que Kreide siga siendo rápido y seguro.
- **Diseñadora o diseñador de producto:** haces Kreide más sencillo para los docentes, en el móvil y en el ordenador, y accesible para todos.
- **Redacción educativa para España (media jornada):** te ocupas del centro de ayuda y de las campañas y hablas con autoras y autores.

Todos los puestos pueden desempeñarse en remoto desde la UE, con horario flexible.

# Cómo presentar tu candidatura

Envíanos unas líneas sobre ti y sobre por qué te interesa Kreide y, si quieres, un enlace a algo que hayas construido, diseñado o escrito. No necesitamos una carta de presentación formal. Escríbenos a [jobs@kreide.example](mailto:jobs@kreide.example); respondemos en un plazo de dos semanas.`,
      },
      {
        type: 'cta',
        heading: 'Tus datos con nosotros',
        body: 'Cómo tratamos tu candidatura y cuándo la eliminamos.',
        label: 'Protección de datos en la selección',
        href: '/es/info/rgpd-empleo',
      },
    ],
  },
  {
    pageKey: 'gdprJobs',
    title: 'Protección de datos en los procesos de selección',
    description: 'Qué datos tratamos cuando te presentas a una oferta, para qué, durante cuánto tiempo y qué derechos tienes.',
    blocks: [
      {
        type: 'markdown',
        markdown: `Cuando te presentas a una de nuestras ofertas, nos confías datos personales. Aquí te contamos qué hacemos con ellos y qué no.

# Qué datos y para qué

Tratamos la información que nos envías: nombre, datos de contacto, currículum, títulos, ejemplos de trabajo y las notas de las entrevistas. La usamos exclusivamente para decidir sobre tu candidatura (art. 6.1.b RGPD, aplicación de medidas precontractuales a petición tuya). Por favor, no nos envíes datos sobre salud, religión u otras categorías especiales si no son necesarios para el puesto.

# Quién los ve

Solo las personas que participan en la selección. No cedemos tu candidatura a terceros. El correo y los documentos se alojan en proveedores que trabajan por encargo nuestro y siguiendo nuestras instrucciones (art. 28 RGPD).

# Durante cuánto tiempo

Si no te seleccionamos, eliminamos tu documentación seis meses después de terminar el proceso, el tiempo que necesitamos para poder atender posibles reclamaciones. Si quieres formar parte de nuestra bolsa de candidatos, te pediremos antes tu consentimiento y guardaremos tus datos como máximo dos años. Si te contratamos, la documentación necesaria pasará a tu expediente laboral.

# Tus derechos

Puedes solicitar en cualquier momento el acceso a tus datos, su rectificación o supresión, oponerte al tratamiento y retirar tu candidatura. También puedes reclamar ante la Agencia Española de Protección de Datos. El responsable es el titular indicado en el aviso legal; encontrarás más información en el [apartado de protección de datos de nuestras condiciones](/es/info/condiciones#data_protection).`,
      },
      {
        type: 'cta',
        heading: '¿Te animas?',
        body: '',
        label: 'Ver ofertas abiertas',
        href: '/jobs',
      },
    ],
  },
  {
    pageKey: 'tools',
    title: 'Herramientas y tipografías escolares',
    description: 'Herramientas y tipografías escolares para docentes: diseñar fichas, letra ligada, pautas y pequeños ayudantes para el aula.',
    blocks: [
      {
        type: 'markdown',
        markdown: `Un buen material empieza con una buena herramienta. Aquí reunimos lo que ayuda a los docentes a preparar fichas y en el día a día del aula, buena parte de ello de libre acceso.

# Tipografías escolares

En Infantil y Primaria necesitas letras que se parezcan a las que los niños aprenden a escribir: letra de imprenta con la «a» de un solo piso y letra ligada o cursiva escolar para la lectoescritura. Si usas una tipografía en materiales que vendes, revisa su licencia: no todas las fuentes gratuitas permiten el uso comercial. Las alternativas libres con licencia SIL Open Font License son una apuesta segura.

# Diseñar fichas

- **Plantillas en tu procesador de textos:** crea una con encabezado, tipografía y márgenes; ahorrarás tiempo en cada ficha.
- **Pautas y cuadrículas:** la pauta de dos rayas, la pauta Montessori o la cuadrícula facilitan los ejercicios de escritura.
- **Imágenes:** usa dibujos propios o imágenes con licencia que permita la venta, y cita siempre la fuente.

# En el aula

Un generador aleatorio de nombres, un temporizador para el trabajo individual o un semáforo del ruido: pequeños ayudantes digitales que funcionan en la pizarra digital. Para actividades que el alumnado rellena en pantalla, echa un vistazo a los materiales interactivos de Kreide.

# Para autoras y autores

Al subir un material, Kreide genera automáticamente las vistas previas de tus PDF. Exporta tus archivos en PDF con las fuentes incrustadas para que se vean igual en cualquier dispositivo.`,
      },
      {
        type: 'cta',
        heading: '¿Ya tienes tu material listo?',
        body: 'Súbelo y compártelo con otros docentes.',
        label: 'Subir material',
        href: '/es/primera-subida',
      },
    ],
  },
  {
    pageKey: 'podcast',
    title: 'El pódcast de Kreide',
    description: 'Conversaciones sobre la buena enseñanza: docentes, autoras y autores cuentan su día a día en el aula.',
    blocks: [
      {
        type: 'markdown',
        markdown: `En el pódcast de Kreide hablamos con docentes, autoras y autores sobre lo que hace que una clase funcione: con sinceridad, con ideas prácticas y sin jerga. Publicamos un episodio nuevo cada dos meses.`,
      },
      {
        type: 'audio',
        title: 'Episodio 4: Atender a la diversidad sin morir en el intento',
        date: '2026-10-14',
        src: 'https://podcast.kreide.example/es/episodio-04-diversidad.mp3',
        markdown: `Una maestra de Pedagogía Terapéutica y un profesor de Secundaria cuentan cómo preparan actividades en tres niveles sin tardar el triple. Con ideas para materiales que no dejan a nadie atrás.`,
      },
      {
        type: 'audio',
        title: 'Episodio 3: De la ficha a un ingreso extra',
        date: '2026-08-19',
        src: 'https://podcast.kreide.example/es/episodio-03-ingreso-extra.mp3',
        markdown: `Una autora que vende sus materiales en Kreide desde hace años nos cuenta cómo empezó, qué funciona y por qué le importan más los comentarios de sus compañeras que las cifras. Más sobre los honorarios: [Honorarios](/es/honorarios).`,
      },
      {
        type: 'audio',
        title: 'Episodio 2: Cuando el alumnado pregunta por la guerra',
        date: '2026-06-10',
        src: 'https://podcast.kreide.example/es/episodio-02-la-guerra-en-clase.mp3',
        markdown: `Una orientadora explica cómo hablar con niños y adolescentes de la guerra y del exilio, y cómo cuidarnos mientras lo hacemos.`,
      },
      {
        type: 'audio',
        title: 'Episodio 1: Por qué Kreide es de código abierto',
        date: '2026-04-15',
        src: 'https://podcast.kreide.example/es/episodio-01-codigo-abierto.mp3',
        markdown: `El equipo de Kreide explica por qué un mercado de materiales didácticos debería ser software libre y qué ganan con ello los centros.`,
      },
      {
        type: 'cta',
        heading: '¿Quieres más?',
        body: 'En el centro de ayuda encontrarás respuestas y consejos para sacar el máximo partido a Kreide.',
        label: 'Ir al centro de ayuda',
        href: '/es/ayuda',
      },
    ],
  },
  {
    pageKey: 'appLanding',
    title: 'Kreide como app',
    description: 'Kreide en el móvil y la tableta: encuentra materiales, guarda favoritos y abre tus compras en clase.',
    blocks: [
      {
        type: 'markdown',
        markdown: `La mejor idea para la próxima clase rara vez llega sentado a la mesa. Con Kreide en el móvil o la tableta llevas tus materiales contigo: en la sala de profesores, en el tren o en el aula.

# Qué puedes hacer con la app

- **Buscar y explorar** por asignatura, curso y etapa, con vista previa de cada página.
- **Guardar en favoritos** lo que te gusta y seguir planificando después en el ordenador: tu lista es la misma en todas partes.
- **Abrir tus materiales comprados** y proyectarlos directamente en la pizarra digital.
- **Recibir avisos** cuando tus autoras y autores favoritos publiquen algo nuevo.

# Cómo instalar Kreide

Kreide funciona en el navegador de cualquier móvil o tableta. Abre la página y elige «Añadir a pantalla de inicio» en el menú del navegador: tendrás Kreide a un toque, sin pasar por una tienda de aplicaciones y sin ocupar espacio.

# Para autoras y autores

Consulta también fuera de casa cómo se venden tus materiales y responde a las preguntas de tus compañeros.`,
      },
      {
        type: 'cta',
        heading: '¿Aún no tienes cuenta?',
        body: 'El registro es gratuito y se hace en un minuto.',
        label: 'Registrarme',
        href: '/es/registro',
      },
    ],
  },
  {
    pageKey: 'partners',
    title: 'Nuestros socios',
    description: 'Con quién colabora Kreide: centros educativos, instituciones, asociaciones y proyectos de código abierto.',
    blocks: [
      {
        type: 'markdown',
        markdown: `Kreide crece porque mucha gente participa: centros que comparten sus materiales, asociaciones que nos asesoran y proyectos cuyo software libre utilizamos.

# Centros educativos

Los centros usan Kreide con cuentas de centro: compran en común, comparten licencias con todo el claustro y pagan cómodamente con factura. Si sois una red de centros o una cooperativa de enseñanza y queréis usar Kreide en varios colegios, os asesoramos con gusto.

# Instituciones y asociaciones

Con centros de formación del profesorado, facultades de Educación y asociaciones docentes preparamos campañas y colecciones de materiales. Los socios pueden tener páginas y selecciones propias en Kreide.

# Dominios de socios

Asociaciones y socios educativos pueden mostrar Kreide con una dirección propia que lleva a sus miembros directamente a la edición adecuada. Las autoras y los autores también pueden presentar sus materiales en un dominio propio.

# Código abierto

Kreide se basa en software libre y lo comparte todo. Si quieres gestionar Kreide en otro país o para tu propio público, te invitamos a hacerlo. Las interfaces se describen en nuestra [documentación de la API](/es/api).

¿Te interesa colaborar? Escríbenos a [partner@kreide.example](mailto:partner@kreide.example).`,
      },
      {
        type: 'cta',
        heading: 'Invita a tus compañeros',
        body: 'Cuantos más docentes comparten, mejores materiales encontramos todos.',
        label: 'Invitar a docentes',
        href: '/es/invita-docentes',
      },
    ],
  },
  {
    pageKey: 'team',
    title: 'El equipo de Kreide',
    description: 'Quién hace Kreide en España: personas que vienen del aula, de la redacción y del desarrollo de software.',
    blocks: [
      {
        type: 'markdown',
        markdown: `Detrás de Kreide hay un equipo pequeño que conoce la escuela por dentro. Algunas personas han dado clase durante años y otras llevan mucho tiempo construyendo software; todas queremos que los docentes tengan más tiempo para su alumnado.

# Comunidad y redacción

Nuestro equipo de redacción se ocupa del centro de ayuda y de las campañas. Habla con autoras y autores, revisa los materiales nuevos y recoge lo que los docentes esperan de Kreide. En España trabajamos con docentes de distintas comunidades autónomas para que los materiales encajen con cada currículo.

# Atención al usuario

¿Tienes una pregunta sobre una compra, tus honorarios o la cuenta de tu centro? Nuestro equipo de atención responde en días laborables, normalmente el mismo día. Muchas respuestas las encuentras al instante en el [centro de ayuda](/es/ayuda).

# Desarrollo

Kreide es de código abierto. Nuestro equipo de desarrollo trabaja en abierto, y cualquiera puede informar de errores, proponer mejoras o programar con nosotros.

# Únete

Buscamos refuerzos de forma regular: echa un vistazo a nuestras [ofertas de empleo](/jobs).`,
      },
      {
        type: 'cta',
        heading: '¿Tienes alguna pregunta?',
        body: 'En el centro de ayuda encontrarás las respuestas más frecuentes.',
        label: 'Ir al centro de ayuda',
        href: '/es/ayuda',
      },
    ],
  },
  {
    pageKey: 'areYouOk',
    title: '¿Estás bien? Salud mental para docentes',
    description: 'Cuando la escuela pesa demasiado: señales de alerta, primeros pasos y dónde encontrar ayuda en España.',
    blocks: [
      {
        type: 'markdown',
        markdown: `Ser docente es una profesión preciosa, y también una que exige mucha energía: clases numerosas, correcciones el fin de semana, conflictos con las familias, preocupación por algún alumno. Si ahora mismo no estás bien, no eres la única persona a la que le pasa. Esta página te ayuda a dar los primeros pasos.

# Toma en serio las señales

- Duermes mal, te despiertas de noche pensando en el colegio o el instituto.
- Las vacaciones ya no te bastan para recuperarte.
- Lo que antes te ilusionaba ahora te resulta indiferente.
- Te irritas con facilidad, te aíslas o tienes molestias físicas sin causa clara.

Si estas señales duran semanas, no es un fracaso personal: es una señal para cambiar algo.

# Primeros pasos

1. **Háblalo** con alguien de confianza, con una compañera o con tu médico de familia, que puede derivarte a salud mental.
2. **Busca apoyo en tu centro:** el equipo directivo, el departamento de orientación y el servicio de prevención de riesgos laborales de tu Consejería están para ayudarte.
3. **Descarga trabajo:** no tienes que crear cada ficha tú. Compartir y usar lo que han hecho otros no es hacer trampa, es repartir el trabajo con inteligencia.

# Aquí encuentras ayuda ahora mismo

- **Línea 024** de atención a la conducta suicida: [024](tel:024). Gratuita, confidencial y disponible las 24 horas.
- **Teléfono de la Esperanza:** [717 003 717](tel:717003717), para hablar cuando lo necesites.
- **En caso de emergencia:** llama al [112](tel:112).`,
      },
      {
        type: 'faq',
        heading: 'Preguntas frecuentes',
        items: [
          {
            question: '¿Se enterará mi centro si pido ayuda?',
            answer: 'No. Las llamadas al 024 y al Teléfono de la Esperanza son confidenciales, y el personal sanitario está sujeto al secreto profesional. El servicio de prevención también trata tus datos de salud de forma confidencial.',
          },
          {
            question: '¿Cómo accedo a atención psicológica?',
            answer: 'En la sanidad pública, a través de tu médico de familia, que puede derivarte a la unidad de salud mental. Si tienes una mutualidad o un seguro privado, consulta qué cobertura ofrece.',
          },
        ],
      },
      {
        type: 'cta',
        heading: 'Para tu alumnado',
        body: 'Una página con lenguaje adaptado a niños y adolescentes, con el teléfono de la Fundación ANAR.',
        label: '¿Estás bien? para niños',
        href: '/es/estas-bien/ninos',
      },
    ],
  },
  {
    pageKey: 'areYouOkKids',
    title: '¿Estás bien? Para niños, niñas y adolescentes',
    description: 'Si estás triste, tienes miedo o todo se te hace cuesta arriba: aquí encuentras a personas que te escuchan.',
    blocks: [
      {
        type: 'markdown',
        markdown: `Todo el mundo tiene días malos. A veces estamos tristes, enfadados o con miedo: por el colegio, por una pelea con los amigos o en casa, o sin saber muy bien por qué. No pasa nada. Y no tienes que quedarte solo o sola con ello.

# Cómo puedes notar que no estás bien

- A menudo te duele la tripa o la cabeza, sobre todo por la mañana antes de ir a clase.
- Te cuesta dormirte porque no paras de darle vueltas a las cosas.
- Ya no te apetece hacer lo que antes te gustaba.
- Te sientes solo o sola, aunque haya gente a tu alrededor.

# Qué te puede ayudar

1. **Cuéntaselo a alguien** de confianza: a tu madre o a tu padre, a una profesora o un profesor, a tu tutor, a tu abuela o a una amiga.
2. **Escribe o dibuja** lo que te preocupa. A veces un sentimiento se hace más pequeño cuando está en un papel.
3. **Haz algo que te siente bien:** salir a la calle, escuchar música, moverte, jugar con tu mascota.

# Aquí alguien te escucha

- **Fundación ANAR – Teléfono de Ayuda a Niños y Adolescentes:** [900 20 20 10](tel:900202010). Es gratis, confidencial y funciona las 24 horas, todos los días. No hace falta que digas tu nombre.
- **Chat de la Fundación ANAR:** en [anar.org](https://www.anar.org) también puedes escribir si te cuesta hablar.
- **Si estás en peligro:** llama al [112](tel:112).

Eres importante. Pedir ayuda es de valientes.`,
      },
      {
        type: 'materials',
        heading: 'Para docentes: materiales para hablar de las emociones',
        query: 'emociones',
      },
    ],
  },
];
