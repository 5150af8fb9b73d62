/* Read by vite.config.ts too (its inputs), so this module imports nothing. */

/** Stylesheets beyond the common one, linked by the screens that need them (PageOutcome.sheets). */
export const PAGE_SHEETS = {
  commerce: 'src/client/styles/commerce.css',
  home: 'src/client/styles/home.css',
  sellerFiles: 'src/client/styles/seller-files.css',
  earnings: 'src/client/styles/earnings.css',
  seller: 'src/client/styles/seller.css',
  apiReference: 'src/client/styles/api-reference.css',
  help: 'src/client/styles/help.css',
  blog: 'src/client/styles/blog.css',
  content: 'src/client/styles/content.css',
  overlays: 'src/client/styles/overlays.css',
  experiments: 'src/client/styles/experiments.css',
  surveys: 'src/client/styles/surveys.css',
  recommend: 'src/client/styles/recommend.css',
  interactive: 'src/client/styles/interactive.css',
  rooms: 'src/client/styles/rooms.css',
  aiTools: 'src/client/styles/ai-tools.css',
} as const;
export type PageSheet = keyof typeof PAGE_SHEETS;
