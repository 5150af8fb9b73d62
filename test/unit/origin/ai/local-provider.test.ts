import { describe, expect, it } from 'vitest';
import { localProvider } from '../../../../src/origin/ai/local';
import { sentencesOf, termsOf } from '../../../../src/origin/ai/text';
import { quizFromModel } from '../../../../src/origin/ai/workers-ai';
import { descriptionOutputSchema, quizOutputSchema, worksheetContentSchema } from '../../../../src/shared/schemas/ai';
import { contentProblems, type InteractiveContent } from '../../../../src/shared/interactive';

/** The local provider on texts of the five main languages (docs/ai-tools.md, "The local provider"). */

const TEXTS: Record<string, { text: string; sentences: number; accented: string }> = {
  de: {
    text: 'Die Photosynthese findet in den Blättern der Pflanzen statt. Dabei wandeln die Pflanzen Licht in chemische Energie um. Für die Photosynthese brauchen Pflanzen Wasser, Kohlendioxid und Licht. Das Chlorophyll färbt die Blätter grün und fängt das Licht ein. Bei der Photosynthese entsteht Sauerstoff, den Menschen und Tiere atmen. Ohne Photosynthese gäbe es kein Leben auf der Erde, z. B. keine Nahrung für Tiere.',
    sentences: 6,
    accented: 'Blättern',
  },
  es: {
    text: 'La fotosíntesis ocurre en las hojas de las plantas. Durante la fotosíntesis, las plantas transforman la luz en energía química. Las plantas necesitan agua, dióxido de carbono y luz para la fotosíntesis. La clorofila da el color verde a las hojas y capta la luz. En la fotosíntesis se produce oxígeno, que respiran los animales.',
    sentences: 5,
    accented: 'fotosíntesis',
  },
  fr: {
    text: "La photosynthèse a lieu dans les feuilles des plantes. Pendant la photosynthèse, les plantes transforment la lumière en énergie chimique. Les plantes ont besoin d'eau, de dioxyde de carbone et de lumière pour la photosynthèse. La chlorophylle donne aux feuilles leur couleur verte et capte la lumière. La photosynthèse produit l'oxygène que respirent les êtres vivants.",
    sentences: 5,
    accented: 'photosynthèse',
  },
  gr: {
    text: 'Η φωτοσύνθεση γίνεται στα φύλλα των φυτών. Κατά τη φωτοσύνθεση τα φυτά μετατρέπουν το φως σε χημική ενέργεια. Τα φυτά χρειάζονται νερό, διοξείδιο του άνθρακα και φως για τη φωτοσύνθεση. Η χλωροφύλλη δίνει στα φύλλα το πράσινο χρώμα και απορροφά το φως. Με τη φωτοσύνθεση παράγεται οξυγόνο που αναπνέουν τα ζώα. Τι είναι η χλωροφύλλη;',
    sentences: 5,
    accented: 'φωτοσύνθεση',
  },
  it: {
    text: "La fotosintesi avviene nelle foglie delle piante. Durante la fotosintesi le piante trasformano la luce in energia chimica. Per la fotosintesi le piante hanno bisogno di acqua, anidride carbonica e luce. La clorofilla dà il colore verde alle foglie e cattura la luce. Con la fotosintesi si produce l'ossigeno che respirano gli animali.",
    sentences: 5,
    accented: 'dà',
  },
};

describe('sentences and terms', () => {
  for (const [language, sample] of Object.entries(TEXTS)) {
    it(`${language}: splits the text into its statements, keeping accents`, () => {
      const sentences = sentencesOf(sample.text, language);
      expect(sentences).toHaveLength(sample.sentences);
      // Every statement ends with its full stop and starts a sentence of the text.
      for (const sentence of sentences) {
        expect(sentence).toMatch(/\.$/);
        expect(sample.text).toContain(sentence);
      }
      expect(sentences.join(' ')).toContain(sample.accented);
    });
  }

  it('does not cut German abbreviations into sentences and leaves Greek questions out', () => {
    expect(sentencesOf(TEXTS.de!.text, 'de').at(-1)).toBe('Ohne Photosynthese gäbe es kein Leben auf der Erde, z. B. keine Nahrung für Tiere.');
    expect(sentencesOf(TEXTS.gr!.text, 'gr').some((s) => s.includes('Τι είναι'))).toBe(false);
  });

  it('counts terms by their folded form and keeps the form the text uses', () => {
    const terms = termsOf(sentencesOf(TEXTS.de!.text, 'de'), 'de');
    expect(terms[0]).toMatchObject({ key: 'photosynthese', text: 'Photosynthese', count: 4 });
    const greek = termsOf(sentencesOf(TEXTS.gr!.text, 'gr'), 'gr');
    expect(greek[0]?.text).toBe('φωτοσύνθεση');
  });
});

describe('local provider', () => {
  for (const [language, sample] of Object.entries(TEXTS)) {
    it(`${language}: a quiz whose questions the builder takes and publishing accepts`, async () => {
      const answer = await localProvider.quiz({ language, title: 'Photosynthese', text: sample.text, questions: 8 });
      expect(answer).toMatchObject({ provider: 'local', costNeurons: 0 });
      const parsed = quizOutputSchema.safeParse(answer.output);
      expect(parsed.success).toBe(true);
      const content = parsed.data as InteractiveContent;
      expect(contentProblems(content)).toEqual([]);
      expect(content.questions.length).toBeGreaterThanOrEqual(4);
      const kinds = new Set(content.questions.map((q) => q.kind));
      expect(kinds).toEqual(new Set(['blanks', 'single', 'true_false', 'ordering']));
      // Blanks name a word of the text as its answer, with accents intact.
      const blank = content.questions.find((q) => q.kind === 'blanks');
      if (blank?.kind !== 'blanks') throw new Error('no blanks question');
      expect(blank.text).toContain('[[b1]]');
      expect(sample.text.normalize('NFC')).toContain(blank.text.replace('[[b1]]', blank.blanks[0]?.accepted[0] ?? '?'));
      // The right option of a choice question is the word taken out of the sentence.
      const single = content.questions.find((q) => q.kind === 'single');
      if (single?.kind !== 'single') throw new Error('no single question');
      expect(single.options.map((o) => o.id)).toContain(single.correct);
      expect(JSON.stringify(content)).toContain(sample.accented);
    });

    it(`${language}: a description drafted from the text's own sentences`, async () => {
      const answer = await localProvider.description({ language, world: language, title: 'Photosynthese', text: sample.text, subject: null, grades: null });
      const parsed = descriptionOutputSchema.parse(answer.output);
      const first = parsed.text.split('\n')[0] ?? '';
      expect(sentencesOf(first, language).length).toBeGreaterThanOrEqual(2);
      for (const sentence of sentencesOf(first, language)) expect(sample.text).toContain(sentence);
    });

    it(`${language}: a worksheet from the templates and the topic's words`, async () => {
      const answer = await localProvider.worksheet({ language, world: language, topic: sample.accented, grade: 6, subject: 'Biologie' });
      const sheet = worksheetContentSchema.parse(answer.output);
      expect(sheet.sections.length).toBe(4);
      expect(sheet.title).toContain(sample.accented);
      expect(sheet.sections.map((s) => s.body).join('\n')).toContain(sample.accented);
    });
  }

  it('refuses a text with no statements to draft from', async () => {
    await expect(localProvider.quiz({ language: 'de', title: 'x', text: 'Kurz. Nix', questions: 5 })).rejects.toThrow('not enough text');
  });
});

describe('malformed provider outputs are refused', () => {
  it('refuses garbage, wrong shapes and incomplete questions', () => {
    for (const garbage of [null, 'Sure! Here is your quiz:', 42, { title: 'x' }, { title: 'x', description: '', feedback: 'each', questions: [] }]) {
      expect(quizOutputSchema.safeParse(garbage).success).toBe(false);
    }
    // A choice question whose correct option does not exist is not complete.
    const wrongCorrect = { title: 'x', description: '', feedback: 'each', questions: [{ id: 'q1', kind: 'single', prompt: 'p', points: 1, options: [{ id: 'a', text: 'A' }, { id: 'b', text: 'B' }], correct: 'z' }] };
    expect(quizOutputSchema.safeParse(wrongCorrect).success).toBe(false);
    expect(descriptionOutputSchema.safeParse({ text: '' }).success).toBe(false);
    expect(descriptionOutputSchema.safeParse({ text: 'ok', extra: 1 }).success).toBe(false);
    expect(worksheetContentSchema.safeParse({ title: 'T', sections: [] }).success).toBe(false);
    expect(worksheetContentSchema.safeParse({ title: 'T', sections: [{ heading: 'H', body: 7 }] }).success).toBe(false);
  });

  it("turns the model's quiz shape into builder questions, and leaves anything else for the schema to refuse", () => {
    const model = {
      title: 'Fotosintesi',
      questions: [
        { type: 'single', prompt: 'Dove?', options: ['Foglie', 'Radici'], correct: [0] },
        { type: 'blanks', prompt: 'Completa', text: 'La ___ è verde.', answers: ['clorofilla'] },
        { type: 'true_false', prompt: 'Le piante producono ossigeno.', true: true },
      ],
    };
    expect(quizOutputSchema.safeParse(quizFromModel(model, '')).success).toBe(true);
    expect(quizFromModel('no json', '')).toBe('no json');
    // A blanks question without answers passes the shape but not the completeness check.
    const missing = { title: 'T', questions: [{ type: 'blanks', prompt: 'p', text: 'a ___ b', answers: [] }] };
    expect(quizOutputSchema.safeParse(quizFromModel(missing, '')).success).toBe(false);
  });
});
