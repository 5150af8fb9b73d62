import { routePath } from '../../shared/routes/match';
import { Island, usePage } from '../../client/components/page-context';
import type { MegaMenuEntry } from '../../shared/schemas/catalogue';
import type { PageModule, PageRequest } from './types';
import { megaMenu } from './mega-menu';
import MySubjectsForm from '../../client/islands/MySubjectsForm';

/**
 * My subjects (docs/personalisation.md): the world's subjects and school types as checkboxes; the
 * island loads and saves the signed-in user's choice. The HTML is the same for everyone (the
 * choices come from the mega menu), so it caches like any page.
 */
function choiceOptions(menu: readonly MegaMenuEntry[], language: string) {
  const subjects = new Map<number, string>();
  for (const entry of menu) for (const subject of entry.subjects) subjects.set(subject.id, subject.title);
  const collator = new Intl.Collator(language);
  return {
    subjects: [...subjects].map(([id, title]) => ({ id, title })).sort((a, b) => collator.compare(a.title, b.title)),
    schoolTypes: menu.map((entry) => ({ id: entry.school_type, name: entry.school_name })),
  };
}

function MySubjectsScreen({ request, options }: { request: PageRequest; options: ReturnType<typeof choiceOptions> }) {
  const { t } = usePage();
  const login = routePath('login', request.world);
  return (
    <section className="frame account-screen my-subjects-screen" data-screen="mySubjects">
      <h1>{t('personalization:mySubjects.title')}</h1>
      <p className="lead">{t('personalization:mySubjects.lead')}</p>
      <Island
        of={MySubjectsForm}
        props={{
          signInHref: login ? `${login}?next=${encodeURIComponent(request.url.pathname)}` : null,
          homeHref: routePath('home', request.world) ?? `/${request.world}`,
          ...options,
        }}
      />
    </section>
  );
}

export const mySubjects: PageModule = async (request) => {
  const options = choiceOptions(await megaMenu(request.env, request.world), request.locale.tag);
  return { kind: 'page', islandAreas: ['personalization', 'cabinet-settings'], body: <MySubjectsScreen request={request} options={options} /> };
};
