import { usePage } from '../components/page-context';
import type { WorldLink } from '../components/Header';

/**
 * A world's flag: a static file per world (public/flags), decorative next to the world's name.
 * The list's flags load lazily: React would otherwise put a preload for each of them in the head.
 */
function Flag({ world, lazy = false }: { world: string; lazy?: boolean }) {
  return <img className="flag" src={`/flags/${world}.svg`} alt="" width={32} height={24} loading={lazy ? 'lazy' : undefined} />;
}

/** The root landing view: choose a country edition, one preselected from country and language. */
export function LandingPage({ worlds, suggested }: { worlds: readonly WorldLink[]; suggested: string }) {
  const { t } = usePage();
  const first = worlds.find((w) => w.world === suggested);
  return (
    <main id="main" className="landing">
      <p className="landing-brand" aria-hidden="true">
        Kreide
      </p>
      <h1>{t('meta:landing.heading')}</h1>
      <p className="landing-intro">{t('meta:landing.description')}</p>
      {first ? (
        <p>
          <a className="button landing-continue" href={first.href} hrefLang={first.hreflang}>
            <Flag world={first.world} />
            {t('landing:continueTo', { name: first.name })}
          </a>
        </p>
      ) : null}
      <nav aria-labelledby="all-worlds">
        <h2 id="all-worlds" className="landing-all">{t('landing:allWorlds')}</h2>
        <ul className="world-list">
          {worlds.map((w) => (
            <li key={w.world}>
              <a href={w.href} hrefLang={w.hreflang} lang={w.hreflang} aria-current={w.world === suggested ? 'true' : undefined}>
                <Flag world={w.world} lazy />
                <span>{w.name}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  );
}
