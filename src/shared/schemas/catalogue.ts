import { z } from 'zod';

/** One facet of `GET v1/filters` (docs/product-rules.md, "Entities"). */
const filterOptionSchema = z.object({
  id: z.string(),
  title: z.string(),
  count: z.number().int().nonnegative(),
});
export const filterSchema = z.object({
  key: z.enum(['class_grade', 'learning_years', 'material_type', 'subject']),
  options: z.array(filterOptionSchema),
});
export type Filter = z.infer<typeof filterSchema>;

/** `GET v3/mega-menu/get-subjects`: per school type its grades and subjects. */
const megaMenuSubjectSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  doc_count: z.number().int().nonnegative(),
  material_category: z.string(),
});
export const megaMenuEntrySchema = z.object({
  school_type: z.string(),
  school_name: z.string(),
  grades: z.array(z.number().int()),
  subjects: z.array(megaMenuSubjectSchema),
});
export type MegaMenuEntry = z.infer<typeof megaMenuEntrySchema>;
