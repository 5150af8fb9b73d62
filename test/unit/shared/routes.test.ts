import { describe, it, expect } from 'vitest';
import { MAIN_WORLDS, WORLDS } from '../../../src/shared/worlds';
import type { World } from '../../../src/shared/worlds';
import { ROUTES, ROUTE_NAMES, isRouteName } from '../../../src/shared/routes/table';
import {
  alternates, matchPath, patternFor, routeByName, routeExistsIn, routePath, samplePath,
} from '../../../src/shared/routes/match';
import type { RouteEntry, RouteName } from '../../../src/shared/routes/types';
import meta from '../../../locales/en/meta.json';

const AREAS = [
  'ai-tools', 'author-page', 'blogpost', 'cabinet-materials', 'cabinet-sales', 'cabinet-settings', 'cart',
  'comments', 'common', 'favorites', 'footer', 'header', 'help-center', 'home', 'info', 'landing', 'login',
  'material-feedbacks', 'material-page', 'meta', 'modals', 'my-school', 'new-interactive', 'payment',
  'personalization', 'school-create', 'search', 'second-home', 'seller', 'service-pages', 'signup',
  'thank-you-page',
];

function route(name: RouteName): RouteEntry {
  return routeByName(name);
}

function worldsOf(entry: RouteEntry): World[] {
  return WORLDS.filter((world) => routeExistsIn(entry, world));
}

function matchedName(pathname: string, fallbackWorld: World = 'de'): string | undefined {
  return matchPath(pathname, fallbackWorld)?.route.name;
}

describe('route table', () => {
  it('has unique names', () => {
    expect(new Set(ROUTE_NAMES).size).toBe(ROUTES.length);
    expect(isRouteName('login')).toBe(true);
    expect(isRouteName('nope')).toBe(false);
  });

  it('gives every prefixed route its own pattern in every main world where it exists', () => {
    for (const entry of ROUTES.filter((r) => !r.unprefixed)) {
      for (const world of MAIN_WORLDS.filter((w) => routeExistsIn(entry, w))) {
        expect(entry.path[world], `${entry.name} in ${world}`).toBeTypeOf('string');
      }
    }
  });

  it('writes slugs in lowercase ASCII words and named parameters', () => {
    const segment = /^(?:[a-z0-9]+(?:-[a-z0-9]+)*|:[a-z][a-zA-Z]*[*?]?)$/;
    for (const entry of ROUTES) {
      for (const pattern of Object.values(entry.path)) {
        if (pattern === '') continue;
        for (const part of pattern.split('/')) expect(part, `${entry.name}: ${pattern}`).toMatch(segment);
      }
    }
  });

  it('uses catalogue areas and parents without parameters that exist wherever the child does', () => {
    for (const entry of ROUTES) {
      expect(AREAS, entry.name).toContain(entry.area);
      if (!entry.parent) continue;
      const parent = route(entry.parent);
      for (const world of worldsOf(entry)) {
        expect(patternFor(parent, world), `${entry.name} → ${parent.name} in ${world}`).not.toContain(':');
      }
    }
  });

  it('keeps the spec German slugs', () => {
    const german: Record<string, string> = {
      home: '', login: 'anmelden', forgotPassword: 'passwort-vergessen', changePassword: 'passwort-aendern',
      changeEmail: 'email-aendern', confirmEmailChange: 'email-aendern/bestaetigen/:confirmationToken',
      changeCountry: 'andern-land', boughtMaterials: 'erworbene-materialien', bankDetails: 'kontoverbindung',
      billingAddress: 'rechnungsanschrift', notificationPreferences: 'benachrichtigungen', creditBalance: 'guthaben',
      invoices: 'rechnungen-steuerbelege', authorFees: 'honorar', charts: 'auswertung', favourites: 'merkzettel',
      mySubjects: 'meine-faecher', uploadEdit: 'hochladen-bearbeiten', firstUpload: 'erster-upload/:materialId?',
      myAuthorProfile: 'mein-autorenprofil', finishRegistration: 'registrierung-abschliessen/:token',
      abandonedCart: 'warenkorb-anschauen', foundation: 'stiftung-guter-unterricht', impact: 'unser-impact-bildung',
      teacherMarketplace: 'lehrermarktplatz', homeschooling: 'homeschooling', terms: 'info/agb',
      imprint: 'info/impressum', faq: 'info/fragen', helpCentre: 'hilfe', magazine: 'magazin', tools: 'werkzeuge',
      freeMaterials: 'stiftung/unterrichtsmaterial', freeMaterialsItem: 'stiftung/unterrichtsmaterial/:id/:slug*',
      climateCampaign: 'klimawandel-jetzt-handeln', inclusionCampaign: 'inklusiver-unterricht',
      agroNordwest: 'agro-nordwest', saveUkraine: 'saveukraine', standWithUkraine: 'standwithukraine',
      gdprJobs: 'info/gdpr-jobs', blogPost: 'post/:id', postEditor: 'post-editor', keywordLanding: 'tema/:id/:slug*',
      lessonsLanding: 'unterricht/:id/:slug*', schoolLanding: 'schulmaterialen/:school',
      schoolLandingItem: 'schulmaterialen/:school/:id/:slug*', apiInfo: 'api', materialPage: 'material/:id/:slug',
      authorPage: 'autor/:id/:slug', authorMaterials: 'autor/:id/:slug/materialien', userProfile: 'id/:id/:slug',
      userProfileShort: 'id/:id', builderPreview: 'builder-preview', aiTools: 'ai-tools', aiToolsFaq: 'ai-tools/faq',
      interactive: 'interactive', interactiveHome: 'interactive/startseite', interactiveMaterials: 'interactive/entdecken',
      myInteractives: 'interactive/meine-interactives', learningRooms: 'interactive/alle-ergebnisse',
      courses: 'interactive/kurse', register: 'registrieren', vouchers: 'gutscheine', shoppingCart: 'warenkorb',
      mySchool: 'meine-schule',
    };
    for (const [name, pattern] of Object.entries(german) as [RouteName, string][]) {
      expect(patternFor(route(name), 'de'), name).toBe(pattern);
    }
  });

  it('keeps the spec slugs of the other main worlds', () => {
    expect(patternFor(route('abandonedCart'), 'fr')).toBe('voir-mon-panier');
    expect(patternFor(route('materialPage'), 'it')).toBe('materiale/:id/:slug');
    expect(patternFor(route('blogPost'), 'fr')).toBe('billet/:id');
    expect(patternFor(route('inviteTeachers'), 'es')).toBe('invita-docentes');
    const lessons = { de: 'unterricht', es: 'temas', fr: 'sujets', gr: 'lessons', it: 'lezione' };
    for (const [world, word] of Object.entries(lessons)) {
      expect(patternFor(route('lessonsLanding'), world as World)).toBe(`${word}/:id/:slug*`);
    }
    const authors = { de: 'autor', es: 'autor', fr: 'auteur', gr: 'author', it: 'autore' };
    for (const [world, word] of Object.entries(authors)) {
      expect(patternFor(route('authorPage'), world as World)).toBe(`${word}/:id/:slug`);
    }
  });

  it('marks robots as the spec does', () => {
    const noindex: RouteName[] = [
      'forgotPassword', 'passwordRecovery', 'apiInfo', 'unfollowAuthor', 'nps', 'ratingEmailLanding',
      'recommendationToken', 'shoppingCart', 'payment', 'freeMaterialDownload', 'mailingUnsubscribe',
      'unsubscribeByLink', 'unsubscribe', 'login', 'changePassword', 'uploadEdit', 'salesDownloads',
    ];
    for (const name of noindex) expect(route(name).robots, name).toBe('noindex');
    expect(route('searchResults').robots).toBe('noindex,follow');
    for (const name of ['home', 'materialPage', 'authorPage', 'blogPost', 'keywordLanding', 'terms', 'helpCentre'] as const) {
      expect(route(name).robots, name).toBe('index');
    }
  });

  it('restricts worlds and prefixes as the spec does', () => {
    for (const name of ['freeMaterials', 'climateCampaign', 'inclusionCampaign', 'agroNordwest', 'magazine', 'schoolLanding'] as const) {
      expect(worldsOf(route(name)), name).toEqual(['de']);
    }
    expect(worldsOf(route('inviteTeachers'))).toEqual(['es']);
    // The staff screens are one address for staff of every world (docs/seller-earnings.md, docs/schools.md, docs/help-centre.md, docs/content.md, docs/error-reporting.md, docs/experiments.md, docs/surveys.md, docs/operations.md);
    // so is a learning room's short join address on the board (docs/learning-rooms.md).
    expect(ROUTES.filter((r) => r.unprefixed).map((r) => r.name)).toEqual(['jobs', 'staffPayouts', 'staffReview', 'staffSchools', 'roomJoin', 'roomJoinCode', 'staffHelp', 'staffContent', 'staffContentEditor', 'staffContentPreview', 'staffErrors', 'staffExperiments', 'staffExperiment', 'staffSurveys', 'staffOperations', 'staffUser', 'staffOrder']);
  });

  it('has English meta texts for every route', () => {
    const texts = meta as unknown as Record<string, { title?: string; description?: string; heading?: string }>;
    for (const name of ROUTE_NAMES) {
      expect(texts[name]?.title, name).toBeTruthy();
      expect(texts[name]?.description, name).toBeTruthy();
      expect(texts[name]?.heading, name).toBeTruthy();
    }
  });
});

describe('matchPath', () => {
  it('matches a sample path of every route in every world to exactly that route', () => {
    for (const entry of ROUTES) {
      for (const world of worldsOf(entry)) {
        const path = samplePath(entry, world);
        expect(path, `${entry.name} in ${world}`).not.toBeNull();
        const match = matchPath(path ?? '', world);
        expect(match?.route.name, `${path} in ${world}`).toBe(entry.name);
        expect(match?.world).toBe(world);
      }
    }
  });

  it('does not answer the default pattern in a main world that has its own', () => {
    for (const entry of ROUTES.filter((r) => !r.unprefixed)) {
      for (const world of MAIN_WORLDS.filter((w) => routeExistsIn(entry, w))) {
        if (entry.path[world] === entry.path.default) continue;
        const path = samplePath(entry, 'pl')?.replace(/^\/pl/, `/${world}`);
        if (path) expect(matchedName(path), `${path}`).not.toBe(entry.name);
      }
    }
    expect(matchPath('/de/login', 'de')).toBeNull();
    expect(matchedName('/pl/login')).toBe('login');
    expect(matchPath('/pl/anmelden', 'pl')).toBeNull();
  });

  it('matches the world home without a trailing slash only', () => {
    expect(matchPath('/de', 'fr')).toMatchObject({ world: 'de', params: {} });
    expect(matchedName('/de')).toBe('home');
    expect(matchPath('/de/', 'de')).toBeNull();
    expect(matchPath('/de/anmelden/', 'de')).toBeNull();
    expect(matchPath('/de//anmelden', 'de')).toBeNull();
  });

  it('returns null for unknown paths', () => {
    for (const path of ['', '/', 'de/anmelden', '/de/gibt-es-nicht', '/xx/login', '/DE/anmelden', '/de/material/12/a/b']) {
      expect(matchPath(path, 'de'), path).toBeNull();
    }
  });

  it('prefers static segments over parameters', () => {
    expect(matchedName('/de/ai-tools/faq')).toBe('aiToolsFaq');
    expect(matchedName('/de/ai-tools/documents')).toBe('aiToolDocuments');
    expect(matchedName('/de/ai-tools/17')).toBe('aiTool');
    expect(matchedName('/de/ai-tools/document/17')).toBe('aiToolDocument');
    expect(matchedName('/de/autor')).toBe('authorRedirect');
    expect(matchedName('/de/autor/7/anna/blog')).toBe('authorBlog');
    expect(matchedName('/de/autor/7/anna/materialien')).toBe('authorMaterials');
  });

  it('serves /jobs without a prefix for the caller world', () => {
    expect(matchPath('/jobs', 'fr')).toMatchObject({ world: 'fr', route: { name: 'jobs' } });
    expect(matchPath('/de/jobs', 'de')).toBeNull();
    expect(routePath('jobs', 'it')).toBe('/jobs');
  });

  it('keeps de-only and es-only screens in their world', () => {
    expect(matchPath('/fr/magazin', 'fr')).toBeNull();
    expect(matchPath('/fr/stiftung/unterrichtsmaterial', 'fr')).toBeNull();
    expect(matchedName('/de/schulmaterialen/gymnasium/3/mathe/klasse-5')).toBe('schoolLandingItem');
    expect(matchPath('/fr/schulmaterialen/gymnasium', 'fr')).toBeNull();
    expect(routePath('magazine', 'fr')).toBeNull();
    expect(matchPath('/de/invita-docentes', 'de')).toBeNull();
    expect(matchPath('/pl/invita-docentes', 'pl')).toBeNull();
    expect(matchedName('/es/invita-docentes')).toBe('inviteTeachers');
  });

  it('takes the optional material id of the first upload', () => {
    expect(matchPath('/de/erster-upload', 'de')).toMatchObject({ route: { name: 'firstUpload' }, params: {} });
    expect(matchPath('/de/erster-upload/42', 'de')?.params).toEqual({ materialId: '42' });
    expect(matchPath('/de/erster-upload/42/x', 'de')).toBeNull();
    expect(routePath('firstUpload', 'de')).toBe('/de/erster-upload');
    expect(routePath('firstUpload', 'pl', { materialId: '42' })).toBe('/pl/first-upload/42');
  });

  it('joins repeatable segments with a slash', () => {
    expect(matchPath('/it/lezione/5/storia/antica', 'it')?.params).toEqual({ id: '5', slug: 'storia/antica' });
    expect(matchPath('/it/lezione/5', 'it')).toBeNull();
  });

  it('returns null for bad percent-encoding instead of throwing', () => {
    expect(matchPath('/de/material/12/%E0%A4%A', 'de')).toBeNull();
    expect(matchPath('/de/material/%zz/foo', 'de')).toBeNull();
    expect(matchPath('/de/tema/1/ok/%', 'de')).toBeNull();
  });
});

describe('routePath', () => {
  it('builds localized paths', () => {
    expect(routePath('home', 'de')).toBe('/de');
    expect(routePath('login', 'de')).toBe('/de/anmelden');
    expect(routePath('login', 'pl')).toBe('/pl/login');
    expect(routePath('materialPage', 'it', { id: '12', slug: 'foo' })).toBe('/it/materiale/12/foo');
    expect(routePath('abandonedCart', 'fr')).toBe('/fr/voir-mon-panier');
  });

  it('round-trips parameters with special characters through matchPath', () => {
    const params = { id: '12', slug: 'Brüche & Dezimalzahlen: 50% / Klasse 5?#' };
    const path = routePath('materialPage', 'de', params);
    expect(path).not.toContain(' ');
    expect(matchPath(path ?? '', 'de')).toMatchObject({ route: { name: 'materialPage' }, params });
    const rest = { id: '3', slug: 'mathe/brüche & co/übung' };
    const restPath = routePath('keywordLanding', 'gr', rest);
    expect(restPath).toBe('/gr/tema/3/mathe/br%C3%BCche%20%26%20co/%C3%BCbung');
    expect(matchPath(restPath ?? '', 'gr')?.params).toEqual(rest);
  });

  it('returns null for missing parameters, unknown routes and absent worlds', () => {
    expect(routePath('materialPage', 'de', { id: '12' })).toBeNull();
    expect(routePath('materialPage', 'de', { id: '12', slug: '' })).toBeNull();
    expect(routePath('keywordLanding', 'de', { id: '1', slug: 'a//b' })).toBeNull();
    expect(routePath('inviteTeachers', 'de')).toBeNull();
  });

  it('refuses a name the table does not hold, at compile time and at run time', () => {
    // @ts-expect-error route names are the table's names
    expect(() => routePath('noSuchScreen', 'de')).toThrow(/noSuchScreen/);
  });
});

describe('alternates', () => {
  it('lists every world of a switchable screen', () => {
    const list = alternates(route('login'));
    expect(list).toHaveLength(WORLDS.length);
    expect(list).toContainEqual({ world: 'de', path: '/de/anmelden' });
    expect(list).toContainEqual({ world: 'fr', path: '/fr/connexion' });
    expect(list).toContainEqual({ world: 'se', path: '/se/login' });
  });

  it('is empty for screens that are not switchable', () => {
    expect(alternates(route('materialPage'), { id: '1', slug: 'x' })).toEqual([]);
  });
});
