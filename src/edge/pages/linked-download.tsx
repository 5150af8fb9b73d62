import type { ReactNode } from 'react';
import { routePath } from '../../shared/routes/match';
import type { CartMaterial } from '../../shared/schemas/commerce';
import { isWorld, type World } from '../../shared/worlds';
import { usePage } from '../../client/components/page-context';
import { formatFileSize, safeDownloadUrl } from '../../client/commerce/cabinet-format';

/**
 * The screens reached by a download link without an account — a free material's link and an
 * author's share link: the material with plain links to its files, no JavaScript needed, and the
 * page an expired or withdrawn link shows instead.
 */

const MAX_TOKEN_LENGTH = 256;
const TOKEN = /^[A-Za-z0-9._~-]+$/;

/** Whether a path's token can be one of ours at all (anything else is a 404 without asking the origin). */
export function isLinkToken(token: string): boolean {
  return token !== '' && token.length <= MAX_TOKEN_LENGTH && TOKEN.test(token);
}

/** A file behind a download link, with its link as the origin signed it. */
export interface LinkedFile {
  id: number;
  name: string;
  format: string;
  sizeBytes: number;
  url: string;
}

export interface LinkedDownload {
  material: CartMaterial;
  files: LinkedFile[];
}

function MoreMaterials() {
  const { t, path: pathOf } = usePage();
  return (
    <p>
      <a href={pathOf('searchResults') ?? pathOf('home') ?? '/'}>{t('cabinet-materials:freeDownload.more')}</a>
    </p>
  );
}

export function LinkedDownloadScreen({ screen, heading, intro, note, download, world }: {
  screen: string;
  heading: string;
  intro: string;
  note: string;
  download: LinkedDownload;
  world: World;
}) {
  const { t } = usePage();
  const { material } = download;
  const materialWorld = isWorld(material.world) ? material.world : world;
  const href = routePath('materialPage', materialWorld, { id: String(material.id), slug: material.slug });
  const files = download.files.flatMap((file) => {
    const url = safeDownloadUrl(file.url);
    return url ? [{ ...file, url }] : [];
  });
  return (
    <section className="frame free-download" data-screen={screen}>
      <h1>{heading}</h1>
      <p className="lead">{intro}</p>
      <article className="purchase">
        <img src={`${material.imgUrl}&h=160`} alt="" width={113} height={160} decoding="async" />
        <div className="purchase-body">
          <h2 className="purchase-title">{href ? <a href={href}>{material.title}</a> : material.title}</h2>
          <p className="purchase-author">{t('common:byAuthor', { name: material.author.publicName })}</p>
          {files.length > 0 ? (
            <ul className="purchase-files" aria-label={t('cabinet-materials:bought.filesOf', { title: material.title })}>
              {files.map((file) => {
                const size = formatFileSize(file.sizeBytes, world);
                return (
                  <li key={file.id} className="purchase-file">
                    <a className="button" href={file.url} download={file.name}>
                      {t('cabinet-materials:bought.download', { name: file.name })}
                    </a>{' '}
                    <span className="purchase-file-meta">{size ? `${file.format.toUpperCase()}, ${size}` : file.format.toUpperCase()}</span>
                  </li>
                );
              })}
            </ul>
          ) : (
            <p>{t('cabinet-materials:bought.noFiles')}</p>
          )}
        </div>
      </article>
      <p className="field-hint">{note}</p>
      <MoreMaterials />
    </section>
  );
}

/** An expired or withdrawn link (answered with a 410). */
export function LinkGoneScreen({ screen, heading, children }: { screen: string; heading: string; children: ReactNode }) {
  return (
    <section className="frame free-download" data-screen={screen}>
      <h1>{heading}</h1>
      <div className="notice notice-error" role="status">
        <p>{children}</p>
      </div>
      <MoreMaterials />
    </section>
  );
}
