import type { Language } from './worlds';

/**
 * What teachers look for in each month (northern school year), as a search word per language;
 * the recommendations landing searches for it. Months 1–12.
 */
const SEASON_WORDS: Record<number, Partial<Record<Language, string>> & { en: string }> = {
  1: { en: 'winter', de: 'Winter', es: 'invierno', fr: 'hiver', gr: 'χειμώνας', it: 'inverno' },
  2: { en: 'carnival', de: 'Fasching', es: 'carnaval', fr: 'carnaval', gr: 'Απόκριες', it: 'carnevale' },
  3: { en: 'spring', de: 'Frühling', es: 'primavera', fr: 'printemps', gr: 'άνοιξη', it: 'primavera' },
  4: { en: 'Easter', de: 'Ostern', es: 'Pascua', fr: 'Pâques', gr: 'Πάσχα', it: 'Pasqua' },
  5: { en: 'exam', de: 'Klassenarbeit', es: 'examen', fr: 'évaluation', gr: 'διαγώνισμα', it: 'verifica' },
  6: { en: 'summer', de: 'Sommer', es: 'verano', fr: 'été', gr: 'καλοκαίρι', it: 'estate' },
  7: { en: 'summer', de: 'Sommer', es: 'verano', fr: 'été', gr: 'καλοκαίρι', it: 'estate' },
  8: { en: 'school start', de: 'Schulanfang', es: 'vuelta al cole', fr: 'rentrée', gr: 'αγιασμός', it: 'accoglienza' },
  9: { en: 'autumn', de: 'Herbst', es: 'otoño', fr: 'automne', gr: 'φθινόπωρο', it: 'autunno' },
  10: { en: 'autumn', de: 'Herbst', es: 'otoño', fr: 'automne', gr: 'φθινόπωρο', it: 'autunno' },
  11: { en: 'Advent', de: 'Advent', es: 'Navidad', fr: 'Noël', gr: 'Χριστούγεννα', it: 'Natale' },
  12: { en: 'Christmas', de: 'Weihnachten', es: 'Navidad', fr: 'Noël', gr: 'Χριστούγεννα', it: 'Natale' },
};

export function seasonWord(date: Date, language: Language): string {
  const words = SEASON_WORDS[date.getUTCMonth() + 1] ?? SEASON_WORDS[1];
  return words?.[language] ?? words?.en ?? '';
}
