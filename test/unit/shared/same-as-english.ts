import type { Language } from '../../../src/shared/worlds';

/*
 * A text of another language that reads exactly like the English one is most likely not
 * translated. It passes only when every word of it (3 letters or more, variables left out) is
 * on these lists: names and codes everywhere, and per language the words it writes as English does.
 */

/** Names, codes and file formats: the same in every language. */
export const SAME_EVERYWHERE = [
  'Kreide', 'Facebook', 'Instagram', 'Pinterest', 'Google', 'Apple', 'Stripe', 'PayPal',
  'PDF', 'IBAN', 'BIC', 'FAQ', 'API', 'NPS', 'DEMO', 'JSON', 'CSV', 'Markdown',
  // "E-mail", as most languages write it.
  'mail',
  'Word', 'PowerPoint', 'Excel', 'OpenDocument', 'ZIP', 'MP3', 'MP4', 'PNG', 'JPEG',
  // The name of a partner programme, and of the podcast.
  'Agro', 'Nordwest', 'Podcast',
];

/** Words a language writes as English does (loanwords and shared words), checked by hand. */
export const SAME_IN: Partial<Record<Language, readonly string[]>> = {
  de: ['Blog', 'Text', 'Filter', 'Material', 'Downloads', 'Name', 'Bestseller', 'Marketing', 'Position', 'Team', 'Experiment', 'Admin', 'Live', 'optional', 'Block', 'Link', 'Release', 'Definition'],
  es: ['Blog', 'Material', 'material', 'Total', 'Subtotal', 'Marketing', 'control', 'pts'],
  fr: [
    'Blog', 'Page', 'page', 'Pages', 'Magazine', 'Total', 'Date', 'Type', 'Document', 'Marketing', 'Menu', 'Notifications', 'Articles',
    'Description', 'Position', 'Question', 'question', 'questions', 'Image', 'Points', 'point', 'points', 'Maximum', 'Pause', 'Licence',
    'Catalan', 'Basque', 'version', 'pts', 'Actions', 'Licences', 'Sessions',
  ],
  it: ['Blog', 'Per', 'Home', 'Marketing', 'Menu', 'Password', 'Magazine', 'Team', 'download', 'Link', 'Account'],
  cz: ['Bestseller', 'Text', 'Marketing', 'Experiment', 'Relevance', 'Licence'],
  dk: ['Bestseller', 'Blog', 'Download', 'Downloads', 'download', 'downloads', 'Type', 'Subtotal', 'Menu', 'Tags', 'Send', 'invitation', 'point', 'Pause', 'version', 'link', 'Link', 'Variant', 'Definition', 'Score', 'mails'],
  hr: ['Marketing'],
  hu: ['Bestseller'],
  nl: [
    'Home', 'Bestseller', 'Bestsellers', 'Blog', 'Magazine', 'Postcode', 'Per', 'Downloads', 'download', 'downloads', 'Document', 'Marketing', 'Menu',
    'Tags', 'Partners', 'Team', 'Experiment', 'Open', 'Maximum', 'Live', 'Filters', 'Details', 'Parameters', 'Link', 'Release', 'Islands', 'Browsers',
    'Variant', 'Payload', 'Score', 'Account',
  ],
  pl: ['Bestseller', 'VAT', 'Marketing', 'Menu', 'Link'],
  ro: ['material', 'card'],
  se: ['material', 'Text', 'Material', 'Per', 'Period', 'Position', 'version', 'Block', 'Release', 'Variant', 'Definition'],
  id: ['Blog', 'Per', 'Total', 'Subtotal', 'Voucher', 'Menu', 'Admin', 'Item'],
  my: ['Blog', 'VAT', 'Menu', 'Item'],
  no: ['Per', 'Type', 'for', 'Variant'],
  sk: ['Bestseller', 'Text', 'Marketing', 'Variant'],
};

/** The words of a text a reader would take for English: Latin words of 3 letters or more, outside {{variables}} (and the PDFs' {variables}). */
export function englishLookingWords(text: string): string[] {
  return text.replace(/\{\{?[^}]*\}\}?/g, ' ').match(/[A-Za-z][A-Za-z0-9]{2,}/g) ?? [];
}
