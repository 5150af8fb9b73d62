import type { Block, BlockInput, ContentRevision } from '../../../shared/schemas/content';
import { renderMarkdown } from './markdown';

/**
 * The blocks of a page as they are served (docs/content.md, "Blocks"): every Markdown text rendered
 * once, when the draft is saved, by the safe renderer; the other fields were checked by the block
 * schema (links only to our paths or https, images only from the content image upload).
 */
function renderBlock(block: BlockInput): Block {
  switch (block.type) {
    case 'markdown':
      return { type: 'markdown', html: renderMarkdown(block.markdown) };
    case 'image':
      return { type: 'image', src: block.src, alt: block.alt, ...(block.caption ? { caption: block.caption } : {}) };
    case 'materials':
      return {
        type: 'materials',
        heading: block.heading,
        ...(block.materialIds ? { materialIds: block.materialIds } : {}),
        ...(block.query ? { query: block.query } : {}),
        limit: block.limit,
      };
    case 'cta':
      return { type: 'cta', heading: block.heading, body: block.body, label: block.label, href: block.href };
    case 'faq':
      return {
        type: 'faq',
        ...(block.heading ? { heading: block.heading } : {}),
        items: block.items.map((item) => ({ question: item.question, answerHtml: renderMarkdown(item.answer) })),
      };
    case 'audio':
      return { type: 'audio', title: block.title, date: block.date, src: block.src, ...(block.markdown ? { html: renderMarkdown(block.markdown) } : {}) };
  }
}

export function renderBlocks(blocks: readonly BlockInput[]): Block[] {
  return blocks.map(renderBlock);
}

/** What a revision changed against the one before it, block by block in order. */
export function revisionChanges(
  before: { title: string; description: string; blocks: readonly unknown[] } | null,
  after: { title: string; description: string; blocks: readonly unknown[] },
): ContentRevision['changes'] {
  if (!before) return { title: true, description: after.description !== '', blocksAdded: after.blocks.length, blocksRemoved: 0, blocksChanged: 0 };
  const shared = Math.min(before.blocks.length, after.blocks.length);
  let blocksChanged = 0;
  for (let i = 0; i < shared; i++) if (JSON.stringify(before.blocks[i]) !== JSON.stringify(after.blocks[i])) blocksChanged++;
  return {
    title: before.title !== after.title,
    description: before.description !== after.description,
    blocksAdded: Math.max(0, after.blocks.length - before.blocks.length),
    blocksRemoved: Math.max(0, before.blocks.length - after.blocks.length),
    blocksChanged,
  };
}
