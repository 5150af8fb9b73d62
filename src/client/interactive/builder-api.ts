import type { InteractiveContent, InteractiveDraftView, InteractiveSummary, Question } from '../../shared/interactive';

/** `GET v3/interactives/:id/draft`: the owner's draft and its state. */
export type InteractiveDraft = InteractiveDraftView;
/** One row of `GET v3/interactives/mine`. */
export type MyInteractive = InteractiveSummary;

/**
 * The content as the draft call takes it: an image whose upload has not happened yet (empty key)
 * is not sent; its option stays (a draft may be incomplete, publishing asks for the image).
 */
export function draftForSaving(content: InteractiveContent): InteractiveContent {
  const questions = content.questions.map((q): Question => {
    const base = q.media && !q.media.key ? (({ media: _drop, ...rest }) => rest as Question)(q) : q;
    if (base.kind === 'single' || base.kind === 'multiple' || base.kind === 'image') return { ...base, options: base.options.map((o) => (o.media && !o.media.key ? { id: o.id, text: o.text } : o)) };
    return base;
  });
  return { ...content, questions };
}
