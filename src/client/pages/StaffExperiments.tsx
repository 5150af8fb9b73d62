import type { ExperimentDetail, ExperimentList, ExperimentResults, VariantResult } from '../../shared/schemas/experiments';
import { usePage } from '../components/page-context';

/** The staff screens of experiments (docs/experiments.md): the list, and one test's results. */

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
const points = (value: number) => `${value >= 0 ? '+' : '−'}${Math.abs(value * 100).toFixed(1)}`;

function formatP(p: number): string {
  if (p < 0.0001) return '< 0.0001';
  return p.toFixed(4);
}

/** The sample ratio check in a sentence, flagged when the split differs from the weights. */
function SampleRatio({ check }: { check: ExperimentResults['sampleRatio'] }) {
  const { t } = usePage();
  return check.mismatch ? (
    <span className="exp-flag exp-flag-bad">{t('service-pages:experiments.srmMismatch', { p: formatP(check.pValue) })}</span>
  ) : (
    <span className="exp-flag">{t('service-pages:experiments.srmOk')}</span>
  );
}

export function StaffExperimentList({ list, testHref }: { list: ExperimentList; testHref: (key: string) => string }) {
  const { t } = usePage();
  return (
    <>
      <h1>{t('meta:staffExperiments.heading')}</h1>
      <p className="lead">{t('service-pages:experiments.lead')}</p>
      <ul className="exp-list">
        {list.items.map(({ test, results }) => {
          const control = results.variants.find((v) => v.control);
          const best = bestVariant(results.variants);
          return (
            <li key={test.key} className="exp-card">
              <div className="exp-card-head">
                <a href={testHref(test.key)} className="exp-card-title">
                  <strong>{test.key}</strong> · {test.title || test.key}
                </a>
                <span className={`exp-state exp-state-${test.enabled ? 'on' : 'off'}`}>{t(`service-pages:experiments.state.${test.enabled ? 'on' : 'off'}`)}</span>
              </div>
              <p className="exp-card-text">{test.description}</p>
              <dl className="exp-figures">
                <div>
                  <dt>{t('service-pages:experiments.exposed')}</dt>
                  <dd>{results.exposed}</dd>
                </div>
                <div>
                  <dt>{t('service-pages:experiments.variants')}</dt>
                  <dd>
                    {test.variants.map((v) => `${v.name} ${v.weight}`).join(' · ')}
                  </dd>
                </div>
                <div>
                  <dt>{t('service-pages:experiments.kinds.add_to_cart')}</dt>
                  <dd>
                    {control ? `${control.name} ${percent(rateOf(control, 'add_to_cart'))}` : '–'}
                    {best && best !== control ? ` · ${best.name} ${percent(rateOf(best, 'add_to_cart'))}` : ''}
                  </dd>
                </div>
                <div>
                  <dt>{t('service-pages:experiments.srm')}</dt>
                  <dd>
                    <SampleRatio check={results.sampleRatio} />
                  </dd>
                </div>
              </dl>
            </li>
          );
        })}
      </ul>
    </>
  );
}

function rateOf(variant: VariantResult, kind: VariantResult['conversions'][number]['kind']): number {
  return variant.conversions.find((c) => c.kind === kind)?.rate ?? 0;
}

/** The variant (other than the control) with the highest add-to-cart rate, for the list's headline. */
function bestVariant(variants: readonly VariantResult[]): VariantResult | undefined {
  return variants.filter((v) => !v.control && v.exposed > 0).sort((a, b) => rateOf(b, 'add_to_cart') - rateOf(a, 'add_to_cart'))[0];
}

/** One test's results: per variant the visitors, each conversion with its interval and the difference to the control. */
export function ExperimentResultsView({ detail }: { detail: ExperimentDetail }) {
  const { t } = usePage();
  const { results } = detail;
  const kinds = results.variants[0]?.conversions.map((c) => c.kind) ?? [];
  return (
    <section className="exp-results" aria-labelledby="exp-results-heading">
      <h2 id="exp-results-heading">{t('service-pages:experiments.results.heading')}</h2>
      <p>
        {t('service-pages:experiments.results.total', { count: results.exposed })} · <SampleRatio check={results.sampleRatio} />
      </p>
      {results.exposed === 0 ? <p className="exp-empty">{t('service-pages:experiments.results.none')}</p> : null}
      <div className="exp-table-wrap">
        <table className="exp-table">
          <caption className="visually-hidden">{t('service-pages:experiments.results.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('service-pages:experiments.results.variant')}</th>
              <th scope="col">{t('service-pages:experiments.results.exposed')}</th>
              {kinds.map((kind) => (
                <th scope="col" key={kind}>
                  {t(`service-pages:experiments.kinds.${kind}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {results.variants.map((variant) => (
              <tr key={variant.name}>
                <th scope="row">
                  {variant.name}
                  {variant.control ? <span className="exp-tag">{t('service-pages:experiments.results.control')}</span> : null}
                  {variant.active ? <span className="exp-tag exp-tag-active">{t('service-pages:experiments.results.active')}</span> : null}
                  <small className="exp-weight">{t('service-pages:experiments.results.weight', { weight: variant.weight })}</small>
                </th>
                <td>{variant.exposed}</td>
                {variant.conversions.map((c) => (
                  <td key={c.kind}>
                    <span className="exp-rate">
                      {c.converted} · {percent(c.rate)}
                    </span>
                    <small className="exp-ci">
                      [{percent(c.low)} – {percent(c.high)}]
                    </small>
                    {c.difference ? (
                      <small className={`exp-diff${c.difference.low > 0 ? ' exp-diff-up' : c.difference.high < 0 ? ' exp-diff-down' : ''}`}>
                        {t('service-pages:experiments.results.difference', {
                          difference: points(c.difference.difference),
                          low: points(c.difference.low),
                          high: points(c.difference.high),
                        })}
                      </small>
                    ) : null}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="exp-note">
        {t('service-pages:experiments.results.srmDetail', {
          statistic: Number.isFinite(results.sampleRatio.statistic) ? results.sampleRatio.statistic.toFixed(2) : '∞',
          degrees: results.sampleRatio.degrees,
          p: formatP(results.sampleRatio.pValue),
        })}
      </p>
      <p className="exp-note">{t('service-pages:experiments.results.explain')}</p>
    </section>
  );
}
