/**
 * Areas of the translation catalogue (docs/product-rules.md, "Worlds"). Their names are the catalogue's own, shared with
 * translators: `favorites` keeps that spelling although the code writes "favourite" everywhere else.
 */
export const AREAS = [
  'ai-tools', 'author-page', 'blogpost', 'cabinet-materials', 'cabinet-sales', 'cabinet-settings',
  'cart', 'comments', 'common', 'favorites', 'footer', 'header', 'help-center', 'home', 'info',
  'landing', 'login', 'material-feedbacks', 'material-page', 'meta', 'modals', 'my-school',
  'new-interactive', 'payment', 'personalization', 'school-create', 'search', 'second-home',
  'seller', 'service-pages', 'signup', 'thank-you-page',
] as const;
export type Area = (typeof AREAS)[number];
