import { CONVERSION_KINDS, type ConversionKind, type ExperimentDefinition, type ExperimentResults } from '../../../shared/schemas/experiments';
import { differenceInterval, sampleRatioCheck, wilsonInterval } from './statistics';

/**
 * A test's results from its counts (docs/experiments.md, "Reading the results"): per variant the
 * exposed visitors, each conversion's rate with its 95 % Wilson interval and, against the control
 * (the default variant), the difference with Newcombe's interval; and the sample ratio check of
 * the exposures against the weights. Variants that are no longer defined but have exposures are
 * listed after the defined ones with weight 0.
 */
export function experimentResults(
  test: Pick<ExperimentDefinition, 'variants' | 'defaultVariant' | 'activeVariants'>,
  exposed: ReadonlyMap<string, number>,
  converted: ReadonlyMap<string, ReadonlyMap<ConversionKind, number>>,
): ExperimentResults {
  const groups = [
    ...test.variants.map((v) => ({ name: v.name, weight: v.weight, payload: v.payload })),
    ...[...exposed.keys()].filter((name) => !test.variants.some((v) => v.name === name)).map((name) => ({ name, weight: 0, payload: null })),
  ];
  const controlTrials = exposed.get(test.defaultVariant) ?? 0;
  const variants = groups.map((group) => {
    const trials = exposed.get(group.name) ?? 0;
    const control = group.name === test.defaultVariant;
    return {
      ...group,
      active: test.activeVariants.includes(group.name),
      control,
      exposed: trials,
      conversions: CONVERSION_KINDS.map((kind) => {
        const successes = Math.min(trials, converted.get(group.name)?.get(kind) ?? 0);
        const { rate, low, high } = wilsonInterval(successes, trials);
        const controlSuccesses = Math.min(controlTrials, converted.get(test.defaultVariant)?.get(kind) ?? 0);
        return {
          kind,
          converted: successes,
          rate,
          low,
          high,
          difference: control ? null : differenceInterval({ successes: controlSuccesses, trials: controlTrials }, { successes, trials }),
        };
      }),
    };
  });
  return {
    exposed: variants.reduce((sum, v) => sum + v.exposed, 0),
    variants,
    sampleRatio: sampleRatioCheck(variants.map((v) => ({ weight: v.weight, exposed: v.exposed }))),
  };
}
