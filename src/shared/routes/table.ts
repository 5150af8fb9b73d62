import type { RouteEntry, RouteShape } from './types';

/**
 * Every screen of the product, as data (docs/screens.md is generated from this table).
 *
 * German slugs are the product's own; es, fr, gr and it slugs are our own natural words (ASCII, gr in
 * Latin transliteration); `default` holds the English words every further world uses. A screen
 * that exists in one world only still names its path under `default`, which no other world reads.
 * The root entry point `/` and the author-domain pages are not screens of this table.
 */
const TABLE = [
  // Home, content and campaigns
  {
    name: 'home',
    path: { de: '', es: '', fr: '', gr: '', it: '', default: '' },
    switchable: true, robots: 'index', area: 'home', filledBy: 'foundation',
  },
  {
    name: 'teacherMarketplace',
    path: {
      de: 'lehrermarktplatz', es: 'mercado-docentes', fr: 'marche-enseignants',
      gr: 'agora-ekpaideftikon', it: 'mercato-insegnanti', default: 'teacher-marketplace',
    },
    switchable: true, robots: 'index', area: 'landing', filledBy: 'catalogue',
  },
  {
    name: 'homeschooling',
    path: {
      de: 'homeschooling', es: 'educacion-en-casa', fr: 'ecole-a-la-maison', gr: 'homeschooling',
      it: 'istruzione-parentale', default: 'homeschooling',
    },
    switchable: true, robots: 'index', area: 'landing', filledBy: 'catalogue',
  },
  {
    name: 'foundation',
    path: {
      de: 'stiftung-guter-unterricht', es: 'fundacion-buena-ensenanza', fr: 'fondation-bon-enseignement',
      gr: 'idryma-kalis-didaskalias', it: 'fondazione-buon-insegnamento', default: 'good-teaching-foundation',
    },
    switchable: true, robots: 'index', area: 'landing', filledBy: 'content',
  },
  {
    name: 'freeMaterials',
    path: { de: 'stiftung/unterrichtsmaterial', default: 'stiftung/unterrichtsmaterial' },
    worlds: ['de'], switchable: false, robots: 'index', parent: 'foundation', area: 'landing', filledBy: 'catalogue',
  },
  {
    name: 'freeMaterialsItem',
    path: { de: 'stiftung/unterrichtsmaterial/:id/:slug*', default: 'stiftung/unterrichtsmaterial/:id/:slug*' },
    worlds: ['de'], switchable: false, robots: 'index', parent: 'freeMaterials', area: 'landing', filledBy: 'catalogue',
  },
  {
    name: 'impact',
    path: {
      de: 'unser-impact-bildung', es: 'nuestro-impacto-educacion', fr: 'notre-impact-education',
      gr: 'o-antiktypos-mas', it: 'il-nostro-impatto-istruzione', default: 'our-education-impact',
    },
    switchable: true, robots: 'index', area: 'landing', filledBy: 'content',
  },
  {
    name: 'climateCampaign',
    path: { de: 'klimawandel-jetzt-handeln', default: 'klimawandel-jetzt-handeln' },
    worlds: ['de'], switchable: false, robots: 'index', area: 'landing', filledBy: 'content',
  },
  {
    name: 'inclusionCampaign',
    path: { de: 'inklusiver-unterricht', default: 'inklusiver-unterricht' },
    worlds: ['de'], switchable: false, robots: 'index', area: 'landing', filledBy: 'content',
  },
  {
    name: 'agroNordwest',
    path: { de: 'agro-nordwest', default: 'agro-nordwest' },
    worlds: ['de'], switchable: false, robots: 'index', area: 'landing', filledBy: 'content',
  },
  {
    name: 'saveUkraine',
    path: { de: 'saveukraine', es: 'saveukraine', fr: 'saveukraine', gr: 'saveukraine', it: 'saveukraine', default: 'saveukraine' },
    switchable: true, robots: 'index', area: 'landing', filledBy: 'content',
  },
  {
    name: 'standWithUkraine',
    path: {
      de: 'standwithukraine', es: 'standwithukraine', fr: 'standwithukraine', gr: 'standwithukraine',
      it: 'standwithukraine', default: 'standwithukraine',
    },
    switchable: true, robots: 'index', area: 'landing', filledBy: 'content',
  },
  {
    name: 'standWithUkraineDe',
    path: { de: 'ukraine-hilfe', default: 'ukraine-hilfe' },
    worlds: ['de'], switchable: false, robots: 'index', area: 'landing', filledBy: 'content',
  },
  {
    name: 'jobs',
    path: { default: 'jobs' },
    unprefixed: true, switchable: false, robots: 'index', area: 'service-pages', filledBy: 'content',
  },
  {
    name: 'gdprJobs',
    path: {
      de: 'info/gdpr-jobs', es: 'info/rgpd-empleo', fr: 'info/rgpd-emplois', gr: 'info/gdpr-theseis-ergasias',
      it: 'info/gdpr-lavoro', default: 'info/gdpr-jobs',
    },
    switchable: true, robots: 'index', area: 'info', filledBy: 'content',
  },
  {
    name: 'magazine',
    path: { de: 'magazin', default: 'magazin' },
    worlds: ['de'], switchable: false, robots: 'index', area: 'blogpost', filledBy: 'content',
  },
  {
    name: 'blogPost',
    path: { de: 'post/:id', es: 'post/:id', fr: 'billet/:id', gr: 'post/:id', it: 'post/:id', default: 'post/:id' },
    switchable: false, robots: 'index', area: 'blogpost', filledBy: 'content',
  },
  {
    name: 'postEditor',
    path: {
      de: 'post-editor', es: 'editor-entradas', fr: 'editeur-billets', gr: 'epexergastis-arthron',
      it: 'editor-articoli', default: 'post-editor',
    },
    switchable: false, robots: 'noindex', area: 'blogpost', filledBy: 'content',
  },
  {
    name: 'tools',
    path: { de: 'werkzeuge', es: 'herramientas', fr: 'outils', gr: 'ergaleia', it: 'strumenti', default: 'tools' },
    switchable: true, robots: 'index', area: 'service-pages', filledBy: 'content',
  },
  {
    name: 'podcast',
    path: { de: 'podcast', es: 'podcast', fr: 'podcast', gr: 'podcast', it: 'podcast', default: 'podcast' },
    switchable: true, robots: 'index', area: 'landing', filledBy: 'content',
  },
  {
    name: 'appLanding',
    path: { de: 'app', es: 'app', fr: 'application', gr: 'efarmogi', it: 'app', default: 'app' },
    switchable: true, robots: 'index', area: 'landing', filledBy: 'content',
  },
  {
    name: 'partners',
    path: { de: 'partner', es: 'socios', fr: 'partenaires', gr: 'synergates', it: 'partner', default: 'partners' },
    switchable: true, robots: 'index', area: 'landing', filledBy: 'content',
  },
  {
    name: 'team',
    path: { de: 'team', es: 'equipo', fr: 'equipe', gr: 'omada', it: 'squadra', default: 'team' },
    switchable: true, robots: 'index', area: 'landing', filledBy: 'content',
  },
  {
    name: 'areYouOk',
    path: { de: 'are-you-ok', es: 'estas-bien', fr: 'ca-va', gr: 'eisai-kala', it: 'stai-bene', default: 'are-you-ok' },
    switchable: true, robots: 'index', area: 'landing', filledBy: 'content',
  },
  {
    name: 'areYouOkKids',
    path: {
      de: 'are-you-ok/kids', es: 'estas-bien/ninos', fr: 'ca-va/enfants', gr: 'eisai-kala/paidia',
      it: 'stai-bene/bambini', default: 'are-you-ok/kids',
    },
    switchable: true, robots: 'index', parent: 'areYouOk', area: 'landing', filledBy: 'content',
  },
  {
    name: 'offers',
    path: { de: 'angebote', es: 'ofertas', fr: 'offres', gr: 'prosfores', it: 'offerte', default: 'offers' },
    switchable: true, robots: 'index', area: 'landing', filledBy: 'catalogue',
  },
  {
    name: 'recommendations',
    path: {
      de: 'empfehlungen', es: 'recomendaciones', fr: 'recommandations', gr: 'protaseis', it: 'consigli',
      default: 'recommendations',
    },
    switchable: true, robots: 'index', area: 'landing', filledBy: 'catalogue',
  },
  {
    name: 'keywordLanding',
    path: {
      de: 'tema/:id/:slug*', es: 'tema/:id/:slug*', fr: 'tema/:id/:slug*', gr: 'tema/:id/:slug*',
      it: 'tema/:id/:slug*', default: 'tema/:id/:slug*',
    },
    switchable: false, robots: 'index', area: 'landing', filledBy: 'catalogue',
  },
  {
    name: 'lessonsLanding',
    path: {
      de: 'unterricht/:id/:slug*', es: 'temas/:id/:slug*', fr: 'sujets/:id/:slug*', gr: 'lessons/:id/:slug*',
      it: 'lezione/:id/:slug*', default: 'lessons/:id/:slug*',
    },
    switchable: false, robots: 'index', area: 'landing', filledBy: 'catalogue',
  },
  {
    name: 'schoolLanding',
    path: { de: 'schulmaterialen/:school', default: 'schulmaterialen/:school' },
    worlds: ['de'], switchable: false, robots: 'index', area: 'landing', filledBy: 'catalogue',
  },
  {
    name: 'schoolLandingItem',
    path: { de: 'schulmaterialen/:school/:id/:slug*', default: 'schulmaterialen/:school/:id/:slug*' },
    worlds: ['de'], switchable: false, robots: 'index', area: 'landing', filledBy: 'catalogue',
  },
  {
    name: 'apiInfo',
    path: { de: 'api', es: 'api', fr: 'api', gr: 'api', it: 'api', default: 'api' },
    switchable: true, robots: 'noindex', area: 'service-pages', filledBy: 'content',
  },

  // Materials and search
  {
    name: 'materialPage',
    path: {
      de: 'material/:id/:slug', es: 'material/:id/:slug', fr: 'material/:id/:slug', gr: 'material/:id/:slug',
      it: 'materiale/:id/:slug', default: 'material/:id/:slug',
    },
    switchable: false, robots: 'index', area: 'material-page', filledBy: 'foundation',
  },
  {
    // A material's address without its slug: answered with a 301 to the full address.
    name: 'materialShortLink',
    path: { de: 'material/:id', es: 'material/:id', fr: 'material/:id', gr: 'material/:id', it: 'materiale/:id', default: 'material/:id' },
    switchable: false, robots: 'noindex', area: 'material-page', filledBy: 'foundation',
  },
  {
    name: 'materialCardPreview',
    path: {
      de: 'materialkarte-vorschau/:id', es: 'vista-previa-tarjeta/:id', fr: 'apercu-fiche/:id',
      gr: 'proepiskopisi-kartas/:id', it: 'anteprima-scheda/:id', default: 'material-card-preview/:id',
    },
    switchable: false, robots: 'noindex', area: 'material-page', filledBy: 'catalogue',
  },
  {
    name: 'materialFeedback',
    path: {
      de: 'material-rueckmeldung/:id', es: 'opinion-material/:id', fr: 'avis-materiel/:id',
      gr: 'sxolia-ylikou/:id', it: 'feedback-materiale/:id', default: 'material-feedback/:id',
    },
    switchable: false, robots: 'noindex', area: 'material-feedbacks', filledBy: 'catalogue',
  },
  {
    name: 'searchResults',
    path: {
      de: 'suchergebnisse', es: 'resultados-busqueda', fr: 'resultats-recherche',
      gr: 'apotelesmata-anazitisis', it: 'risultati-ricerca', default: 'search-results',
    },
    switchable: true, robots: 'noindex,follow', area: 'search', filledBy: 'foundation',
  },

  // Authors and profiles
  {
    name: 'authorPage',
    path: {
      de: 'autor/:id/:slug', es: 'autor/:id/:slug', fr: 'auteur/:id/:slug', gr: 'author/:id/:slug',
      it: 'autore/:id/:slug', default: 'author/:id/:slug',
    },
    switchable: false, robots: 'index', area: 'author-page', filledBy: 'foundation',
  },
  {
    name: 'authorBlog',
    path: {
      de: 'autor/:id/:slug/blog', es: 'autor/:id/:slug/blog', fr: 'auteur/:id/:slug/blog',
      gr: 'author/:id/:slug/blog', it: 'autore/:id/:slug/blog', default: 'author/:id/:slug/blog',
    },
    switchable: false, robots: 'index', area: 'author-page', filledBy: 'content',
  },
  {
    name: 'authorMaterials',
    path: {
      de: 'autor/:id/:slug/materialien', es: 'autor/:id/:slug/materiales', fr: 'auteur/:id/:slug/materiaux',
      gr: 'author/:id/:slug/materials', it: 'autore/:id/:slug/materiali', default: 'author/:id/:slug/materials',
    },
    switchable: false, robots: 'index', area: 'author-page', filledBy: 'catalogue',
  },
  {
    name: 'userProfile',
    path: { de: 'id/:id/:slug', es: 'id/:id/:slug', fr: 'id/:id/:slug', gr: 'id/:id/:slug', it: 'id/:id/:slug', default: 'id/:id/:slug' },
    switchable: false, robots: 'index', area: 'author-page', filledBy: 'foundation',
  },
  {
    name: 'userProfileShort',
    path: { de: 'id/:id', es: 'id/:id', fr: 'id/:id', gr: 'id/:id', it: 'id/:id', default: 'id/:id' },
    switchable: false, robots: 'index', area: 'author-page', filledBy: 'foundation',
  },
  {
    name: 'authorRedirect',
    path: { de: 'autor', es: 'autor', fr: 'auteur', gr: 'author', it: 'autore', default: 'author' },
    switchable: false, robots: 'noindex', area: 'author-page', filledBy: 'foundation',
  },
  {
    name: 'myAuthorProfile',
    path: {
      de: 'mein-autorenprofil', es: 'mi-perfil-de-autor', fr: 'mon-profil-auteur', gr: 'to-profil-mou',
      it: 'il-mio-profilo-autore', default: 'my-author-profile',
    },
    switchable: false, robots: 'noindex', area: 'author-page', filledBy: 'foundation',
  },
  {
    name: 'unfollowAuthor',
    path: {
      de: 'autor-entfolgen/:token', es: 'dejar-de-seguir-autor/:token', fr: 'ne-plus-suivre-auteur/:token',
      gr: 'diakopi-parakolouthisis/:token', it: 'smetti-di-seguire-autore/:token', default: 'unfollow-author/:token',
    },
    switchable: false, robots: 'noindex', area: 'author-page', filledBy: 'notifications',
  },

  // Account and cabinet
  {
    name: 'login',
    path: { de: 'anmelden', es: 'iniciar-sesion', fr: 'connexion', gr: 'syndesi', it: 'accedi', default: 'login' },
    switchable: true, robots: 'noindex', area: 'login', filledBy: 'identity',
  },
  {
    name: 'loginAs',
    path: {
      de: 'anmelden-als', es: 'iniciar-sesion-como', fr: 'connexion-en-tant-que', gr: 'syndesi-os',
      it: 'accedi-come', default: 'login-as',
    },
    switchable: false, robots: 'noindex', area: 'login', filledBy: 'identity',
  },
  {
    name: 'authorize',
    path: { de: 'autorisieren', es: 'autorizar', fr: 'autoriser', gr: 'exousiodotisi', it: 'autorizza', default: 'authorize' },
    switchable: false, robots: 'noindex', area: 'login', filledBy: 'identity',
  },
  {
    // An OAuth callback: one technical path in every world, as registered with Microsoft.
    name: 'microsoftRedirect',
    path: {
      de: 'microsoft-redirect-uri', es: 'microsoft-redirect-uri', fr: 'microsoft-redirect-uri',
      gr: 'microsoft-redirect-uri', it: 'microsoft-redirect-uri', default: 'microsoft-redirect-uri',
    },
    switchable: false, robots: 'noindex', area: 'login', filledBy: 'identity',
  },
  {
    name: 'register',
    path: { de: 'registrieren', es: 'registro', fr: 'inscription', gr: 'eggrafi', it: 'registrati', default: 'register' },
    switchable: true, robots: 'noindex', area: 'signup', filledBy: 'identity',
  },
  {
    name: 'registerConfirm',
    path: {
      de: 'registrieren/bestaetigen/:registrationToken', es: 'registro/confirmar/:registrationToken',
      fr: 'inscription/confirmer/:registrationToken', gr: 'eggrafi/epivevaiosi/:registrationToken',
      it: 'registrati/conferma/:registrationToken', default: 'register/confirm/:registrationToken',
    },
    switchable: false, robots: 'noindex', parent: 'register', area: 'signup', filledBy: 'identity',
  },
  {
    name: 'finishRegistration',
    path: {
      de: 'registrierung-abschliessen/:token', es: 'completar-registro/:token', fr: 'finaliser-inscription/:token',
      gr: 'oloklirosi-eggrafis/:token', it: 'completa-registrazione/:token', default: 'finish-registration/:token',
    },
    switchable: false, robots: 'noindex', area: 'signup', filledBy: 'identity',
  },
  {
    name: 'forgotPassword',
    path: {
      de: 'passwort-vergessen', es: 'contrasena-olvidada', fr: 'mot-de-passe-oublie', gr: 'xechasa-ton-kodiko',
      it: 'password-dimenticata', default: 'forgot-password',
    },
    switchable: false, robots: 'noindex', parent: 'login', area: 'login', filledBy: 'identity',
  },
  {
    name: 'passwordRecovery',
    path: {
      de: 'passwort-wiederherstellen/:token', es: 'recuperar-contrasena/:token', fr: 'recuperer-mot-de-passe/:token',
      gr: 'anaktisi-kodikou/:token', it: 'recupera-password/:token', default: 'password-recovery/:token',
    },
    switchable: false, robots: 'noindex', area: 'login', filledBy: 'identity',
  },
  {
    name: 'cabinetSettings',
    path: { de: 'einstellungen', es: 'ajustes', fr: 'parametres', gr: 'rythmiseis', it: 'impostazioni', default: 'settings' },
    switchable: true, robots: 'noindex', area: 'cabinet-settings', filledBy: 'identity',
  },
  {
    name: 'changePassword',
    path: {
      de: 'passwort-aendern', es: 'cambiar-contrasena', fr: 'changer-mot-de-passe', gr: 'allagi-kodikou',
      it: 'cambia-password', default: 'change-password',
    },
    switchable: true, robots: 'noindex', parent: 'cabinetSettings', area: 'cabinet-settings', filledBy: 'identity',
  },
  {
    name: 'changeEmail',
    path: {
      de: 'email-aendern', es: 'cambiar-email', fr: 'changer-email', gr: 'allagi-email', it: 'cambia-email',
      default: 'change-email',
    },
    switchable: true, robots: 'noindex', parent: 'cabinetSettings', area: 'cabinet-settings', filledBy: 'identity',
  },
  {
    name: 'confirmEmailChange',
    path: {
      de: 'email-aendern/bestaetigen/:confirmationToken', es: 'cambiar-email/confirmar/:confirmationToken',
      fr: 'changer-email/confirmer/:confirmationToken', gr: 'allagi-email/epivevaiosi/:confirmationToken',
      it: 'cambia-email/conferma/:confirmationToken', default: 'change-email/confirm/:confirmationToken',
    },
    switchable: false, robots: 'noindex', parent: 'changeEmail', area: 'cabinet-settings', filledBy: 'identity',
  },
  {
    name: 'changeCountry',
    path: {
      de: 'andern-land', es: 'cambiar-pais', fr: 'changer-pays', gr: 'allagi-choras', it: 'cambia-paese',
      default: 'change-country',
    },
    switchable: false, robots: 'noindex', parent: 'cabinetSettings', area: 'cabinet-settings', filledBy: 'identity',
  },
  {
    name: 'boughtMaterials',
    path: {
      de: 'erworbene-materialien', es: 'materiales-comprados', fr: 'materiels-achetes', gr: 'agorasmena-ylika',
      it: 'materiali-acquistati', default: 'bought-materials',
    },
    switchable: true, robots: 'noindex', area: 'cabinet-materials', filledBy: 'commerce',
  },
  {
    name: 'bankDetails',
    path: {
      de: 'kontoverbindung', es: 'datos-bancarios', fr: 'coordonnees-bancaires', gr: 'trapezika-stoicheia',
      it: 'coordinate-bancarie', default: 'bank-details',
    },
    switchable: true, robots: 'noindex', parent: 'cabinetSettings', area: 'cabinet-settings', filledBy: 'identity',
  },
  {
    name: 'billingAddress',
    path: {
      de: 'rechnungsanschrift', es: 'direccion-facturacion', fr: 'adresse-facturation', gr: 'dieuthynsi-timologisis',
      it: 'indirizzo-fatturazione', default: 'billing-address',
    },
    switchable: true, robots: 'noindex', parent: 'cabinetSettings', area: 'cabinet-settings', filledBy: 'identity',
  },
  {
    name: 'notificationPreferences',
    path: {
      de: 'benachrichtigungen', es: 'notificaciones', fr: 'notifications', gr: 'eidopoiiseis', it: 'notifiche',
      default: 'notification-preferences',
    },
    switchable: true, robots: 'noindex', parent: 'cabinetSettings', area: 'cabinet-settings', filledBy: 'identity',
  },
  {
    name: 'creditBalance',
    path: { de: 'guthaben', es: 'saldo', fr: 'solde', gr: 'ypoloipo', it: 'credito', default: 'credit-balance' },
    switchable: true, robots: 'noindex', area: 'cabinet-settings', filledBy: 'commerce',
  },
  {
    name: 'invoices',
    path: {
      de: 'rechnungen-steuerbelege', es: 'facturas-documentos-fiscales', fr: 'factures-documents-fiscaux',
      gr: 'timologia-forologika-engrafa', it: 'fatture-documenti-fiscali', default: 'invoices-tax-documents',
    },
    switchable: true, robots: 'noindex', area: 'cabinet-settings', filledBy: 'commerce',
  },
  {
    name: 'authorFees',
    path: { de: 'honorar', es: 'honorarios', fr: 'honoraires', gr: 'amoives', it: 'compensi', default: 'author-fees' },
    switchable: true, robots: 'noindex', parent: 'salesDownloads', area: 'cabinet-sales', filledBy: 'seller',
  },
  {
    name: 'charts',
    path: { de: 'auswertung', es: 'estadisticas', fr: 'statistiques', gr: 'statistika', it: 'statistiche', default: 'charts' },
    switchable: true, robots: 'noindex', parent: 'salesDownloads', area: 'cabinet-sales', filledBy: 'seller',
  },
  {
    // Staff only: payouts (SEPA file) and the DAC7 report (docs/seller-earnings.md).
    name: 'staffPayouts',
    path: { default: 'staff/payouts' },
    unprefixed: true, switchable: false, robots: 'noindex', area: 'cabinet-sales', filledBy: 'seller',
  },
  {
    name: 'favourites',
    path: { de: 'merkzettel', es: 'favoritos', fr: 'favoris', gr: 'agapimena', it: 'preferiti', default: 'favourites' },
    switchable: false, robots: 'noindex', area: 'favorites', filledBy: 'commerce',
  },
  {
    name: 'mySubjects',
    path: {
      de: 'meine-faecher', es: 'mis-asignaturas', fr: 'mes-matieres', gr: 'ta-mathimata-mou', it: 'le-mie-materie',
      default: 'my-subjects',
    },
    switchable: false, robots: 'noindex', area: 'personalization', filledBy: 'foundation',
  },
  {
    name: 'vouchers',
    path: { de: 'gutscheine', es: 'cupones', fr: 'bons-de-reduction', gr: 'kouponia', it: 'buoni-sconto', default: 'vouchers' },
    switchable: true, robots: 'noindex', area: 'cart', filledBy: 'commerce',
  },
  {
    name: 'invitation',
    path: { de: 'einladung', es: 'invitacion', fr: 'invitation', gr: 'prosklisi', it: 'invito', default: 'invitation' },
    switchable: false, robots: 'noindex', area: 'cabinet-settings', filledBy: 'commerce',
  },
  {
    name: 'inviteTeachers',
    path: { es: 'invita-docentes', default: 'invita-docentes' },
    worlds: ['es'], switchable: false, robots: 'index', area: 'signup', filledBy: 'commerce',
  },
  {
    name: 'nps',
    path: { de: 'umfrage', es: 'encuesta', fr: 'sondage', gr: 'erevna', it: 'sondaggio', default: 'nps' },
    switchable: false, robots: 'noindex', area: 'common', filledBy: 'notifications',
  },
  {
    name: 'ratingEmailLanding',
    path: {
      de: 'bewertung-email', es: 'valoracion-email', fr: 'evaluation-email', gr: 'axiologisi-email',
      it: 'valutazione-email', default: 'rating-email-landing',
    },
    switchable: false, robots: 'noindex', area: 'material-feedbacks', filledBy: 'notifications',
  },
  {
    name: 'recommendationToken',
    path: {
      de: 'empfehlung/:token', es: 'recomendacion/:token', fr: 'recommandation/:token', gr: 'protasi/:token',
      it: 'consiglio/:token', default: 'recommendation/:token',
    },
    switchable: false, robots: 'noindex', area: 'common', filledBy: 'notifications',
  },

  // Seller area
  {
    name: 'uploadEdit',
    path: {
      de: 'hochladen-bearbeiten', es: 'subir-editar', fr: 'televerser-modifier', gr: 'anevasma-epexergasia',
      it: 'carica-modifica', default: 'upload-edit',
    },
    switchable: true, robots: 'noindex', area: 'seller', filledBy: 'seller',
  },
  {
    name: 'firstUpload',
    path: {
      de: 'erster-upload/:materialId?', es: 'primera-subida/:materialId?', fr: 'premier-televersement/:materialId?',
      gr: 'proto-anevasma/:materialId?', it: 'primo-caricamento/:materialId?', default: 'first-upload/:materialId?',
    },
    switchable: false, robots: 'noindex', parent: 'uploadEdit', area: 'seller', filledBy: 'seller',
  },
  {
    name: 'salesDownloads',
    path: {
      de: 'verkaeufe-downloads', es: 'ventas-descargas', fr: 'ventes-telechargements', gr: 'poliseis-lipseis',
      it: 'vendite-download', default: 'sales-downloads',
    },
    switchable: true, robots: 'noindex', area: 'cabinet-sales', filledBy: 'seller',
  },
  {
    name: 'materialSharing',
    path: {
      de: 'material-teilen', es: 'compartir-material', fr: 'partage-materiel', gr: 'koinopoiisi-ylikou',
      it: 'condivisione-materiale', default: 'material-sharing',
    },
    switchable: true, robots: 'noindex', parent: 'uploadEdit', area: 'seller', filledBy: 'seller',
  },
  {
    // A material shared by its seller (docs/seller-profile.md, "Sharing links"): no account needed.
    name: 'sharedMaterial',
    path: {
      de: 'geteilt/:token', es: 'compartido/:token', fr: 'partage/:token', gr: 'koinopoiimeno/:token',
      it: 'condiviso/:token', default: 'shared/:token',
    },
    switchable: false, robots: 'noindex', area: 'seller', filledBy: 'seller',
  },
  {
    name: 'stepUpload',
    path: {
      de: 'schritt-hochladen', es: 'paso-subir', fr: 'etape-televersement', gr: 'vima-anevasma',
      it: 'passo-caricamento', default: 'step-upload',
    },
    switchable: true, robots: 'noindex', parent: 'uploadEdit', area: 'seller', filledBy: 'seller',
  },
  {
    name: 'stepName',
    path: { de: 'schritt-name', es: 'paso-nombre', fr: 'etape-nom', gr: 'vima-onoma', it: 'passo-nome', default: 'step-name' },
    switchable: false, robots: 'noindex', parent: 'stepUpload', area: 'seller', filledBy: 'seller',
  },
  {
    name: 'builderPreview',
    path: {
      de: 'builder-preview', es: 'vista-previa-editor', fr: 'apercu-editeur', gr: 'proepiskopisi-dimiourgou',
      it: 'anteprima-editor', default: 'builder-preview',
    },
    switchable: false, robots: 'noindex', parent: 'uploadEdit', area: 'seller', filledBy: 'seller',
  },
  {
    // Staff only: the review queue of submitted materials; `?id=N` opens one material.
    name: 'staffReview',
    path: { default: 'staff/review' },
    unprefixed: true, switchable: false, robots: 'noindex', area: 'seller', filledBy: 'seller',
  },

  // Schools
  {
    name: 'mySchool',
    path: { de: 'meine-schule', es: 'mi-escuela', fr: 'mon-ecole', gr: 'to-scholeio-mou', it: 'la-mia-scuola', default: 'my-school' },
    switchable: false, robots: 'noindex', area: 'my-school', filledBy: 'schools',
  },
  {
    name: 'schoolWishlist',
    path: {
      de: 'schul-wunschliste', es: 'lista-deseos-escuela', fr: 'liste-souhaits-ecole', gr: 'lista-epithymion-scholeiou',
      it: 'lista-desideri-scuola', default: 'school-wishlist',
    },
    switchable: false, robots: 'noindex', parent: 'mySchool', area: 'my-school', filledBy: 'schools',
  },
  {
    name: 'schoolAccount',
    path: {
      de: 'schulkonto', es: 'cuenta-escolar', fr: 'compte-ecole', gr: 'logariasmos-scholeiou', it: 'account-scuola',
      default: 'schoolaccount',
    },
    switchable: false, robots: 'noindex', parent: 'mySchool', area: 'my-school', filledBy: 'schools',
  },
  {
    name: 'schoolCreate',
    path: {
      de: 'schule-anlegen', es: 'crear-escuela', fr: 'creer-ecole', gr: 'dimiourgia-scholeiou', it: 'crea-scuola',
      default: 'school-create',
    },
    switchable: false, robots: 'noindex', area: 'school-create', filledBy: 'schools',
  },
  {
    name: 'share',
    path: { de: 'teilen', es: 'compartir', fr: 'partager', gr: 'koinopoiisi', it: 'condividi', default: 'share' },
    switchable: true, robots: 'noindex', area: 'my-school', filledBy: 'schools',
  },
  {
    // Staff only: schools waiting for verification.
    name: 'staffSchools',
    path: { default: 'staff/schools' },
    unprefixed: true, switchable: false, robots: 'noindex', area: 'my-school', filledBy: 'schools',
  },

  // Cart and purchase
  {
    name: 'shoppingCart',
    path: { de: 'warenkorb', es: 'carrito', fr: 'panier', gr: 'kalathi', it: 'carrello', default: 'shopping-cart' },
    switchable: false, robots: 'noindex', area: 'cart', filledBy: 'commerce',
  },
  {
    name: 'payment',
    path: { de: 'bezahlung', es: 'pago', fr: 'paiement', gr: 'pliromi', it: 'pagamento', default: 'payment' },
    switchable: false, robots: 'noindex', parent: 'shoppingCart', area: 'payment', filledBy: 'commerce',
  },
  {
    name: 'orderConfirmation',
    path: {
      de: 'bestellbestaetigung', es: 'confirmacion-pedido', fr: 'confirmation-commande',
      gr: 'epivevaiosi-paraggelias', it: 'conferma-ordine', default: 'order-confirmation',
    },
    switchable: false, robots: 'noindex', area: 'thank-you-page', filledBy: 'commerce',
  },
  {
    name: 'invoicePurchaseSuccess',
    path: {
      de: 'rechnungskauf-erfolgreich', es: 'compra-con-factura-realizada', fr: 'achat-sur-facture-reussi',
      gr: 'agora-me-timologio-epitychis', it: 'acquisto-con-fattura-riuscito', default: 'invoice-purchase-success',
    },
    switchable: false, robots: 'noindex', area: 'thank-you-page', filledBy: 'commerce',
  },
  {
    name: 'abandonedCart',
    path: {
      de: 'warenkorb-anschauen', es: 'ver-mi-carrito', fr: 'voir-mon-panier', gr: 'deite-to-kalathi',
      it: 'vedi-il-carrello', default: 'view-my-cart',
    },
    switchable: false, robots: 'noindex', area: 'cart', filledBy: 'foundation',
  },
  {
    name: 'freeMaterialDownload',
    path: {
      de: 'gratis-material-download/:token', es: 'descarga-material-gratuito/:token',
      fr: 'telechargement-materiel-gratuit/:token', gr: 'dorean-lipsi-ylikou/:token',
      it: 'download-materiale-gratuito/:token', default: 'free-material-download/:token',
    },
    switchable: false, robots: 'noindex', area: 'cart', filledBy: 'commerce',
  },

  // Unsubscribe
  {
    name: 'mailingUnsubscribe',
    path: {
      de: 'newsletter-abmelden/:token', es: 'baja-newsletter/:token', fr: 'desabonnement-newsletter/:token',
      gr: 'apeggrafi-newsletter/:token', it: 'disiscrizione-newsletter/:token', default: 'mailing-unsubscribe/:token',
    },
    switchable: false, robots: 'noindex', area: 'service-pages', filledBy: 'notifications',
  },
  {
    name: 'unsubscribeByLink',
    path: {
      de: 'abmelden-per-link', es: 'baja-por-enlace', fr: 'desabonnement-par-lien', gr: 'apeggrafi-me-syndesmo',
      it: 'disiscrizione-tramite-link', default: 'unsubscribe-by-link',
    },
    switchable: false, robots: 'noindex', area: 'service-pages', filledBy: 'notifications',
  },
  {
    name: 'unsubscribe',
    path: {
      de: 'abmelden/:token', es: 'baja/:token', fr: 'desabonnement/:token', gr: 'apeggrafi/:token',
      it: 'disiscrizione/:token', default: 'unsubscribe/:token',
    },
    switchable: false, robots: 'noindex', area: 'service-pages', filledBy: 'notifications',
  },

  // AI tools (the German paths keep the English words)
  {
    name: 'aiTools',
    path: { de: 'ai-tools', es: 'herramientas-ia', fr: 'outils-ia', gr: 'ergaleia-ai', it: 'strumenti-ia', default: 'ai-tools' },
    switchable: true, robots: 'index', area: 'ai-tools', filledBy: 'ai-tools',
  },
  {
    name: 'aiTool',
    path: {
      // :tool is one of the tools' English ids (description, quiz, worksheet; docs/ai-tools.md).
      de: 'ai-tools/:tool', es: 'herramientas-ia/:tool', fr: 'outils-ia/:tool', gr: 'ergaleia-ai/:tool',
      it: 'strumenti-ia/:tool', default: 'ai-tools/:tool',
    },
    switchable: false, robots: 'index', parent: 'aiTools', area: 'ai-tools', filledBy: 'ai-tools',
  },
  {
    name: 'aiToolDocument',
    path: {
      de: 'ai-tools/document/:id', es: 'herramientas-ia/documento/:id', fr: 'outils-ia/document/:id',
      gr: 'ergaleia-ai/engrafo/:id', it: 'strumenti-ia/documento/:id', default: 'ai-tools/document/:id',
    },
    switchable: false, robots: 'noindex', parent: 'aiToolDocuments', area: 'ai-tools', filledBy: 'ai-tools',
  },
  {
    name: 'aiToolDocuments',
    path: {
      de: 'ai-tools/documents', es: 'herramientas-ia/documentos', fr: 'outils-ia/documents',
      gr: 'ergaleia-ai/engrafa', it: 'strumenti-ia/documenti', default: 'ai-tools/documents',
    },
    switchable: true, robots: 'noindex', parent: 'aiTools', area: 'ai-tools', filledBy: 'ai-tools',
  },
  {
    name: 'aiToolsFaq',
    path: {
      de: 'ai-tools/faq', es: 'herramientas-ia/preguntas-frecuentes', fr: 'outils-ia/questions-frequentes',
      gr: 'ergaleia-ai/syxnes-erotiseis', it: 'strumenti-ia/domande-frequenti', default: 'ai-tools/faq',
    },
    switchable: true, robots: 'index', parent: 'aiTools', area: 'ai-tools', filledBy: 'ai-tools',
  },

  // Interactive ("interactive" is the product name and stays in every world's path)
  {
    name: 'interactive',
    path: {
      de: 'interactive', es: 'interactive', fr: 'interactive', gr: 'interactive', it: 'interactive',
      default: 'interactive',
    },
    switchable: true, robots: 'index', area: 'new-interactive', filledBy: 'interactive',
  },
  {
    name: 'interactiveHome',
    path: {
      de: 'interactive/startseite', es: 'interactive/inicio', fr: 'interactive/accueil', gr: 'interactive/archiki',
      it: 'interactive/pagina-iniziale', default: 'interactive/home',
    },
    switchable: true, robots: 'index', parent: 'interactive', area: 'new-interactive', filledBy: 'interactive',
  },
  {
    name: 'interactiveMaterials',
    path: {
      de: 'interactive/entdecken', es: 'interactive/explorar', fr: 'interactive/decouvrir',
      gr: 'interactive/exerevnisi', it: 'interactive/esplora', default: 'interactive/discover',
    },
    switchable: true, robots: 'index', parent: 'interactive', area: 'new-interactive', filledBy: 'interactive',
  },
  {
    name: 'myInteractives',
    path: {
      de: 'interactive/meine-interactives', es: 'interactive/mis-interactivos', fr: 'interactive/mes-interactifs',
      gr: 'interactive/ta-diadrastika-mou', it: 'interactive/i-miei-interattivi', default: 'interactive/my-interactives',
    },
    switchable: true, robots: 'noindex', parent: 'interactive', area: 'new-interactive', filledBy: 'interactive',
  },
  {
    name: 'learningRooms',
    path: {
      de: 'interactive/alle-ergebnisse', es: 'interactive/todos-los-resultados', fr: 'interactive/tous-les-resultats',
      gr: 'interactive/ola-ta-apotelesmata', it: 'interactive/tutti-i-risultati', default: 'interactive/all-results',
    },
    switchable: true, robots: 'noindex', parent: 'interactive', area: 'new-interactive', filledBy: 'interactive',
  },
  {
    name: 'courses',
    path: {
      de: 'interactive/kurse', es: 'interactive/cursos', fr: 'interactive/cours', gr: 'interactive/mathimata',
      it: 'interactive/corsi', default: 'interactive/courses',
    },
    // A teacher's own courses (the island loads them): nothing for search engines.
    switchable: true, robots: 'noindex', parent: 'interactive', area: 'new-interactive', filledBy: 'interactive',
  },
  {
    // The builder of one interactive, for its owner only (docs/interactive-screens.md): never cached, a 404 for anyone else
    name: 'interactiveEditor',
    path: {
      de: 'interactive/editor/:id', es: 'interactive/editor/:id', fr: 'interactive/editeur/:id', gr: 'interactive/epexergastis/:id',
      it: 'interactive/editor/:id', default: 'interactive/editor/:id',
    },
    switchable: false, robots: 'noindex', parent: 'myInteractives', area: 'new-interactive', filledBy: 'interactive',
  },
  {
    // The teacher's live view of one learning room (docs/learning-rooms.md): the owner only, never cached.
    name: 'learningRoom',
    path: {
      de: 'interactive/raum/:code', es: 'interactive/sala/:code', fr: 'interactive/salle/:code', gr: 'interactive/aithousa/:code',
      it: 'interactive/aula/:code', default: 'interactive/room/:code',
    },
    switchable: false, robots: 'noindex', parent: 'learningRooms', area: 'new-interactive', filledBy: 'interactive',
  },
  {
    // Students join a learning room here: the short address on the board (`/r`, `/r/ABC234`); no account.
    name: 'roomJoin',
    path: { default: 'r' },
    unprefixed: true, switchable: false, robots: 'noindex', area: 'new-interactive', filledBy: 'interactive',
  },
  {
    name: 'roomJoinCode',
    path: { default: 'r/:code' },
    unprefixed: true, switchable: false, robots: 'noindex', parent: 'roomJoin', area: 'new-interactive', filledBy: 'interactive',
  },
  {
    // Solo play of one published interactive for whoever may use it (docs/interactive-screens.md): personal, never cached.
    name: 'interactivePlay',
    path: {
      de: 'interactive/spielen/:id', es: 'interactive/jugar/:id', fr: 'interactive/jouer/:id', gr: 'interactive/paixe/:id',
      it: 'interactive/gioca/:id', default: 'interactive/play/:id',
    },
    switchable: false, robots: 'noindex', parent: 'interactiveMaterials', area: 'new-interactive', filledBy: 'interactive',
  },

  // Information pages
  {
    name: 'terms',
    path: {
      de: 'info/agb', es: 'info/condiciones', fr: 'info/conditions-generales', gr: 'info/oroi-chrisis',
      it: 'info/termini-e-condizioni', default: 'info/terms',
    },
    switchable: true, robots: 'index', area: 'info', filledBy: 'content',
  },
  {
    name: 'imprint',
    path: {
      de: 'info/impressum', es: 'info/aviso-legal', fr: 'info/mentions-legales', gr: 'info/stoicheia-etaireias',
      it: 'info/note-legali', default: 'info/imprint',
    },
    switchable: true, robots: 'index', area: 'info', filledBy: 'content',
  },
  {
    name: 'faq',
    path: {
      de: 'info/fragen', es: 'info/preguntas-frecuentes', fr: 'info/questions-frequentes', gr: 'info/syxnes-erotiseis',
      it: 'info/domande-frequenti', default: 'info/faq',
    },
    switchable: true, robots: 'index', area: 'info', filledBy: 'content',
  },
  {
    name: 'helpCentre',
    path: { de: 'hilfe', es: 'ayuda', fr: 'aide', gr: 'voitheia', it: 'aiuto', default: 'help' },
    switchable: true, robots: 'index', area: 'help-center', filledBy: 'content',
  },
  {
    // One help article (docs/help-centre.md); the sitemap builds these as `{helpCentre path}/{id}/{slug}`.
    name: 'helpArticle',
    path: { de: 'hilfe/:id/:slug', es: 'ayuda/:id/:slug', fr: 'aide/:id/:slug', gr: 'voitheia/:id/:slug', it: 'aiuto/:id/:slug', default: 'help/:id/:slug' },
    switchable: false, robots: 'index', parent: 'helpCentre', area: 'help-center', filledBy: 'content',
  },
  {
    // Staff only: the help centre's categories and articles of a world.
    name: 'staffHelp',
    path: { default: 'staff/help' },
    unprefixed: true, switchable: false, robots: 'noindex', area: 'help-center', filledBy: 'content',
  },

  // Folder directories
  {
    name: 'folderPurchased',
    path: {
      de: 'ordner/erworben', es: 'carpetas/comprados', fr: 'dossiers/achetes', gr: 'fakeloi/agorasmena',
      it: 'cartelle/acquistati', default: 'folders/purchased',
    },
    switchable: false, robots: 'noindex', parent: 'boughtMaterials', area: 'cabinet-materials', filledBy: 'commerce',
  },
  {
    name: 'folderOwn',
    path: {
      de: 'ordner/eigene', es: 'carpetas/propios', fr: 'dossiers/mes-materiels', gr: 'fakeloi/dika-mou',
      it: 'cartelle/miei', default: 'folders/own',
    },
    switchable: false, robots: 'noindex', parent: 'uploadEdit', area: 'cabinet-materials', filledBy: 'seller',
  },
  {
    name: 'folderFavourite',
    path: {
      de: 'ordner/merkzettel', es: 'carpetas/favoritos', fr: 'dossiers/favoris', gr: 'fakeloi/agapimena',
      it: 'cartelle/preferiti', default: 'folders/favourite',
    },
    switchable: false, robots: 'noindex', parent: 'favourites', area: 'cabinet-materials', filledBy: 'commerce',
  },

  // Content pages for staff (docs/content.md): the overview, the block editor, the draft's preview
  {
    name: 'staffContent',
    path: { default: 'staff/content' },
    unprefixed: true, switchable: false, robots: 'noindex', area: 'service-pages', filledBy: 'content',
  },
  {
    name: 'staffContentEditor',
    path: { default: 'staff/content/:world/:page' },
    unprefixed: true, switchable: false, robots: 'noindex', parent: 'staffContent', area: 'service-pages', filledBy: 'content',
  },
  {
    name: 'staffContentPreview',
    path: { default: 'staff/content/:world/:page/preview' },
    unprefixed: true, switchable: false, robots: 'noindex', parent: 'staffContent', area: 'service-pages', filledBy: 'content',
  },

  // Error reports from browsers, for staff (docs/error-reporting.md)
  {
    name: 'staffErrors',
    path: { default: 'staff/errors' },
    unprefixed: true, switchable: false, robots: 'noindex', area: 'service-pages', filledBy: 'foundation',
  },
  // Experiments for staff (docs/experiments.md): the A/B tests with their results, one test's editor and results
  {
    name: 'staffExperiments',
    path: { default: 'staff/experiments' },
    unprefixed: true, switchable: false, robots: 'noindex', area: 'service-pages', filledBy: 'experiments',
  },
  {
    name: 'staffExperiment',
    path: { default: 'staff/experiments/:key' },
    unprefixed: true, switchable: false, robots: 'noindex', parent: 'staffExperiments', area: 'service-pages', filledBy: 'experiments',
  },
  // Survey results and survey mails for staff (docs/surveys.md)
  {
    name: 'staffSurveys',
    path: { default: 'staff/surveys' },
    unprefixed: true, switchable: false, robots: 'noindex', area: 'service-pages', filledBy: 'notifications',
  },
  // Operating the marketplace, for staff by role (docs/operations.md): search, a user, an order with refunds
  {
    name: 'staffOperations',
    path: { default: 'staff/operations' },
    unprefixed: true, switchable: false, robots: 'noindex', area: 'service-pages', filledBy: 'commerce',
  },
  {
    name: 'staffUser',
    path: { default: 'staff/operations/users/:id' },
    unprefixed: true, switchable: false, robots: 'noindex', parent: 'staffOperations', area: 'service-pages', filledBy: 'commerce',
  },
  {
    name: 'staffOrder',
    path: { default: 'staff/operations/orders/:order' },
    unprefixed: true, switchable: false, robots: 'noindex', parent: 'staffOperations', area: 'service-pages', filledBy: 'commerce',
  },
] as const satisfies readonly RouteShape[];

export type RouteName = (typeof TABLE)[number]['name'];

/** Also checks every `parent` against the names above: RouteEntry only accepts names of the table. */
export const ROUTES: readonly RouteEntry[] = TABLE;

export const ROUTE_NAMES: readonly RouteName[] = TABLE.map((route) => route.name);

const KNOWN_NAMES: ReadonlySet<string> = new Set(ROUTE_NAMES);

export function isRouteName(name: string): name is RouteName {
  return KNOWN_NAMES.has(name);
}
