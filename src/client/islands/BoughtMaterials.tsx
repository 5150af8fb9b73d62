import type { Purchase } from '../../shared/schemas/commerce';
import { fillHref } from '../href-template';
import { isWorld, type World } from '../../shared/worlds';
import { useIslandEnv } from '../island-env';
import { SignedInGate } from '../components/SignedInGate';
import { DownloadButton } from '../components/DownloadButton';
import { CabinetData, CabinetPager } from '../components/cabinet-kit';
import { formatDay, listPager, type PagedAnswer } from '../commerce/cabinet-format';
import { isoDay } from '../../shared/format';

export interface BoughtMaterialsProps {
  signInHref: string | null;
  /** The list page to show (`?page=` of the screen). */
  page: number;
  /** The screen's own path, for the page links. */
  basePath: string;
  /** Where the empty state sends the visitor to find materials. */
  searchHref: string | null;
  /** The folder screen of bought materials (docs/favourites.md, "Folders"). */
  foldersHref?: string | null;
  /**
   * Per world, its material and author page templates (`…/__id__/__slug__`, see
   * src/client/href-template.ts): a purchase links to the world it was bought in.
   */
  hrefTemplates: Partial<Record<World, PageTemplates>>;
}

export interface PageTemplates {
  material: string | null;
  author: string | null;
}

/** The materials the signed-in user bought, or their school bought for them (`GET v1/purchases`). */
export default function BoughtMaterials({ signInHref, page, basePath, searchHref, hrefTemplates, foldersHref = null }: BoughtMaterialsProps) {
  return (
    <SignedInGate signInHref={signInHref}>
      {() => (
        <CabinetData<PagedAnswer<Purchase>> path="v1/purchases" query={{ page }}>
          {(answer) => <PurchaseList answer={answer} basePath={basePath} searchHref={searchHref} hrefTemplates={hrefTemplates} foldersHref={foldersHref} />}
        </CabinetData>
      )}
    </SignedInGate>
  );
}

function PurchaseList({
  answer,
  basePath,
  searchHref,
  hrefTemplates,
  foldersHref,
}: { answer: PagedAnswer<Purchase> } & Pick<BoughtMaterialsProps, 'basePath' | 'searchHref' | 'hrefTemplates' | 'foldersHref'>) {
  const { t } = useIslandEnv();
  if (answer.items.length === 0) {
    return (
      <div className="empty-state">
        <p>{t('cabinet-materials:bought.empty')}</p>
        {searchHref ? (
          <a className="button" href={searchHref}>
            {t('cabinet-materials:bought.findMaterials')}
          </a>
        ) : null}
      </div>
    );
  }
  return (
    <>
      {foldersHref ? (
        <p>
          <a href={foldersHref}>{t('cabinet-materials:bought.folders')}</a>
        </p>
      ) : null}
      <ul className="purchase-list" aria-label={t('cabinet-materials:bought.listLabel')}>
        {answer.items.map((purchase) => (
          <li key={`${purchase.orderId}-${purchase.material.id}`}>
            <PurchaseItem purchase={purchase} hrefTemplates={hrefTemplates} />
          </li>
        ))}
      </ul>
      <CabinetPager pager={listPager(answer, basePath)} label={t('cabinet-materials:pager.label')} />
    </>
  );
}

function PurchaseItem({ purchase, hrefTemplates }: { purchase: Purchase; hrefTemplates: BoughtMaterialsProps['hrefTemplates'] }) {
  const { t, world } = useIslandEnv();
  const { material } = purchase;
  const materialWorld: World = isWorld(material.world) ? material.world : world;
  const templates = hrefTemplates[materialWorld];
  const href = fillHref(templates?.material, material.id, material.slug);
  const authorHref = fillHref(templates?.author, material.author.id, material.author.slug);
  return (
    <article className="purchase">
      <img src={`${material.imgUrl}&h=160`} alt="" width={113} height={160} loading="lazy" decoding="async" />
      <div className="purchase-body">
        <h2 className="purchase-title">{href ? <a href={href}>{material.title}</a> : material.title}</h2>
        <p className="purchase-author">
          {authorHref ? <a href={authorHref}>{t('common:byAuthor', { name: material.author.publicName })}</a> : t('common:byAuthor', { name: material.author.publicName })}
        </p>
        <dl className="facts">
          <dt>{t('cabinet-materials:bought.boughtOn')}</dt>
          <dd>
            <time dateTime={isoDay(purchase.boughtAt)}>{formatDay(purchase.boughtAt, world)}</time>
          </dd>
          <dt>{t('cabinet-materials:bought.licence')}</dt>
          <dd>
            <code>{purchase.licenceId}</code>
          </dd>
        </dl>
        {purchase.viaSchool ? <p className="badge badge-school">{t('cabinet-materials:bought.viaSchool')}</p> : null}
        {purchase.files.length > 0 ? (
          <ul className="purchase-files" aria-label={t('cabinet-materials:bought.filesOf', { title: material.title })}>
            {purchase.files.map((file) => (
              <li key={file.id}>
                <DownloadButton file={file} />
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('cabinet-materials:bought.noFiles')}</p>
        )}
      </div>
    </article>
  );
}

