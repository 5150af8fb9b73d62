// Demo help centre, German (scripts/demo-content/help.mjs).
export const HELP_DE = [
  {
    slug: 'kaufen-herunterladen',
    title: 'Kaufen und Herunterladen',
    description: 'Warenkorb, Bezahlung, Downloads, Gutscheine und Guthaben.',
    articles: [
      {
        slug: 'material-kaufen',
        title: 'Wie kaufe ich ein Material?',
        faq: true,
        body: `
Lege das Material auf seiner Seite in den Warenkorb und gehe zur Kasse. Dort siehst du den Gesamtpreis mit Mehrwertsteuer, kannst einen Gutschein einlösen und dein Guthaben verwenden.

Bezahlt wird auf der sicheren Seite unseres Zahlungsdienstleisters; deine Kartendaten erreichen Kreide nie. Sobald die Zahlung bestätigt ist, bekommst du eine E-Mail mit Links zu deiner Bestellung, den Downloads und der Rechnung.

- Materialien, die du schon gekauft hast oder die deine Schule schon besitzt, kannst du nicht noch einmal in den Warenkorb legen: Niemand zahlt doppelt.
- Steckt ein Material in einem Paket, das ebenfalls im Warenkorb liegt, wird es nur einmal berechnet.
`,
      },
      {
        slug: 'downloads-finden',
        title: 'Wo finde ich meine gekauften Materialien?',
        faq: true,
        body: `
Alle Käufe stehen in deinem Konto unter **Gekaufte Materialien**. Dort lädst du jede Datei so oft herunter, wie du möchtest.

PDF-Dateien tragen auf jeder Seite deinen Namen und eine Lizenznummer. Das zeigt, dass die Kopie dir gehört, und schützt die Arbeit der Autorinnen und Autoren. Gib gekaufte Dateien deshalb nicht weiter.

Kostenlose Materialien kannst du auch ohne Konto herunterladen: Du bekommst einen Link, der sieben Tage gilt.
`,
      },
      {
        slug: 'gutscheine-guthaben',
        title: 'Gutscheine und Guthaben einlösen',
        body: `
Einen **Gutschein** gibst du im Warenkorb ein. Jeder Gutschein hat einen Zeitraum, in dem er gilt, manchmal einen Mindestbestellwert und eine Grenze, wie oft er eingelöst werden kann. Manche gelten nur für bestimmte Autorinnen, Autoren oder Materialien. Passt ein Gutschein nicht, sagt dir der Warenkorb, warum.

**Guthaben** (zum Beispiel aus einer Erstattung) wird an der Kasse verrechnet, wenn du es auswählst. Schlägt eine Zahlung fehl oder brichst du die Bestellung ab, bekommst du Gutschein und Guthaben zurück.
`,
      },
    ],
  },
  {
    slug: 'materialien-verkaufen',
    title: 'Materialien verkaufen',
    description: 'Verkäuferkonto, Hochladen, Prüfung und Einnahmen.',
    articles: [
      {
        slug: 'verkaeufer-werden',
        title: 'Wie werde ich Verkäuferin oder Verkäufer?',
        faq: true,
        body: `
Jede Lehrkraft mit einem Kreide-Konto kann eigene Materialien verkaufen. Dafür brauchst du zwei Schritte:

1. Du stimmst den Verkäuferbedingungen zu.
2. Du wählst deinen öffentlichen Namen (2 bis 60 Zeichen). Unter diesem Namen erscheinen deine Materialien und deine Autorenseite.

Danach führt dich der Assistent durch dein erstes Material: Datei hochladen, Titel, Fächer und Schulart wählen, Preis festlegen.
`,
      },
      {
        slug: 'hochladen-pruefung',
        title: 'Vom Hochladen bis zur Veröffentlichung',
        body: `
Du kannst PDF-, Word-, PowerPoint-, Excel- und OpenDocument-Dateien hochladen, außerdem EPUB, ZIP, Audio, Video und Bilder. Bei PDF-Dateien erstellen wir die Vorschau der ersten fünf Seiten automatisch, mit dem Wasserzeichen „Kreide · Vorschau“.

Ist alles ausgefüllt, reichst du das Material zur **Prüfung** ein. Unser Team schaut es sich an und schaltet es frei oder lehnt es mit einer Begründung ab. Ein abgelehntes Material kannst du überarbeiten und erneut einreichen.

Ein kostenpflichtiges Material kostet mindestens 0,50 € und höchstens 150 €; kostenlos geht immer.
`,
      },
      {
        slug: 'einnahmen-auszahlung',
        title: 'Wie viel verdiene ich und wann wird ausgezahlt?',
        faq: true,
        body: `
Du bekommst einen Anteil am Nettopreis jedes Verkaufs:

- **50 %** bis 24 aktive Materialien,
- **60 %** ab 25 aktiven Materialien,
- **70 %** ab 100 aktiven Materialien.

Jeden Monat erstellen wir eine Gutschrift über deine Einnahmen. Ausgezahlt wird, sobald dein Guthaben mindestens **20 €** beträgt und deine Auszahlungsdaten (IBAN und BIC) vollständig sind; ein kleinerer Betrag wird in den nächsten Monat übernommen.
`,
      },
    ],
  },
  {
    slug: 'konto-datenschutz',
    title: 'Konto und Datenschutz',
    description: 'Anmeldung, Passwort, deine Daten.',
    articles: [
      {
        slug: 'passwort-vergessen',
        title: 'Passwort vergessen',
        body: `
Wähle bei der Anmeldung **Passwort vergessen** und gib deine E-Mail-Adresse ein. Wir schicken dir einen Link, der **zwei Stunden** gilt und nur einmal funktioniert.

Mit dem neuen Passwort wirst du überall abgemeldet, wo du noch angemeldet warst. So kann niemand mit dem alten Passwort weiterarbeiten.

Aus Datenschutzgründen sagen wir nie, ob es zu einer Adresse ein Konto gibt. Kommt keine E-Mail, prüfe den Spam-Ordner und die Schreibweise der Adresse.
`,
      },
      {
        slug: 'daten-exportieren-loeschen',
        title: 'Meine Daten herunterladen oder mein Konto löschen',
        faq: true,
        body: `
In den **Kontoeinstellungen** findest du beides:

- **Daten herunterladen:** Du bekommst alle Daten, die wir zu deinem Konto speichern, als Datei.
- **Konto löschen:** Bestätige mit deinem Passwort (oder, bei einem Konto ohne Passwort, mit deiner E-Mail-Adresse). Das Konto wird gelöscht und du wirst überall abgemeldet.

Ein gelöschtes Konto lässt sich nicht wiederherstellen. Lade vorher alles herunter, was du behalten möchtest.
`,
      },
    ],
  },
  {
    slug: 'schulen-lizenzen',
    title: 'Schulen und Lizenzen',
    description: 'Schulkonto, Kolleginnen einladen, Schullizenzen.',
    articles: [
      {
        slug: 'schule-anlegen',
        title: 'Ein Schulkonto anlegen',
        body: `
Unter **Meine Schule** legst du deine Schule an: Name, Anschrift, Schulart und ein kurzer Text, was du an der Schule machst. Wenn du magst, gib die offizielle E-Mail-Domain der Schule an; dann sehen wir sofort, ob deine Adresse dazu passt.

Unser Team prüft die Angaben. Bis dahin steht die Schule auf „wird geprüft“. Erst eine **geprüfte** Schule kann auf Rechnung kaufen. Wer die Schule anlegt, wird ihre Administratorin oder ihr Administrator.
`,
      },
      {
        slug: 'kollegium-einladen',
        title: 'Kolleginnen und Kollegen einladen und Lizenzen teilen',
        faq: true,
        body: `
Als Administratorin oder Administrator lädst du Kolleginnen und Kollegen per E-Mail ein. Der Einladungslink gilt **14 Tage**; wer noch kein Konto hat, registriert sich mit genau dieser Adresse.

Alles, was für die Schule gekauft wurde, dürfen **alle Mitglieder** herunterladen. Wer die Schule verlässt, verliert die Schullizenzen sofort, behält aber die eigenen, privat gekauften Materialien.

Über die **Wunschliste der Schule** schlagen Mitglieder Materialien vor; die Administration legt sie in den Warenkorb und kauft sie für alle.
`,
      },
    ],
  },
  {
    slug: 'zahlung-rechnungen',
    title: 'Zahlung und Rechnungen',
    description: 'Zahlungsarten, Rechnungen und offene Bestellungen.',
    articles: [
      {
        slug: 'zahlungsarten',
        title: 'Welche Zahlungsarten gibt es?',
        body: `
Du bezahlst auf der Seite unseres Zahlungsdienstleisters. Welche Zahlungsarten dort angeboten werden (zum Beispiel Karte oder Lastschrift), siehst du beim Bezahlen.

Mitglieder einer geprüften Schule können außerdem **auf Rechnung** für ihre Schule kaufen; die Rechnung geht an die Rechnungsadresse der Schule.

Solange eine Bestellung auf die Zahlung wartet, ist dein Warenkorb gesperrt. Im Warenkorb kannst du weiterbezahlen oder die Bestellung abbrechen.
`,
      },
      {
        slug: 'rechnung-finden',
        title: 'Wo finde ich meine Rechnung?',
        faq: true,
        body: `
Zu jeder bezahlten Bestellung gibt es eine Rechnung mit fortlaufender Nummer, zum Beispiel DE-2026-000042. Du findest sie in deinem Konto unter **Rechnungen** und lädst sie dort als PDF herunter; den Link bekommst du auch mit der Bestellbestätigung.

Wird eine Bestellung erstattet, erhältst du eine Gutschrift mit eigener Nummer.
`,
      },
    ],
  },
];
