import type { ExperimentDetail, ExperimentList } from '../../shared/schemas/experiments';
import { abTestKeySchema } from '../../shared/schemas/settings';
import { routePath } from '../../shared/routes/match';
import { Island } from '../../client/components/page-context';
import { ExperimentResultsView, StaffExperimentList } from '../../client/pages/StaffExperiments';
import ExperimentEditor from '../../client/islands/ExperimentEditor';
import { askAsViewer, NOT_FOUND_FOR_VIEWER } from './as-viewer';
import type { PageModule } from './types';

/**
 * The staff screens of experiments (docs/experiments.md): the tests with their state and headline
 * results, and one test's editor with its results. Made for the viewer and never cached; for
 * anyone but staff they are the not-found page.
 */

const testPath = (key: string) => routePath('staffExperiment', 'de', { key }) ?? '#';

/** `/staff/experiments`: every test with its state and headline results. */
export const staffExperiments: PageModule = async (request) => {
  const list = await askAsViewer<ExperimentList>(request, 'v3/staff/experiments');
  if (!list) return NOT_FOUND_FOR_VIEWER;
  return { kind: 'page', personal: true, sheets: ['experiments'], body: <StaffExperimentList list={list} testHref={testPath} /> };
};

/** `/staff/experiments/:key`: one test's definition (the editor island) and its results. */
export const staffExperiment: PageModule = async (request) => {
  const key = abTestKeySchema.safeParse(request.params.key);
  if (!key.success) return NOT_FOUND_FOR_VIEWER;
  const detail = await askAsViewer<ExperimentDetail>(request, `v3/staff/experiments/${key.data}`);
  if (!detail) return NOT_FOUND_FOR_VIEWER;
  const { test } = detail;
  return {
    kind: 'page',
    personal: true,
    sheets: ['experiments'],
    islandAreas: ['service-pages'],
    head: { title: `${test.key} · ${test.title || request.t('meta:staffExperiment.title')}` },
    breadcrumbs: [
      { label: request.t('meta:staffExperiments.heading'), href: routePath('staffExperiments', 'de') },
      { label: test.key, href: null },
    ],
    body: (
      <>
        <h1>
          {test.key} · {test.title}
        </h1>
        <p className="lead">{test.description}</p>
        {test.updatedAt ? (
          <p className="exp-note">{request.t('service-pages:experiments.revision', { revision: test.revision, date: test.updatedAt.slice(0, 16).replace('T', ' ') })}</p>
        ) : null}
        <ExperimentResultsView detail={detail} />
        <Island
          of={ExperimentEditor}
          props={{
            testKey: test.key,
            title: test.title,
            description: test.description,
            enabled: test.enabled,
            defaultVariant: test.defaultVariant,
            variants: test.variants.map((v) => ({ name: v.name, weight: v.weight, payload: JSON.stringify(v.payload ?? null), active: test.activeVariants.includes(v.name) })),
          }}
        />
      </>
    ),
  };
};
