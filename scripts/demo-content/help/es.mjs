// Demo help centre, Spanish (scripts/demo-content/help.mjs).
export const HELP_ES = [
  {
    slug: 'comprar-descargar',
    title: 'Comprar y descargar',
    description: 'Carrito, pago, descargas, cupones y saldo.',
    articles: [
      {
        slug: 'comprar-material',
        title: '¿Cómo compro un material?',
        faq: true,
        body: `
Añade el material al carrito desde su página y ve a la caja. Allí ves el precio total con IVA, puedes canjear un cupón y usar tu saldo.

El pago se hace en la página segura de nuestro proveedor de pagos; los datos de tu tarjeta nunca llegan a Kreide. En cuanto se confirma el pago, recibes un correo con enlaces a tu pedido, a las descargas y a la factura.

- No puedes volver a añadir al carrito un material que ya compraste o que ya tiene tu centro: nadie paga dos veces.
- Si un material forma parte de un lote que también está en el carrito, solo se cobra una vez.
`,
      },
      {
        slug: 'encontrar-descargas',
        title: '¿Dónde encuentro los materiales que he comprado?',
        faq: true,
        body: `
Todas tus compras están en tu cuenta, en **Materiales comprados**. Desde allí descargas cada archivo tantas veces como quieras.

Los PDF llevan en cada página tu nombre y un número de licencia. Así se ve que la copia es tuya y se protege el trabajo de quienes los crearon. Por eso, no compartas los archivos comprados.

Los materiales gratuitos también se pueden descargar sin cuenta: recibes un enlace válido durante siete días.
`,
      },
      {
        slug: 'cupones-saldo',
        title: 'Canjear cupones y saldo',
        body: `
El **cupón** se introduce en el carrito. Cada cupón tiene un periodo de validez y, a veces, un pedido mínimo y un límite de usos. Algunos solo valen para ciertos autores o materiales. Si un cupón no se puede aplicar, el carrito te explica por qué.

El **saldo** (por ejemplo, de un reembolso) se descuenta en la caja si lo eliges. Si el pago falla o cancelas el pedido, recuperas el cupón y el saldo.
`,
      },
    ],
  },
  {
    slug: 'vender-materiales',
    title: 'Vender materiales',
    description: 'Cuenta de vendedor, subida, revisión e ingresos.',
    articles: [
      {
        slug: 'empezar-a-vender',
        title: '¿Cómo empiezo a vender?',
        faq: true,
        body: `
Cualquier docente con una cuenta de Kreide puede vender sus propios materiales. Solo hacen falta dos pasos:

1. Aceptas las condiciones para vendedores.
2. Eliges tu nombre público (de 2 a 60 caracteres). Con ese nombre aparecen tus materiales y tu página de autor.

Después, el asistente te guía por tu primer material: subir el archivo, elegir título, asignaturas y etapa educativa, y fijar el precio.
`,
      },
      {
        slug: 'subida-revision',
        title: 'De la subida a la publicación',
        body: `
Puedes subir archivos PDF, Word, PowerPoint, Excel y OpenDocument, además de EPUB, ZIP, audio, vídeo e imágenes. En los PDF creamos automáticamente la vista previa de las cinco primeras páginas, con la marca de agua «Kreide · Vorschau».

Cuando todo está completo, envías el material a **revisión**. Nuestro equipo lo revisa y lo publica o lo rechaza explicando el motivo. Un material rechazado se puede corregir y volver a enviar.

Un material de pago cuesta como mínimo 0,50 € y como máximo 150 €; gratis siempre es posible.
`,
      },
      {
        slug: 'ingresos-pagos',
        title: '¿Cuánto gano y cuándo cobro?',
        faq: true,
        body: `
Recibes una parte del precio neto de cada venta:

- **50 %** hasta 24 materiales activos,
- **60 %** a partir de 25 materiales activos,
- **70 %** a partir de 100 materiales activos.

Cada mes emitimos una nota de abono con tus ingresos. Te pagamos en cuanto tu saldo llega a **20 €** y tus datos de cobro (IBAN y BIC) están completos; un importe menor pasa al mes siguiente.
`,
      },
    ],
  },
  {
    slug: 'cuenta-privacidad',
    title: 'Cuenta y privacidad',
    description: 'Inicio de sesión, contraseña y tus datos.',
    articles: [
      {
        slug: 'olvide-contrasena',
        title: 'He olvidado mi contraseña',
        body: `
Al iniciar sesión, elige **¿Has olvidado tu contraseña?** e introduce tu correo. Te enviamos un enlace válido durante **dos horas** que solo funciona una vez.

Con la nueva contraseña se cierran todas las sesiones abiertas. Así nadie puede seguir usando la contraseña antigua.

Por privacidad, nunca decimos si una dirección tiene cuenta. Si no llega ningún correo, revisa la carpeta de spam y cómo escribiste la dirección.
`,
      },
      {
        slug: 'exportar-borrar-datos',
        title: 'Descargar mis datos o borrar mi cuenta',
        faq: true,
        body: `
En los **ajustes de la cuenta** encuentras las dos cosas:

- **Descargar tus datos:** recibes en un archivo todos los datos que guardamos de tu cuenta.
- **Borrar la cuenta:** confírmalo con tu contraseña (o, si tu cuenta no tiene contraseña, con tu correo). La cuenta se borra y se cierran todas tus sesiones.

Una cuenta borrada no se puede recuperar. Descarga antes todo lo que quieras conservar.
`,
      },
    ],
  },
  {
    slug: 'centros-licencias',
    title: 'Centros educativos y licencias',
    description: 'Cuenta del centro, invitar a compañeros y licencias del centro.',
    articles: [
      {
        slug: 'crear-centro',
        title: 'Crear la cuenta de un centro',
        body: `
En **Mi centro** das de alta tu centro: nombre, dirección, tipo de centro y un breve texto sobre tu función en él. Si quieres, indica el dominio de correo oficial del centro; así vemos enseguida si tu dirección coincide.

Nuestro equipo revisa los datos; mientras tanto, el centro aparece como «en revisión». Solo un centro **verificado** puede comprar con factura. Quien crea el centro pasa a ser su administrador.
`,
      },
      {
        slug: 'invitar-companeros',
        title: 'Invitar a compañeros y compartir licencias',
        faq: true,
        body: `
Como administrador, invitas a tus compañeros por correo. El enlace de invitación vale **14 días**; quien aún no tiene cuenta se registra con esa misma dirección.

Todo lo que se compra para el centro lo pueden descargar **todos los miembros**. Quien deja el centro pierde al momento las licencias del centro, pero conserva los materiales que compró por su cuenta.

En la **lista de deseos del centro** los miembros proponen materiales; la administración los pasa al carrito y los compra para todos.
`,
      },
    ],
  },
  {
    slug: 'pagos-facturas',
    title: 'Pagos y facturas',
    description: 'Formas de pago, facturas y pedidos pendientes.',
    articles: [
      {
        slug: 'formas-de-pago',
        title: '¿Qué formas de pago hay?',
        body: `
Pagas en la página de nuestro proveedor de pagos. Allí ves qué formas de pago se ofrecen (por ejemplo, tarjeta o domiciliación).

Los miembros de un centro verificado también pueden comprar **con factura** para su centro; la factura va a la dirección de facturación del centro.

Mientras un pedido espera el pago, tu carrito queda bloqueado. Desde el carrito puedes seguir pagando o cancelar el pedido.
`,
      },
      {
        slug: 'encontrar-factura',
        title: '¿Dónde encuentro mi factura?',
        faq: true,
        body: `
Cada pedido pagado tiene una factura con número correlativo, por ejemplo ES-2026-000042. La encuentras en tu cuenta, en **Facturas**, y la descargas en PDF; el enlace también llega con la confirmación del pedido.

Si se reembolsa un pedido, recibes una factura rectificativa con su propio número.
`,
      },
    ],
  },
];
