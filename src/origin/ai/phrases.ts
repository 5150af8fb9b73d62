/**
 * The local provider's words per language (de, en, es, fr, gr, it; other languages get English).
 * `{{x}}` is filled in. docs/ai-tools.md, "The local provider".
 */
export interface Phrases {
  quizTitle: string;
  quizNote: string;
  blanks: string;
  single: string;
  trueFalse: string;
  ordering: string;
  keyTerms: string;
  warmUp: string;
  warmUpLines: string[];
  terms: string;
  termLine: string;
  tasks: string;
  tasksYoung: string[];
  tasksMiddle: string[];
  tasksOlder: string[];
  review: string;
  reviewLines: string[];
}

const LINE = '____________________________';

const PHRASES: Record<string, Phrases> = {
  de: {
    quizTitle: 'Quiz: {{title}}',
    quizNote: 'Aus dem eigenen Text des Materials zusammengestellt, nicht von einem Sprachmodell. Prüfe jede Frage, bevor du veröffentlichst.',
    blanks: 'Ergänze den fehlenden Begriff.',
    single: 'Welcher Begriff fehlt? „{{sentence}}“',
    trueFalse: 'Richtig oder falsch? „{{sentence}}“',
    ordering: 'Bringe die Sätze in die Reihenfolge des Textes.',
    keyTerms: 'Schlüsselbegriffe: {{terms}}.',
    warmUp: 'Was weißt du schon über {{topic}}?',
    warmUpLines: ['Was fällt dir zu „{{topic}}“ ein?', 'Wo begegnet dir {{topic}} im Alltag?', 'Welche Frage hast du zu {{topic}}?'],
    terms: 'Wichtige Begriffe',
    termLine: '{{term}}: ',
    tasks: 'Aufgaben',
    tasksYoung: ['Male ein Bild zu {{topic}} und beschrifte es.', 'Erzähle deinem Nachbarn, was du über {{topic}} weißt.', 'Schreibe einen Satz über {{topic}}.'],
    tasksMiddle: ['Erkläre {{topic}} in drei bis vier eigenen Sätzen.', 'Zeichne eine Mindmap zu {{topic}}.', 'Finde ein Beispiel für {{topic}} aus deinem Alltag und beschreibe es.'],
    tasksOlder: ['Erläutere {{topic}} in eigenen Worten ({{subject}}).', 'Vergleiche zwei Sichtweisen auf {{topic}} und begründe deine eigene.', 'Formuliere eine Forschungsfrage zu {{topic}} und skizziere, wie du sie beantworten würdest.'],
    review: 'Rückblick',
    reviewLines: ['Das habe ich gelernt:', 'Das möchte ich noch wissen:'],
  },
  en: {
    quizTitle: 'Quiz: {{title}}',
    quizNote: "Drafted from the material's own text, not by a language model. Check every question before you publish.",
    blanks: 'Fill in the missing word.',
    single: 'Which word is missing? “{{sentence}}”',
    trueFalse: 'True or false? “{{sentence}}”',
    ordering: 'Put the sentences in the order of the text.',
    keyTerms: 'Key terms: {{terms}}.',
    warmUp: 'What do you already know about {{topic}}?',
    warmUpLines: ['What comes to mind when you hear “{{topic}}”?', 'Where do you meet {{topic}} in everyday life?', 'What question do you have about {{topic}}?'],
    terms: 'Key words',
    termLine: '{{term}}: ',
    tasks: 'Tasks',
    tasksYoung: ['Draw a picture about {{topic}} and label it.', 'Tell your neighbour what you know about {{topic}}.', 'Write one sentence about {{topic}}.'],
    tasksMiddle: ['Explain {{topic}} in three or four sentences of your own.', 'Draw a mind map about {{topic}}.', 'Find an example of {{topic}} from your everyday life and describe it.'],
    tasksOlder: ['Explain {{topic}} in your own words ({{subject}}).', 'Compare two views on {{topic}} and give reasons for your own.', 'Write a research question about {{topic}} and outline how you would answer it.'],
    review: 'Looking back',
    reviewLines: ['What I learned:', 'What I still want to know:'],
  },
  es: {
    quizTitle: 'Cuestionario: {{title}}',
    quizNote: 'Elaborado a partir del propio texto del material, no por un modelo de lenguaje. Revisa cada pregunta antes de publicar.',
    blanks: 'Completa la palabra que falta.',
    single: '¿Qué palabra falta? «{{sentence}}»',
    trueFalse: '¿Verdadero o falso? «{{sentence}}»',
    ordering: 'Ordena las frases como aparecen en el texto.',
    keyTerms: 'Términos clave: {{terms}}.',
    warmUp: '¿Qué sabes ya sobre {{topic}}?',
    warmUpLines: ['¿Qué te viene a la mente con «{{topic}}»?', '¿Dónde encuentras {{topic}} en tu vida diaria?', '¿Qué pregunta tienes sobre {{topic}}?'],
    terms: 'Palabras clave',
    termLine: '{{term}}: ',
    tasks: 'Actividades',
    tasksYoung: ['Dibuja algo sobre {{topic}} y ponle nombres.', 'Cuéntale a tu compañero lo que sabes sobre {{topic}}.', 'Escribe una frase sobre {{topic}}.'],
    tasksMiddle: ['Explica {{topic}} con tres o cuatro frases propias.', 'Haz un mapa mental sobre {{topic}}.', 'Busca un ejemplo de {{topic}} en tu vida diaria y descríbelo.'],
    tasksOlder: ['Explica {{topic}} con tus propias palabras ({{subject}}).', 'Compara dos puntos de vista sobre {{topic}} y justifica el tuyo.', 'Formula una pregunta de investigación sobre {{topic}} y explica cómo la responderías.'],
    review: 'Repaso',
    reviewLines: ['Lo que he aprendido:', 'Lo que todavía quiero saber:'],
  },
  fr: {
    quizTitle: 'Quiz : {{title}}',
    quizNote: 'Rédigé à partir du texte même du matériel, pas par un modèle de langage. Vérifiez chaque question avant de publier.',
    blanks: 'Complète le mot manquant.',
    single: 'Quel mot manque ? « {{sentence}} »',
    trueFalse: 'Vrai ou faux ? « {{sentence}} »',
    ordering: "Remets les phrases dans l'ordre du texte.",
    keyTerms: 'Notions clés : {{terms}}.',
    warmUp: 'Que sais-tu déjà sur {{topic}} ?',
    warmUpLines: ['À quoi penses-tu quand tu entends « {{topic}} » ?', 'Où rencontres-tu {{topic}} dans la vie de tous les jours ?', 'Quelle question te poses-tu sur {{topic}} ?'],
    terms: 'Mots importants',
    termLine: '{{term}} : ',
    tasks: 'Exercices',
    tasksYoung: ['Dessine {{topic}} et légende ton dessin.', 'Raconte à ton voisin ce que tu sais sur {{topic}}.', 'Écris une phrase sur {{topic}}.'],
    tasksMiddle: ['Explique {{topic}} en trois ou quatre phrases.', 'Fais une carte mentale sur {{topic}}.', 'Trouve un exemple de {{topic}} dans ta vie quotidienne et décris-le.'],
    tasksOlder: ['Explique {{topic}} avec tes propres mots ({{subject}}).', 'Compare deux points de vue sur {{topic}} et justifie le tien.', 'Formule une question de recherche sur {{topic}} et indique comment tu y répondrais.'],
    review: 'Bilan',
    reviewLines: ["Ce que j'ai appris :", 'Ce que je veux encore savoir :'],
  },
  gr: {
    quizTitle: 'Κουίζ: {{title}}',
    quizNote: 'Συντάχθηκε από το ίδιο το κείμενο του υλικού, όχι από γλωσσικό μοντέλο. Ελέγξτε κάθε ερώτηση πριν τη δημοσιεύσετε.',
    blanks: 'Συμπλήρωσε τη λέξη που λείπει.',
    single: 'Ποια λέξη λείπει; «{{sentence}}»',
    trueFalse: 'Σωστό ή λάθος; «{{sentence}}»',
    ordering: 'Βάλε τις προτάσεις στη σειρά του κειμένου.',
    keyTerms: 'Βασικές έννοιες: {{terms}}.',
    warmUp: 'Τι ξέρεις ήδη για {{topic}};',
    warmUpLines: ['Τι σου έρχεται στο μυαλό με τη λέξη «{{topic}}»;', 'Πού συναντάς {{topic}} στην καθημερινότητα;', 'Ποια ερώτηση έχεις για {{topic}};'],
    terms: 'Σημαντικές λέξεις',
    termLine: '{{term}}: ',
    tasks: 'Δραστηριότητες',
    tasksYoung: ['Ζωγράφισε κάτι για {{topic}} και γράψε τα ονόματα.', 'Πες στον διπλανό σου τι ξέρεις για {{topic}}.', 'Γράψε μία πρόταση για {{topic}}.'],
    tasksMiddle: ['Εξήγησε {{topic}} με τρεις ή τέσσερις δικές σου προτάσεις.', 'Φτιάξε έναν εννοιολογικό χάρτη για {{topic}}.', 'Βρες ένα παράδειγμα για {{topic}} από την καθημερινότητά σου και περίγραψέ το.'],
    tasksOlder: ['Εξήγησε {{topic}} με δικά σου λόγια ({{subject}}).', 'Σύγκρινε δύο απόψεις για {{topic}} και αιτιολόγησε τη δική σου.', 'Διατύπωσε ένα ερευνητικό ερώτημα για {{topic}} και περίγραψε πώς θα το απαντούσες.'],
    review: 'Ανασκόπηση',
    reviewLines: ['Τι έμαθα:', 'Τι θέλω ακόμη να μάθω:'],
  },
  it: {
    quizTitle: 'Quiz: {{title}}',
    quizNote: 'Preparato dal testo stesso del materiale, non da un modello linguistico. Controlla ogni domanda prima di pubblicare.',
    blanks: 'Completa la parola mancante.',
    single: 'Quale parola manca? «{{sentence}}»',
    trueFalse: 'Vero o falso? «{{sentence}}»',
    ordering: "Metti le frasi nell'ordine del testo.",
    keyTerms: 'Concetti chiave: {{terms}}.',
    warmUp: 'Che cosa sai già su {{topic}}?',
    warmUpLines: ['Che cosa ti viene in mente con «{{topic}}»?', 'Dove incontri {{topic}} nella vita di tutti i giorni?', 'Quale domanda hai su {{topic}}?'],
    terms: 'Parole importanti',
    termLine: '{{term}}: ',
    tasks: 'Attività',
    tasksYoung: ['Disegna {{topic}} e scrivi i nomi.', 'Racconta al tuo vicino che cosa sai su {{topic}}.', 'Scrivi una frase su {{topic}}.'],
    tasksMiddle: ['Spiega {{topic}} con tre o quattro frasi tue.', 'Disegna una mappa concettuale su {{topic}}.', 'Trova un esempio di {{topic}} nella tua vita quotidiana e descrivilo.'],
    tasksOlder: ['Spiega {{topic}} con parole tue ({{subject}}).', 'Confronta due punti di vista su {{topic}} e motiva il tuo.', 'Formula una domanda di ricerca su {{topic}} e descrivi come risponderesti.'],
    review: 'Riflessione',
    reviewLines: ['Che cosa ho imparato:', 'Che cosa voglio ancora sapere:'],
  },
};

export function phrasesFor(language: string): Phrases {
  return PHRASES[language] ?? (PHRASES.en as Phrases);
}

export function fill(template: string, vars: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars[name] ?? '');
}

export { LINE as ANSWER_LINE };
