/**
 * What a material needs before it goes to review (docs/seller-materials.md, "Submitting").
 */
import type { MetadataField, SubmitItem } from '../../../shared/schemas/seller-materials';

export interface SubmitFacts {
  title: string;
  description: string;
  fieldsSet: ReadonlySet<MetadataField>;
  isBundle: boolean;
  /** Files with removed_at IS NULL. */
  files: number;
  /** Preview pages or a cover. */
  previews: number;
  bundleItems: number;
  /** Sold as a standalone interactive: the interactive is its content, a file is not needed. */
  standaloneInteractive?: boolean;
}

const TITLE_MIN = 5;
const DESCRIPTION_MIN = 50;
export const BUNDLE_MIN_ITEMS = 2;
export const BUNDLE_MAX_ITEMS = 50;

/** The items still missing, in the order the editor lists them; empty when it may be submitted. */
export function missingForSubmit(facts: SubmitFacts): SubmitItem[] {
  const missing: SubmitItem[] = [];
  if (facts.title.trim().length < TITLE_MIN) missing.push('title');
  if (facts.description.trim().length < DESCRIPTION_MIN) missing.push('description');
  if (!facts.fieldsSet.has('subject')) missing.push('subject');
  if (!facts.fieldsSet.has('schoolType')) missing.push('schoolType');
  if (!facts.fieldsSet.has('grades')) missing.push('grades');
  if (!facts.isBundle && !facts.fieldsSet.has('materialType')) missing.push('materialType');
  if (!facts.fieldsSet.has('price')) missing.push('price');
  if (facts.isBundle) {
    // A bundle's contents are its files and previews.
    if (facts.bundleItems < BUNDLE_MIN_ITEMS) missing.push('bundleItems');
  } else {
    if (facts.files < 1 && !facts.standaloneInteractive) missing.push('file');
    if (facts.previews < 1) missing.push('preview');
  }
  return missing;
}

export { textLanguages } from '../../../shared/seller-materials';
