import type { ReactNode } from 'react';
import { routePath } from '../../shared/routes/match';
import type { RouteName } from '../../shared/routes/types';
import type { Area } from '../../shared/i18n/areas';
import { AI_DAILY_LIMITS, AI_TOOL_IDS, type AiToolId } from '../../shared/ai-tools';
import { Island, usePage } from '../../client/components/page-context';
import { ID_PLACEHOLDER } from '../../client/href-template';
import AiQuizMaker from '../../client/islands/AiQuizMaker';
import AiDocuments from '../../client/islands/AiDocuments';
import AiDocumentEditor from '../../client/islands/AiDocumentEditor';
import { askAsViewer, NOT_FOUND_FOR_VIEWER } from './as-viewer';
import type { PageModule, PageRequest } from './types';

/**
 * The AI tools' screens (docs/ai-tools.md): the home, one page per tool, the FAQ, my worksheets and
 * the worksheet editor. All but the editor are the same HTML for everyone (islands load the user's
 * data); the editor answers only the document's owner and is never cached.
 */

const AREAS: readonly Area[] = ['ai-tools'];
const SHEETS = ['aiTools', 'seller'] as const;

const path = (request: PageRequest, name: RouteName, params?: Record<string, string>) => routePath(name, request.world, params);

function signInHref(request: PageRequest): string | null {
  const login = path(request, 'login');
  return login ? `${login}?next=${encodeURIComponent(request.url.pathname)}` : null;
}

const limits = { description: AI_DAILY_LIMITS.description, quiz: AI_DAILY_LIMITS.quiz, worksheet: AI_DAILY_LIMITS.worksheet };

function Screen({ name, heading, children, lead = true }: { name: RouteName; heading?: string; children?: ReactNode; lead?: boolean }) {
  const { t } = usePage();
  return (
    <section className="frame ai-screen" data-screen={name}>
      <h1>{heading ?? t(`meta:${name}.heading`)}</h1>
      {lead ? <p className="lead">{t('ai-tools:home.intro')}</p> : null}
      {children}
    </section>
  );
}

function isTool(id: string | undefined): id is AiToolId {
  return (AI_TOOL_IDS as readonly string[]).includes(id ?? '');
}

/** `/{w}/ai-tools`: the three tools, the limits and the way to the FAQ. */
export const aiTools: PageModule = async (request) => {
  const t = request.t;
  return {
    kind: 'page',
    sheets: SHEETS,
    body: (
      <Screen name="aiTools">
        <ul className="ai-tool-grid">
          {AI_TOOL_IDS.map((id) => (
            <li key={id} className="card ai-tool">
              <h2>{t(`ai-tools:tool.${id}.title`)}</h2>
              <p>{t(`ai-tools:tool.${id}.text`)}</p>
              <a className="button" href={path(request, 'aiTool', { tool: id }) ?? '#'}>
                {t('ai-tools:home.open')}
              </a>
            </li>
          ))}
        </ul>
        <p className="ai-limits">{t('ai-tools:home.limits', limits)}</p>
        <p>
          <a href={path(request, 'aiToolsFaq') ?? '#'}>{t('ai-tools:home.faqLink')}</a>
        </p>
      </Screen>
    ),
  };
};

/** `/{w}/ai-tools/:tool`: one tool (`description`, `quiz`, `worksheet`); any other name is a 404. */
export const aiTool: PageModule = async (request) => {
  const id = request.params.tool;
  if (!isTool(id)) return { kind: 'notFound' };
  const t = request.t;
  const title = t(`ai-tools:tool.${id}.title`);
  let body: ReactNode;
  if (id === 'quiz') {
    body = <Island of={AiQuizMaker} props={{ signInHref: signInHref(request), editorHref: path(request, 'interactiveEditor', { id: ID_PLACEHOLDER }) ?? '' }} />;
  } else if (id === 'description') {
    body = (
      <>
        <p>{t('ai-tools:tool.description.how')}</p>
        <a className="button" href={path(request, 'uploadEdit') ?? '#'}>
          {t('ai-tools:tool.description.link')}
        </a>
      </>
    );
  } else {
    body = (
      <a className="button" href={path(request, 'aiToolDocuments') ?? '#'}>
        {t('ai-tools:tool.worksheet.link')}
      </a>
    );
  }
  return {
    kind: 'page',
    head: { title: t('meta:aiTool.title', { title }), description: t('meta:aiTool.description', { title }) },
    breadcrumbs: [{ label: t('meta:aiTools.heading'), href: path(request, 'aiTools') }, { label: title }],
    sheets: SHEETS,
    islandAreas: id === 'quiz' ? AREAS : [],
    body: (
      <Screen name="aiTool" heading={title} lead={false}>
        <p className="lead">{t(`ai-tools:tool.${id}.text`)}</p>
        {body}
        <p className="ai-limits">{t('ai-tools:home.limits', limits)}</p>
        <p>
          <a href={path(request, 'aiToolsFaq') ?? '#'}>{t('ai-tools:home.faqLink')}</a>
        </p>
      </Screen>
    ),
  };
};

const FAQ = ['what', 'local', 'model', 'limits', 'stored', 'check'] as const;

/** `/{w}/ai-tools/faq`: what the tools do, their limits and how data is used. */
export const aiToolsFaq: PageModule = async (request) => {
  const t = request.t;
  return {
    kind: 'page',
    sheets: SHEETS,
    head: {
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: FAQ.map((key) => ({ '@type': 'Question', name: t(`ai-tools:faq.${key}Q`), acceptedAnswer: { '@type': 'Answer', text: t(`ai-tools:faq.${key}A`, limits) } })),
        },
      ],
    },
    body: (
      <Screen name="aiToolsFaq" lead={false}>
        <dl className="ai-faq">
          {FAQ.map((key) => (
            <div key={key}>
              <dt>{t(`ai-tools:faq.${key}Q`)}</dt>
              <dd>{t(`ai-tools:faq.${key}A`, limits)}</dd>
            </div>
          ))}
        </dl>
        <p>
          <a href={path(request, 'aiTools') ?? '#'}>{t('meta:aiTools.heading')}</a>
        </p>
      </Screen>
    ),
  };
};

/** `/{w}/ai-tools/documents`: my worksheets and the form that makes one. */
export const aiToolDocuments: PageModule = async (request) => ({
  kind: 'page',
  sheets: SHEETS,
  islandAreas: AREAS,
  body: (
    <Screen name="aiToolDocuments" lead={false}>
      <Island of={AiDocuments} props={{ signInHref: signInHref(request), editorHref: path(request, 'aiToolDocument', { id: ID_PLACEHOLDER }) ?? '' }} />
    </Screen>
  ),
});

function idParam(request: PageRequest): number | null {
  const raw = request.params.id ?? '';
  if (!/^[1-9]\d{0,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * `/{w}/ai-tools/document/:id`: the worksheet editor, for the document's owner alone. The document
 * is asked for with the visitor's session: anyone else (and every visitor) gets the not-found page.
 */
export const aiToolDocument: PageModule = async (request) => {
  const id = idParam(request);
  if (id === null) return NOT_FOUND_FOR_VIEWER;
  const answer = await askAsViewer<{ document: { title: string } }>(request, `v3/ai/documents/${id}`);
  if (!answer) return NOT_FOUND_FOR_VIEWER;
  const title = answer.document.title;
  const t = request.t;
  return {
    kind: 'page',
    personal: true,
    head: { title: t('meta:aiToolDocument.title', { title }) },
    breadcrumbs: [
      { label: t('meta:aiTools.heading'), href: path(request, 'aiTools') },
      { label: t('meta:aiToolDocuments.heading'), href: path(request, 'aiToolDocuments') },
      { label: title },
    ],
    sheets: SHEETS,
    islandAreas: AREAS,
    body: (
      <Screen name="aiToolDocument" heading={title} lead={false}>
        <Island of={AiDocumentEditor} props={{ documentId: id, signInHref: signInHref(request), listHref: path(request, 'aiToolDocuments') }} />
      </Screen>
    ),
  };
};
