import { z } from 'zod';
import { abTestKeySchema } from './settings';

/**
 * Experiments (docs/experiments.md): what staff edit on an A/B test, what the browser reports as
 * an exposure, and the results the staff screens show.
 */

const variantNameSchema = z.string().regex(/^[A-Za-z0-9_-]{1,16}$/, 'a variant name: letters, digits, - or _, at most 16');

/** A payload is any JSON value of at most 2,000 characters. */
const PAYLOAD_MAX_CHARS = 2000;

/** The body is parsed JSON, so any value is a JSON value; only its size is checked. */
const payloadSchema = z.unknown().refine((value) => (JSON.stringify(value ?? null) ?? '').length <= PAYLOAD_MAX_CHARS, `at most ${PAYLOAD_MAX_CHARS} characters of JSON`);

/** Payloads a screen reads have a shape; the other tests' payloads are free JSON. */
export const KNOWN_PAYLOADS: Readonly<Record<string, z.ZodType>> = {
  RANK3: z.object({ ranking: z.enum(['v2', 'v3']) }).strict().nullable(),
};

export const SEARCH_RANKINGS = ['v2', 'v3'] as const;
export type SearchRanking = (typeof SEARCH_RANKINGS)[number];

/** `PUT v3/staff/experiments/{key}`: the whole definition, as the operator decides it. */
export const experimentEditSchema = z
  .object({
    title: z.string().trim().min(1).max(120),
    description: z.string().trim().max(2000),
    enabled: z.boolean(),
    defaultVariant: variantNameSchema,
    activeVariants: z.array(variantNameSchema).max(12),
    variants: z
      .array(z.object({ name: variantNameSchema, weight: z.number().int().min(0).max(1000), payload: payloadSchema }).strict())
      .min(2)
      .max(12),
  })
  .strict()
  .superRefine((edit, ctx) => {
    const names = edit.variants.map((v) => v.name);
    if (new Set(names).size !== names.length) ctx.addIssue({ code: 'custom', path: ['variants'], message: 'variant names must differ' });
    if (!names.includes(edit.defaultVariant)) ctx.addIssue({ code: 'custom', path: ['defaultVariant'], message: 'the default variant must be one of the variants' });
    for (const [i, name] of edit.activeVariants.entries()) {
      if (!names.includes(name)) ctx.addIssue({ code: 'custom', path: ['activeVariants', i], message: 'an active variant must be one of the variants' });
    }
    if (edit.variants.every((v) => v.weight === 0)) ctx.addIssue({ code: 'custom', path: ['variants'], message: 'at least one variant needs a weight above 0' });
  });
export type ExperimentEdit = z.infer<typeof experimentEditSchema>;

/** `POST v3/experiments/exposures`: the tests the page showed, in the variants it showed. */
export const exposuresBodySchema = z
  .object({
    exposures: z.array(z.object({ test: abTestKeySchema, variant: variantNameSchema }).strict()).min(1).max(9),
  })
  .strict();

export const CONVERSION_KINDS = ['add_to_cart', 'purchase', 'sign_up'] as const;
export type ConversionKind = (typeof CONVERSION_KINDS)[number];

export interface ConversionResult {
  kind: ConversionKind;
  converted: number;
  rate: number;
  low: number;
  high: number;
  /** Against the control (the default variant); null for the control itself. */
  difference: { difference: number; low: number; high: number } | null;
}

export interface VariantResult {
  name: string;
  weight: number;
  payload: unknown;
  active: boolean;
  control: boolean;
  exposed: number;
  conversions: ConversionResult[];
}

export interface ExperimentResults {
  exposed: number;
  variants: VariantResult[];
  sampleRatio: { statistic: number; degrees: number; pValue: number; mismatch: boolean };
}

export interface ExperimentDefinition {
  key: string;
  title: string;
  description: string;
  enabled: boolean;
  defaultVariant: string;
  activeVariants: string[];
  variants: { name: string; weight: number; payload: unknown }[];
  revision: number;
  updatedAt: string | null;
}

/** `GET v3/staff/experiments/{key}`. */
export interface ExperimentDetail {
  test: ExperimentDefinition;
  results: ExperimentResults;
}

/** `GET v3/staff/experiments`. */
export interface ExperimentList {
  items: ExperimentDetail[];
}
