import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { IslandEnvProvider } from '../../../src/client/island-env';
import { Player, type PlayerProps } from '../../../src/client/interactive/Player';
import type { AnswerSink } from '../../../src/client/interactive/answer-sink';
import type { PlayableQuestion } from '../../../src/shared/interactive';
import { translatorFor } from '../../../src/shared/i18n/translator';

/** The shared player (docs/interactive-screens.md, "Player"): solo play, preview and learning rooms. */
const questions: PlayableQuestion[] = [
  { id: 'q1', kind: 'single', prompt: 'Hauptstadt von Frankreich?', points: 2, options: [{ id: 'a', text: 'Paris' }, { id: 'b', text: 'Lyon' }] },
  { id: 'q2', kind: 'true_false', prompt: 'Berlin liegt an der Spree.', points: 1 },
] as PlayableQuestion[];
const sink: AnswerSink = { submit: () => Promise.resolve(null) };
const render = (props: Partial<PlayerProps>) =>
  renderToStaticMarkup(
    <IslandEnvProvider value={{ world: 'de', t: translatorFor('de') }}>
      <Player title="Quiz" questions={questions} feedback="each" sink={sink} {...props} />
    </IslandEnvProvider>,
  );

describe('the shared player', () => {
  it('starts at the first question and offers to check it', () => {
    const html = render({});
    expect(html).toContain('Frage 1 von 2');
    expect(html).toContain('Hauptstadt von Frankreich?');
    expect(html).toContain('>Prüfen<');
  });

  it('with answers stored before (a room after a reload) it starts at the first question without one', () => {
    const html = render({ stored: { q1: { answer: { kind: 'single', choice: 'a' }, result: { points: 2, max: 2, correct: true } } } });
    expect(html).toContain('Frage 2 von 2');
    expect(html).toContain('Berlin liegt an der Spree.');
  });

  it('with every answer stored it shows the summary: each answer in words, its verdict, the total, and no replay when asked so', () => {
    const html = render({
      again: false,
      stored: {
        q1: { answer: { kind: 'single', choice: 'b' }, result: { points: 0, max: 2, correct: false, solution: { kind: 'single', choice: 'a' } } },
        q2: { answer: { kind: 'true_false', value: true }, result: { points: 1, max: 1, correct: true } },
      },
    });
    expect(html).toContain('Dein Ergebnis');
    // The title stays above the summary: a course's part is still named when a student looks back.
    expect(html).toMatch(/<h2 [^>]*class="play-title"[^>]*>Quiz<\/h2>/);
    expect(html).toContain('Deine Antwort: <strong>Lyon</strong>');
    expect(html).toContain('Nicht ganz.');
    expect(html).toContain('Die Lösung: Paris');
    expect(html).toContain('1 von 3 Punkten');
    expect(html).not.toContain('Noch einmal');
    expect(render({ stored: { q1: { answer: { kind: 'single', choice: 'a' }, result: null }, q2: { answer: { kind: 'true_false', value: true }, result: null } } })).toContain('Noch einmal');
  });

  it('answers a room keeps unscored (feedback at the end, before reveal) wait for the teacher instead of a total', () => {
    const html = render({ feedback: 'end', stored: { q1: { answer: { kind: 'single', choice: 'a' }, result: null }, q2: { answer: { kind: 'true_false', value: false }, result: null } } });
    expect(html).toContain('Die Ergebnisse zeigt dir deine Lehrkraft');
    expect(html).not.toContain('Punkten');
    expect(html).not.toContain('Die Lösung');
  });

  it('paused (a locked or closed room) says why and keeps the controls read-only', () => {
    const html = render({ paused: 'Dieser Raum ist geschlossen.' });
    expect(html).toContain('Dieser Raum ist geschlossen.');
    expect(html).toMatch(/<input type="radio"[^>]*disabled=""/);
    expect(html).toMatch(/<button type="submit" class="button" disabled=""/);
    expect(render({})).not.toMatch(/<input type="radio"[^>]*disabled=""/);
  });
});
