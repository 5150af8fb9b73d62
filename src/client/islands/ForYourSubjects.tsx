import { useEffect, useState } from 'react';
import type { Material } from '../../shared/schemas/materials';
import { signedInUser } from '../atoms/auth';
import { createPageApiClient } from '../api/page-client';
import { fillHref } from '../href-template';
import { PriceText } from '../components/Price';
import { useAuthState } from '../hooks/useAfterHydration';
import { useIslandEnv } from '../island-env';

export interface ForYourSubjectsProps {
  materialHrefTemplate: string | null;
  mySubjectsHref: string | null;
  heading: string;
  editLabel: string;
}

/** Hydrates when the row's place comes near the screen: the cached home page stays the same for everyone. */
export const hydrateWhen = 'visible';

/** Fewer cards than this do not make a row (as the home's other rows, docs/design-system.md "Rows"). */
const MIN_CARDS = 1;

/**
 * "For your subjects" (docs/personalisation.md): for a signed-in user who chose subjects, a row
 * of materials in them (`GET v3/personalisations/materials`, never cached). Visitors and users
 * without a choice see nothing; the page around it is the cached one everybody gets.
 */
export default function ForYourSubjects({ materialHrefTemplate, mySubjectsHref, heading, editLabel }: ForYourSubjectsProps) {
  const { world } = useIslandEnv();
  const userId = signedInUser(useAuthState())?.id ?? null;
  const [items, setItems] = useState<Material[]>([]);

  useEffect(() => {
    if (userId === null) return undefined;
    let live = true;
    createPageApiClient(world)
      .get<{ items: Material[] }>('v3/personalisations/materials')
      .then((answer) => live && setItems(answer.items))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [world, userId]);

  const shown = userId !== null && items.length >= MIN_CARDS;
  return (
    <section className="shelf for-your-subjects" aria-labelledby={shown ? 'for-your-subjects-heading' : undefined} data-for-your-subjects={shown ? items.length : 0}>
      {shown ? (
        <>
          <div className="section-head">
            <h2 id="for-your-subjects-heading">{heading}</h2>
            {mySubjectsHref ? (
              <a className="see-all" href={mySubjectsHref}>
                {editLabel}
              </a>
            ) : null}
          </div>
          <ul className="card-row" aria-label={heading}>
            {items.map((material) => (
              <li key={material.id}>
                <SubjectCard material={material} hrefTemplate={materialHrefTemplate} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

function SubjectCard({ material, hrefTemplate }: { material: Material; hrefTemplate: string | null }) {
  const { t } = useIslandEnv();
  const href = fillHref(hrefTemplate, material.id, material.slug) ?? '#';
  return (
    <article className="card material-card">
      <a href={href} className="material-card-link">
        <span className="card-media">
          <img src={`${material.imgUrl}&h=240`} alt="" width={170} height={240} loading="lazy" decoding="async" />
        </span>
        <h3 className="card-title">{material.title}</h3>
      </a>
      <p className="material-card-author">{t('common:byAuthor', { name: material.author.publicName })}</p>
      <div className="material-card-price">
        <PriceText t={t} price={material.price} sale={material.sale} currency={material.currency} />
      </div>
    </article>
  );
}
