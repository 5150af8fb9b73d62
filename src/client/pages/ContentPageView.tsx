import type { Block, ContentPage } from '../../shared/schemas/content';
import type { Material } from '../../shared/schemas/materials';
import { usePage } from '../components/page-context';
import { MaterialGrid } from '../components/MaterialCard';
import { formatDay } from '../commerce/cabinet-format';

export interface ContentPageData {
  page: ContentPage;
  /** The materials of each materials block, by the block's index. */
  materials: Record<number, Material[]>;
  /** The search results screen for a query row's "show all". */
  searchHref: string | null;
  now: string;
}

/**
 * A content page made of blocks (docs/content.md): campaigns, info pages, terms and imprint, the
 * podcast. Markdown arrives as HTML the origin rendered safely when the page was saved.
 */
export function ContentPageView({ data }: { data: ContentPageData }) {
  const { page } = data;
  return (
    <article className="content-page">
      <h1>{page.title}</h1>
      {page.description ? <p className="lead">{page.description}</p> : null}
      {page.blocks.map((block, i) => (
        <ContentBlock key={i} block={block} materials={data.materials[i] ?? []} searchHref={data.searchHref} now={data.now} />
      ))}
    </article>
  );
}

function ContentBlock({ block, materials, searchHref, now }: { block: Block; materials: Material[]; searchHref: string | null; now: string }) {
  const { t, world } = usePage();
  switch (block.type) {
    case 'markdown':
      return <div className="content-text" dangerouslySetInnerHTML={{ __html: block.html }} />;
    case 'image':
      return (
        <figure className="content-figure">
          <img src={block.src} alt={block.alt} loading="lazy" decoding="async" />
          {block.caption ? <figcaption>{block.caption}</figcaption> : null}
        </figure>
      );
    case 'materials':
      return (
        <section className="content-materials" aria-label={block.heading}>
          <h2>{block.heading}</h2>
          {materials.length > 0 ? <MaterialGrid materials={materials} now={new Date(now)} label={block.heading} /> : <p>{t('search:empty.title')}</p>}
          {block.query && searchHref ? (
            <p>
              <a href={`${searchHref}?${new URLSearchParams({ q: block.query })}`}>{t('search:showAll')}</a>
            </p>
          ) : null}
        </section>
      );
    case 'cta':
      return (
        <section className="content-cta" aria-label={block.heading}>
          <h2>{block.heading}</h2>
          {block.body ? <p>{block.body}</p> : null}
          <a className="button" href={block.href} {...(/^https:/i.test(block.href) ? { rel: 'noopener' } : {})}>
            {block.label}
          </a>
        </section>
      );
    case 'faq':
      return (
        <section className="content-faq" aria-label={block.heading ?? undefined}>
          {block.heading ? <h2>{block.heading}</h2> : null}
          {block.items.map((item, i) => (
            <details key={i}>
              <summary>{item.question}</summary>
              <div className="content-text" dangerouslySetInnerHTML={{ __html: item.answerHtml }} />
            </details>
          ))}
        </section>
      );
    case 'audio':
      return (
        <section className="content-episode" aria-label={block.title}>
          <h2>{block.title}</h2>
          <p className="content-episode-date">
            <time dateTime={block.date}>{formatDay(`${block.date}T12:00:00Z`, world)}</time>
          </p>
          <audio controls preload="none" src={block.src} />
          {block.html ? <div className="content-text" dangerouslySetInnerHTML={{ __html: block.html }} /> : null}
        </section>
      );
  }
}

/** The FAQ blocks of a page as FAQPage structured data (answers as plain text). */
export function faqJsonLd(page: ContentPage): unknown[] {
  const items = page.blocks.flatMap((block) => (block.type === 'faq' ? block.items : []));
  if (items.length === 0) return [];
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: items.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: htmlText(item.answerHtml) } })),
    },
  ];
}

function htmlText(html: string): string {
  return html
    .replace(/<\/?(p|li|ul|ol|h[1-6]|div|br|blockquote|pre|table|tr|td|th)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
