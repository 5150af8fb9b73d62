import { usePage } from '../components/page-context';
import type { WorldLink } from '../components/Header';

/** The root landing view: choose a country edition, one preselected from country and language. */
export function LandingPage({ worlds, suggested }: { worlds: readonly WorldLink[]; suggested: string }) {
  const { t } = usePage();
  const first = worlds.find((w) => w.world === suggested);
  return (
    <main id="main" className="landing">
      <h1>{t('meta:landing.heading')}</h1>
      <p>{t('meta:landing.description')}</p>
      {first ? (
        <p>
          <a className="button" href={first.href} hrefLang={first.hreflang}>
            {t('landing:continueTo', { name: first.name })}
          </a>
        </p>
      ) : null}
      <nav aria-label={t('landing:allWorlds')}>
        <ul className="world-list">
          {worlds.map((w) => (
            <li key={w.world}>
              <a href={w.href} hrefLang={w.hreflang} lang={w.hreflang}>
                {w.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  );
}
