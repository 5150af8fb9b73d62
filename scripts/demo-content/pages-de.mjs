// Demo texts of the content pages of the German world (docs/content.md): what `npm start` publishes
// once. Form of address: du, as everywhere on the German site. Blocks: src/shared/schemas/content.ts.

const TERMS = `> **Hinweis für Betreiber:** Dies sind Mustertexte aus dem Open-Source-Projekt Kreide. Wer Kreide betreibt, muss sie an das eigene Angebot anpassen und von einer Anwältin oder einem Anwalt prüfen lassen, bevor sie gelten. Sie sind keine Rechtsberatung.

Diese Allgemeinen Geschäftsbedingungen (AGB) regeln die Nutzung von Kreide, dem Marktplatz, auf dem Lehrkräfte, Autorinnen und Autoren Unterrichtsmaterialien verkaufen, kaufen und teilen. Sie gelten für alle, die ein Konto anlegen, Materialien erwerben oder anbieten. Betreiber und damit dein Vertragspartner ist das im [Impressum](/de/info/impressum) genannte Unternehmen („wir“).

# 1. Geltungsbereich und Vertragspartner

1. Diese AGB gelten für alle Verträge zwischen uns und den Nutzerinnen und Nutzern von Kreide in der deutschen Ausgabe (Welt „Deutschland“). Abweichende Bedingungen gelten nur, wenn wir ihnen ausdrücklich zustimmen.
2. Kaufst du Materialien, ist dein Vertragspartner für den Kauf der Betreiber. Bietest du Materialien an, schließt du mit uns einen Vertrag über den Vertrieb deiner Materialien (Abschnitt 4).
3. Verbraucherin oder Verbraucher ist, wer Kreide überwiegend für private Zwecke nutzt; Lehrkräfte, die für ihren eigenen Unterricht kaufen, sind in der Regel Verbraucher. Schulen und Schulträger sind Unternehmer im Sinne dieser AGB.

# 2. Nutzungsbedingungen {#terms-of-use}

## Konto

1. Für Käufe, Downloads und das Anbieten von Materialien brauchst du ein Konto. Bei der Registrierung machst du wahre Angaben und hältst sie aktuell. Du musst mindestens 16 Jahre alt sein.
2. Dein Passwort hältst du geheim. Bemerkst du, dass jemand anderes dein Konto nutzt, sag uns sofort Bescheid.
3. Du kannst dein Konto jederzeit in den [Einstellungen](/de/einstellungen) löschen. Erworbene Lizenzen enden damit; gesetzliche Aufbewahrungspflichten bleiben unberührt.

## Schulkonten

Eine Schule kann ein Schulkonto anlegen. Was für die Schule gekauft wird, dürfen alle Mitglieder des Schulkontos im Unterricht nutzen. Wer die Schule verlässt oder entfernt wird, verliert den Zugang zu den Lizenzen der Schule und behält seine persönlichen Käufe. Verifizierte Schulen können auf Rechnung kaufen; die Rechnung ist innerhalb der darauf genannten Frist zu zahlen.

## Regeln für Inhalte und Verhalten

1. Auf Kreide ist nur erlaubt, was in eine Schule passt. Verboten sind insbesondere Inhalte, die Rechte Dritter verletzen (Urheber-, Marken-, Persönlichkeitsrechte), die diskriminieren, Gewalt verherrlichen, jugendgefährdend oder strafbar sind, Werbung ohne Bezug zum Unterricht sowie personenbezogene Daten von Schülerinnen und Schülern.
2. Bewertungen und Kommentare geben deine ehrliche Erfahrung mit einem Material wieder. Gekaufte, getauschte oder eigene Bewertungen sind nicht erlaubt.
3. Wir dürfen Inhalte, die gegen diese Regeln verstoßen, entfernen und Konten bei schweren oder wiederholten Verstößen sperren. Wir prüfen Hinweise zügig und sagen dir, was wir entschieden haben und warum. Gegen eine Entscheidung kannst du Widerspruch einlegen.
4. Inhalte, die du für rechtswidrig hältst, kannst du uns über die Meldefunktion am Material oder über die Kontaktdaten im Impressum melden.

# 3. Kauf von Materialien und Lizenzen

1. Die Darstellung eines Materials ist noch kein verbindliches Angebot. Mit dem Absenden der Bestellung im letzten Schritt des Bestellvorgangs gibst du ein verbindliches Angebot ab; der Vertrag kommt zustande, wenn wir die Bestellung bestätigen und das Material zum Download bereitstellen.
2. Alle Preise sind Endpreise einschließlich Umsatzsteuer. Gutscheine und Guthaben werden im Warenkorb angerechnet; Guthaben wird nicht ausgezahlt.
3. Du erhältst keine Eigentumsrechte am Material, sondern eine **Lizenz**: das einfache, nicht übertragbare Recht, das Material für deinen eigenen Unterricht zu nutzen, zu speichern, auszudrucken und in der benötigten Zahl für deine Lerngruppen zu vervielfältigen, auch digital in geschlossenen Lernplattformen deiner Schule.
4. Nicht erlaubt sind: das Material weiterzuverkaufen, es öffentlich ins Internet zu stellen, es an Kolleginnen und Kollegen weiterzugeben (dafür gibt es Schullizenzen) oder es als Grundlage für eigene Verkaufsprodukte zu verwenden. Kostenlose Materialien unterliegen denselben Regeln, sofern die Autorin oder der Autor nichts anderes angibt.
5. PDF-Dateien werden beim Download mit deinem Namen und einer Lizenznummer versehen. Diese Angaben dürfen nicht entfernt werden.
6. Eine Schullizenz berechtigt alle Mitglieder des Schulkontos zur Nutzung nach Nummer 3.

# 4. Bedingungen für Autorinnen und Autoren {#terms-of-task-completing}

1. Wer Materialien anbietet, versichert, alle Rechte daran zu haben: an Texten, Bildern, Schriften und Grafiken. Fremde Inhalte dürfen nur mit einer Lizenz verwendet werden, die den Verkauf erlaubt; die Quellen gibst du im Material an.
2. Du räumst uns das einfache, räumlich unbeschränkte Recht ein, deine Materialien auf Kreide zu zeigen, Vorschauen zu erstellen, sie zu bewerben und Käuferinnen und Käufern Lizenzen nach Abschnitt 3 einzuräumen. Du kannst ein Material jederzeit deaktivieren; bereits verkaufte Lizenzen bleiben bestehen.
3. Wir verkaufen die Lizenzen im eigenen Namen und für deine Rechnung. Dein **Honorar** ist ein Anteil am Nettopreis (nach Gutscheinen, ohne Umsatzsteuer): 50 % bei weniger als 25 aktiven Materialien, 60 % ab 25 und 70 % ab 100 aktiven Materialien, gezählt zum Zeitpunkt des Verkaufs. Wird ein Kauf erstattet, wird das Honorar verrechnet.
4. Über deine Honorare erhältst du jeden Monat eine Gutschrift. Ausgezahlt wird per SEPA-Überweisung, sobald dein Guthaben mindestens 20,00 € beträgt und deine Auszahlungsdaten vollständig sind. Den Stand siehst du jederzeit unter [Honorar](/de/honorar).
5. Als Plattformbetreiber sind wir gesetzlich verpflichtet, Verkäufe einmal im Jahr an das Bundeszentralamt für Steuern zu melden (Plattformen-Steuertransparenzgesetz, DAC7). Dafür brauchen wir deine Steuer-Identifikationsnummer und dein Geburtsdatum. Für die Versteuerung deiner Einnahmen bist du selbst verantwortlich.
6. Wir prüfen neue Materialien stichprobenartig und können Materialien ablehnen oder entfernen, die gegen Abschnitt 2 verstoßen oder deren Qualität für den Unterricht nicht genügt. Wir begründen das.

# 5. Widerrufsbelehrung {#withdrawal-provisions}

Verbraucherinnen und Verbrauchern steht ein gesetzliches Widerrufsrecht zu.

## Widerrufsrecht

Du hast das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag des Vertragsschlusses. Um dein Widerrufsrecht auszuüben, musst du uns (Kontaktdaten im [Impressum](/de/info/impressum)) mittels einer eindeutigen Erklärung (z. B. eine E-Mail) über deinen Entschluss, diesen Vertrag zu widerrufen, informieren. Du kannst dafür das unten stehende Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist. Zur Wahrung der Frist reicht es aus, dass du die Mitteilung vor Ablauf der Frist absendest.

## Folgen des Widerrufs

Wenn du diesen Vertrag widerrufst, haben wir dir alle Zahlungen, die wir von dir erhalten haben, unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über deinen Widerruf bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe Zahlungsmittel, das du bei der ursprünglichen Transaktion eingesetzt hast, es sei denn, mit dir wurde ausdrücklich etwas anderes vereinbart; in keinem Fall werden dir wegen dieser Rückzahlung Entgelte berechnet.

## Vorzeitiges Erlöschen bei digitalen Inhalten

Materialien auf Kreide sind digitale Inhalte, die nicht auf einem körperlichen Datenträger geliefert werden. Dein Widerrufsrecht erlischt, wenn wir mit der Vertragserfüllung begonnen haben, nachdem du beim Kauf **ausdrücklich zugestimmt hast, dass wir vor Ablauf der Widerrufsfrist mit der Ausführung beginnen**, und **bestätigt hast, dass du dadurch dein Widerrufsrecht verlierst**. Diese Zustimmung fragen wir im Bestellvorgang ab und bestätigen sie dir in der Bestellbestätigung. Ohne diese Zustimmung stellen wir das Material erst nach Ablauf der Widerrufsfrist bereit.

## Muster-Widerrufsformular

Wenn du den Vertrag widerrufen willst, fülle bitte dieses Formular aus und sende es an uns zurück:

- An: den Betreiber laut Impressum (Name, Anschrift, E-Mail-Adresse)
- Hiermit widerrufe(n) ich/wir den von mir/uns abgeschlossenen Vertrag über den Kauf der folgenden digitalen Inhalte: …
- Bestellt am: …
- Name und Anschrift der Verbraucherin / des Verbrauchers: …
- Datum und Unterschrift (nur bei Mitteilung auf Papier): …

# 6. Haftung

1. Wir haften unbeschränkt für Vorsatz und grobe Fahrlässigkeit, für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit sowie nach dem Produkthaftungsgesetz.
2. Bei leichter Fahrlässigkeit haften wir nur für die Verletzung wesentlicher Vertragspflichten, also solcher, deren Erfüllung den Vertrag erst möglich macht und auf die du vertrauen darfst, und begrenzt auf den vorhersehbaren, vertragstypischen Schaden.
3. Für die inhaltliche Richtigkeit der Materialien sind ihre Autorinnen und Autoren verantwortlich. Bitte prüfe jedes Material vor dem Einsatz im Unterricht. Deine gesetzlichen Gewährleistungsrechte bei mangelhaften digitalen Inhalten bleiben unberührt.
4. Wir bemühen uns um eine ständige Erreichbarkeit, können sie aber nicht garantieren, etwa bei Wartung oder Störungen, die wir nicht zu vertreten haben.

# 7. Datenschutz {#data_protection}

Wir verarbeiten personenbezogene Daten nur, soweit es für Kreide nötig ist, und nach der Datenschutz-Grundverordnung (DSGVO). Verantwortlich ist der Betreiber laut [Impressum](/de/info/impressum). Hier das Wichtigste in Kürze:

- **Konto:** E-Mail-Adresse, Name, Passwort (nur als sicherer Hash), Land und Schulart, um dir dein Konto und passende Materialien zu zeigen (Art. 6 Abs. 1 lit. b DSGVO).
- **Käufe:** Bestellungen, Rechnungsanschrift und Lizenzen, um Verträge zu erfüllen und Rechnungen zu stellen; Rechnungen bewahren wir so lange auf, wie das Handels- und Steuerrecht es verlangt (bis zu zehn Jahre; Art. 6 Abs. 1 lit. c DSGVO). Zahlungsdaten gibst du direkt beim Zahlungsdienstleister ein; wir erhalten nur das Ergebnis.
- **Autorinnen und Autoren:** Auszahlungs- und Steuerdaten (Bankverbindung, Steuer-Identifikationsnummer, Geburtsdatum) für Auszahlungen und die gesetzliche Meldung nach DAC7.
- **Nutzung:** Technische Protokolle (z. B. IP-Adresse, Zeitpunkt, aufgerufene Seite) für die Sicherheit des Dienstes, kurzzeitig gespeichert (Art. 6 Abs. 1 lit. f DSGVO). Cookies setzen wir nur, soweit sie für die Anmeldung, den Warenkorb und die gewählte Ausgabe nötig sind.
- **Lernräume:** Schülerinnen und Schüler treten einem Lernraum ohne Konto nur mit einem Spitznamen bei; gespeichert werden der Spitzname, die Antworten und die Punkte, damit die Lehrkraft die Ergebnisse sieht (Art. 6 Abs. 1 lit. e bzw. f DSGVO). 30 Tage nach dem Schließen des Raums löschen wir diese Daten; ein offen gelassener Raum schließt sich nach 24 Stunden.
- **E-Mails:** Bestell- und Kontonachrichten senden wir immer; Newsletter und Empfehlungen nur mit deiner Einwilligung, die du jederzeit in den [Benachrichtigungen](/de/benachrichtigungen) widerrufen kannst (Art. 6 Abs. 1 lit. a DSGVO).
- **Dienstleister:** Hosting, E-Mail-Versand und Zahlungsabwicklung erledigen sorgfältig ausgewählte Auftragsverarbeiter nach Art. 28 DSGVO. Findet eine Übermittlung in Länder außerhalb der EU statt, sichern wir sie mit Standardvertragsklauseln oder einem Angemessenheitsbeschluss ab.

Du hast das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch (Art. 15 bis 21 DSGVO) sowie das Recht, dich bei einer Datenschutz-Aufsichtsbehörde zu beschweren. Schreib uns dazu an die Adresse im Impressum. Wie wir mit Bewerbungen umgehen, steht in den [Datenschutzhinweisen für Bewerbungen](/de/info/gdpr-jobs).

# 8. Änderungen dieser Bedingungen

Wir können diese AGB ändern, wenn sich Gesetze, die Rechtsprechung oder unser Angebot ändern. Über Änderungen informieren wir dich vorab per E-Mail. Bei deiner nächsten Anmeldung bitten wir dich, der neuen Fassung zuzustimmen; ohne Zustimmung kannst du Kreide nicht weiter nutzen, deine bisherigen Käufe und Lizenzen bleiben dir erhalten.

# 9. Schlussbestimmungen

1. Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts. Bist du Verbraucherin oder Verbraucher, gilt diese Rechtswahl nur, soweit dir dadurch nicht der Schutz zwingender Vorschriften des Staates entzogen wird, in dem du deinen gewöhnlichen Aufenthalt hast.
2. Ist die Kundin oder der Kunde Unternehmer, ist Gerichtsstand der Sitz des Betreibers.
3. Wir sind nicht verpflichtet und nicht bereit, an einem Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen. Bei Fragen oder Beschwerden schreib uns einfach; wir finden fast immer eine Lösung.
4. Sollte eine Bestimmung dieser AGB unwirksam sein, bleiben die übrigen wirksam.`;

const IMPRINT = `> **Hinweis für Betreiber:** Die Angaben in eckigen Klammern sind Platzhalter. Wer Kreide betreibt, muss sie mit den eigenen Daten füllen (§ 5 DDG, § 18 MStV) und das Impressum rechtlich prüfen lassen.

Kreide ist ein Open-Source-Marktplatz für Unterrichtsmaterialien. Diese Ausgabe wird betrieben von:

# Anbieter

[Name des Betreibers, Rechtsform]\\
[Straße und Hausnummer]\\
[Postleitzahl und Ort]\\
[Land]

Vertreten durch: [Name der vertretungsberechtigten Person, z. B. Geschäftsführerin]

# Kontakt

E-Mail: [E-Mail-Adresse]\\
Telefon: [Telefonnummer]

# Register und Steuern

Registergericht: [Amtsgericht]\\
Registernummer: [HRB-Nummer]\\
Umsatzsteuer-Identifikationsnummer nach § 27a UStG: [USt-IdNr.]

# Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV

[Name, Anschrift wie oben]

# Inhalte von Autorinnen und Autoren

Die Materialien auf Kreide werden von Lehrkräften, Autorinnen und Autoren erstellt, die für ihre Inhalte selbst verantwortlich sind. Entdeckst du ein Material, das Rechte verletzt oder nicht in eine Schule gehört, melde es uns bitte über die Meldefunktion am Material oder per E-Mail. Wir prüfen jeden Hinweis.

# Streitbeilegung

Wir sind nicht verpflichtet und nicht bereit, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen. Alles Weitere regeln unsere [AGB](/de/info/agb).

# Quellcode

Kreide ist freie Software. Der Quellcode steht unter einer Open-Source-Lizenz; Hinweise zu Lizenzen verwendeter Bibliotheken und Schriften findest du im Quellcode-Repository des Betreibers: [Adresse des Repositorys].`;

export const PAGES = [
  {
    pageKey: 'terms',
    title: 'Allgemeine Geschäftsbedingungen',
    description: 'Die AGB von Kreide: Konto, Kauf und Lizenzen für den Unterricht, Verkaufen und Honorare, Widerrufsrecht und Datenschutz.',
    blocks: [{ type: 'markdown', markdown: TERMS }],
  },
  {
    pageKey: 'imprint',
    title: 'Impressum',
    description: 'Anbieterkennzeichnung des Betreibers dieser Kreide-Ausgabe.',
    blocks: [{ type: 'markdown', markdown: IMPRINT }],
  },
  {
    pageKey: 'foundation',
    title: 'Stiftung Guter Unterricht',
    description: 'Die Stiftung Guter Unterricht fördert kostenlose, hochwertige Unterrichtsmaterialien und die Lehrkräfte, die sie schreiben.',
    blocks: [
      {
        type: 'markdown',
        markdown: `Guter Unterricht sollte nicht davon abhängen, wie viel Zeit und Geld eine Lehrkraft abends noch übrig hat. Deshalb gibt es die Stiftung Guter Unterricht: Sie bezahlt Lehrkräfte dafür, Materialien zu erstellen, die dann alle kostenlos nutzen können.

# Was wir fördern

- **Kostenlose Materialien** zu Themen, die in vielen Klassen gebraucht werden, aber selten gut aufbereitet sind: Demokratiebildung, Medienkompetenz, Deutsch als Zweitsprache, inklusiver Unterricht.
- **Materialien in Leichter Sprache** und mit differenzierten Niveaustufen, damit alle Kinder mitlernen können.
- **Projekte von Schulen**, die ihre Materialien anschließend mit allen teilen.

Geförderte Materialien sind als Stiftungsmaterial gekennzeichnet und dauerhaft kostenlos. Die Autorinnen und Autoren erhalten ein festes Honorar von der Stiftung statt Einnahmen pro Verkauf.

# So bewirbst du dich

1. Beschreib deine Idee auf einer Seite: Thema, Klassenstufe, was das Material besonders macht.
2. Schick uns ein Beispiel deiner bisherigen Arbeit, gern ein Material, das du schon auf Kreide anbietest.
3. Eine Jury aus Lehrkräften entscheidet viermal im Jahr. Du bekommst in jedem Fall eine begründete Antwort.

Bewerbungen nimmt die Stiftung unter [stiftung@kreide.example](mailto:stiftung@kreide.example) entgegen.`,
      },
      { type: 'materials', heading: 'Neu und beliebt: Demokratie im Unterricht', query: 'Demokratie' },
      {
        type: 'cta',
        heading: 'Alle Stiftungsmaterialien',
        body: 'Stöbere in den kostenlosen Materialien der Stiftung – ohne Kosten, mit Lizenz für deinen Unterricht.',
        label: 'Kostenlose Materialien ansehen',
        href: '/de/stiftung/unterrichtsmaterial',
      },
    ],
  },
  {
    pageKey: 'impact',
    title: 'Unser Impact für die Bildung',
    description: 'Was Kreide bewirkt: Lehrkräfte sparen Zeit, Autorinnen und Autoren verdienen fair, Schulen teilen, was sie haben.',
    blocks: [
      {
        type: 'markdown',
        markdown: `Jede Stunde, die eine Lehrkraft nicht mit der Suche nach passendem Material verbringt, gehört ihren Schülerinnen und Schülern. Darum geht es bei Kreide – und daran messen wir uns.

# Zeit für das Wesentliche

Lehrkräfte finden auf Kreide Materialien, die andere Lehrkräfte erprobt haben: passend zur Schulart, zur Klassenstufe und zum Lehrplan. Bewertungen und Vorschauen helfen, schnell zu entscheiden, ob ein Material in die eigene Klasse passt.

# Faire Honorare

Wer Materialien schreibt, erhält 50 bis 70 % des Nettopreises – monatlich abgerechnet und transparent einsehbar. Für viele Autorinnen und Autoren ist das eine Anerkennung für Arbeit, die sonst unbezahlt am Küchentisch entsteht.

# Teilen statt doppelt kaufen

Mit Schulkonten kauft eine Schule ein Material einmal, und alle Kolleginnen und Kollegen dürfen es nutzen. Das spart Geld, das an anderer Stelle fehlt.

# Offen für alle

Kreide ist Open Source. Jede Schule, jeder Verband und jedes Land kann die Software prüfen, verbessern und selbst betreiben. Über die [Stiftung Guter Unterricht](/de/stiftung-guter-unterricht) fließt ein Teil unserer Arbeit in Materialien, die für alle kostenlos sind.`,
      },
      {
        type: 'cta',
        heading: 'Teile dein Wissen',
        body: 'Du hast Materialien, die in deinem Unterricht funktionieren? Lade sie hoch und hilf anderen Lehrkräften.',
        label: 'Erstes Material hochladen',
        href: '/de/erster-upload',
      },
    ],
  },
  {
    pageKey: 'climateCampaign',
    title: 'Klimawandel: jetzt handeln – auch im Unterricht',
    description: 'Unterrichtsmaterialien zum Klimawandel für alle Klassenstufen: Ursachen, Folgen und was wir tun können.',
    blocks: [
      {
        type: 'markdown',
        markdown: `Der Klimawandel ist das Thema, das die Zukunft unserer Schülerinnen und Schüler prägt. Viele Kinder und Jugendliche machen sich Sorgen. Guter Unterricht nimmt diese Sorgen ernst, erklärt die Zusammenhänge sachlich und zeigt, wo jede und jeder etwas tun kann.

# Verstehen

Vom Treibhauseffekt über Klimazonen bis zum Meeresspiegel: Auf Kreide findest du Arbeitsblätter, Experimente und Unterrichtsreihen für Sachunterricht, Erdkunde, Biologie, Physik und Politik – von der Grundschule bis zur Oberstufe.

# Diskutieren

Klimapolitik ist kontrovers, und das darf sie im Unterricht auch sein. Materialien mit Rollenspielen, Pro-und-Contra-Debatten und Quellenarbeit helfen, Positionen zu prüfen, ohne zu überwältigen.

# Handeln

Schulprojekte wirken: Energiedetektive, Schulgarten, Mülltrennung, Fahrradtage. Viele Materialien enthalten fertige Projektpläne, die du direkt übernehmen kannst.

# Mit Sorgen umgehen

Manche Kinder reagieren auf Nachrichten über Hitze, Dürre und Überschwemmungen mit Angst. Sprich die Gefühle an, bevor du Fakten erklärst, und ende jede Stunde mit etwas, das die Klasse selbst tun kann. Hoffnung ist kein Gegensatz zu Ehrlichkeit, sondern ihre Fortsetzung.`,
      },
      { type: 'materials', heading: 'Materialien zum Klimawandel', query: 'Klimawandel' },
      { type: 'materials', heading: 'Für die Projektwoche', query: 'Nachhaltigkeit' },
      {
        type: 'cta',
        heading: 'Du hast ein Klima-Material erstellt?',
        body: 'Teile es mit anderen Lehrkräften und erhalte ein faires Honorar für jeden Verkauf.',
        label: 'Material hochladen',
        href: '/de/erster-upload',
      },
    ],
  },
  {
    pageKey: 'inclusionCampaign',
    title: 'Inklusiver Unterricht',
    description: 'Materialien für inklusiven Unterricht: differenziert, in Leichter Sprache und für Förderschwerpunkte.',
    blocks: [
      {
        type: 'markdown',
        markdown: `In jeder Klasse lernen Kinder unterschiedlich: schneller oder langsamer, mit Bildern oder mit Texten, mit oder ohne Förderbedarf. Inklusiver Unterricht gibt allen einen Platz – und braucht dafür Materialien, die das möglich machen.

# Differenzieren ohne Mehraufwand

Viele Materialien auf Kreide gibt es in mehreren Niveaustufen: dasselbe Thema, dieselben Bilder, unterschiedliche Anforderungen. So arbeitet die ganze Klasse gemeinsam am Thema, und jedes Kind auf seinem Stand.

# Leichte Sprache und Bildunterstützung

Texte in Leichter Sprache, Piktogramme und klare Strukturen helfen nicht nur Kindern mit Förderbedarf, sondern auch Kindern, die gerade Deutsch lernen.

# Von Förderschullehrkräften für alle

Ein großer Teil unserer Inklusionsmaterialien stammt von Sonderpädagoginnen und Sonderpädagogen, die ihr Wissen teilen. Schau auch in die Kategorien Wahrnehmung, Feinmotorik und soziales Lernen.

# Gemeinsam planen

Inklusion gelingt im Team: Regelschullehrkraft, Förderschullehrkraft und Schulbegleitung planen am besten zusammen. Mit einem Schulkonto teilt ihr Materialien im Kollegium, ohne sie mehrfach zu kaufen.`,
      },
      { type: 'materials', heading: 'Wahrnehmung fördern', query: 'Wahrnehmungsförderung' },
      { type: 'materials', heading: 'In Leichter Sprache', query: 'Leichter Sprache' },
      {
        type: 'cta',
        heading: 'Gemeinsam mit dem Kollegium',
        body: 'Mit einem Schulkonto kauft ihr Materialien einmal und nutzt sie im ganzen Team.',
        label: 'Schulkonto anlegen',
        href: '/de/schule-anlegen',
      },
    ],
  },
  {
    pageKey: 'agroNordwest',
    title: 'Agro Nordwest: Landwirtschaft im Unterricht',
    description: 'Unterrichtsmaterialien zu Landwirtschaft, Ernährung und ländlichem Raum im Nordwesten – für Sachunterricht, Biologie und Erdkunde.',
    blocks: [
      {
        type: 'markdown',
        markdown: `Woher kommt die Milch? Wie wächst eine Kartoffel? Und was bedeutet der Wandel der Landwirtschaft für die Dörfer zwischen Ems und Elbe? Mit Agro Nordwest bringen wir Landwirtschaft und Ernährung dorthin, wo Kinder darüber nachdenken: in den Unterricht.

# Worum es geht

Agro Nordwest ist eine regionale Initiative für Schulen in Niedersachsen, Bremen und Schleswig-Holstein. Lehrkräfte aus der Region erstellen Materialien zu Themen, die hier direkt vor der Tür liegen: Ackerbau und Tierhaltung, Moore und Klimaschutz, Küstenfischerei, regionale Lebensmittel und Berufe in der Landwirtschaft.

# Lernen am echten Ort

Zu vielen Materialien gehören Vorschläge für Hofbesuche und Lerngänge. Höfe aus der Region öffnen ihre Ställe und Felder für Schulklassen; die Arbeitsblätter helfen, den Besuch vor- und nachzubereiten.

# Mitmachen

Du unterrichtest im Nordwesten und hast ein Material zu Landwirtschaft oder Ernährung? Lade es auf Kreide hoch und schreib „Agro Nordwest“ in die Beschreibung. Wir stellen ausgewählte Materialien auf dieser Seite vor.`,
      },
      { type: 'materials', heading: 'Vom Feld auf den Teller', query: 'Kartoffel' },
      { type: 'materials', heading: 'Natur und Umwelt', query: 'Wald' },
      {
        type: 'cta',
        heading: 'Dein Material für Agro Nordwest',
        body: 'Teile deine Ideen mit Schulen in der ganzen Region.',
        label: 'Material hochladen',
        href: '/de/erster-upload',
      },
    ],
  },
  {
    pageKey: 'saveUkraine',
    title: 'Save Ukraine: Bildung für Kinder aus der Ukraine',
    description: 'Kostenlose Materialien für geflüchtete Kinder und ihre Lehrkräfte – und wie du helfen kannst.',
    blocks: [
      {
        type: 'markdown',
        markdown: `Seit Beginn des Krieges gegen die Ukraine lernen viele tausend geflüchtete Kinder an Schulen in Deutschland. Sie haben ihr Zuhause verlassen, oft ihre Freunde und Teile ihrer Familie. Schule gibt ihnen Halt – wenn der Unterricht sie erreicht.

# Was Kreide tut

- Autorinnen und Autoren stellen Materialien für Deutsch als Zweitsprache, zweisprachige Wortschatzkarten und Willkommensmaterial kostenlos bereit.
- Kostenlose Materialien bleiben kostenlos: Kreide verdient daran nichts, und jede Lehrkraft kann sie sofort herunterladen.
- Wir arbeiten mit Lehrkräften zusammen, die selbst aus der Ukraine kommen und wissen, was Kinder jetzt brauchen.

# Wie du helfen kannst

Wenn du Materialien für den Unterricht mit neu zugewanderten Kindern erstellt hast, teile sie kostenlos. Und wenn du spenden möchtest, unterstütze anerkannte Hilfsorganisationen, die vor Ort Schulen wieder aufbauen und Kinder psychologisch begleiten.

# Im Klassenzimmer

Ein Patenkind aus der Klasse, ein bebilderter Stundenplan und eine ruhige Ecke helfen in den ersten Tagen mehr als jede App. Frag nicht nach dem Krieg: Kinder erzählen, wenn sie so weit sind.`,
      },
      { type: 'materials', heading: 'Deutsch als Zweitsprache', query: 'Wortschatz' },
      {
        type: 'cta',
        heading: 'Mehr Ideen für den Unterricht',
        body: 'Hilfen für den Schulalltag mit Kindern aus der Ukraine sammeln wir auf einer eigenen Seite.',
        label: 'Zur Ukraine-Hilfe',
        href: '/de/ukraine-hilfe',
      },
    ],
  },
  {
    pageKey: 'standWithUkraine',
    title: '#StandWithUkraine',
    description: 'Kreide steht an der Seite der Ukraine: kostenlose Materialien, Solidarität im Klassenzimmer und Hilfe für Lehrkräfte.',
    blocks: [
      {
        type: 'markdown',
        markdown: `Wir stehen an der Seite der Menschen in der Ukraine – und an der Seite der Lehrkräfte, die dort und hier unter schwierigsten Bedingungen weiter unterrichten.

# Im Klassenzimmer über den Krieg sprechen

Kinder bekommen mit, was in der Welt passiert. Viele haben Fragen, manche Angst. Materialien für Grundschule und Sekundarstufe helfen, altersgerecht über Krieg, Flucht und Frieden zu sprechen: mit klaren Informationen, Raum für Gefühle und ohne Bilder, die überfordern.

# Solidarität, die ankommt

Auf Kreide teilen Lehrkräfte kostenlose Materialien für geflüchtete Kinder, für Willkommensklassen und für den Unterricht über Menschenrechte und Demokratie. Jede dieser Freigaben hilft einer Kollegin oder einem Kollegen, schnell gut vorbereitet zu sein.

# Auf dich achten

Gespräche über den Krieg gehen auch an Lehrkräften nicht spurlos vorbei. Wenn es dir gerade zu viel wird, findest du auf [Are you ok?](/de/are-you-ok) erste Schritte und Stellen, die zuhören.`,
      },
      { type: 'materials', heading: 'Menschenrechte und Frieden', query: 'Menschenrechte' },
      {
        type: 'cta',
        heading: 'Hilf mit',
        body: 'Erfahre, wie Kreide geflüchtete Kinder unterstützt, und teile deine Materialien.',
        label: 'Zu Save Ukraine',
        href: '/de/saveukraine',
      },
    ],
  },
  {
    pageKey: 'standWithUkraineDe',
    title: 'Ukraine-Hilfe für Schulen',
    description: 'Praktische Hilfe für Schulen in Deutschland, die Kinder aus der Ukraine aufnehmen: Materialien, Tipps und Ansprechpartner.',
    blocks: [
      {
        type: 'markdown',
        markdown: `Wenn neue Kinder aus der Ukraine in deine Klasse kommen, zählt der erste Tag. Diese Seite sammelt, was Lehrkräften in Deutschland in den ersten Wochen hilft.

# Die ersten Tage

- **Ankommen lassen:** Ein Patenkind aus der Klasse, ein fester Platz und ein bebilderter Stundenplan geben Sicherheit.
- **Sprache überbrücken:** Zweisprachige Wortkarten (Deutsch–Ukrainisch) und Bildwörterbücher helfen mehr als jede App.
- **Nicht nach dem Krieg fragen:** Kinder erzählen, wenn sie so weit sind. Gib ihnen Gelegenheit, aber keinen Druck.

# Unterricht in Willkommens- und Regelklassen

Materialien für Deutsch als Zweitsprache, Alphabetisierung und einfache Dialoge findest du auf Kreide in allen Niveaustufen. Viele Autorinnen und Autoren bieten sie kostenlos an.

# Ansprechpartner

Die Schulämter und Landesinstitute der Bundesländer haben Beratungsstellen für die Beschulung geflüchteter Kinder eingerichtet; dort erfährst du, welche Förderstunden und Sprachkurse es gibt. Für traumatisierte Kinder ist der schulpsychologische Dienst deines Schulamts die erste Adresse.`,
      },
      { type: 'materials', heading: 'Deutsch im Alltag', query: 'Deutsch im Alltag' },
      { type: 'materials', heading: 'Alphabetisierung', query: 'Alphabetisierung' },
      {
        type: 'cta',
        heading: 'Gemeinsam mehr erreichen',
        body: 'Teile deine Willkommensmaterialien mit dem ganzen Kollegium über ein Schulkonto.',
        label: 'Schulkonto anlegen',
        href: '/de/schule-anlegen',
      },
    ],
  },
  {
    pageKey: 'jobs',
    title: 'Jobs bei Kreide',
    description: 'Arbeite mit uns an Kreide, dem Open-Source-Marktplatz für Unterrichtsmaterialien: offene Stellen und wie du dich bewirbst.',
    blocks: [
      {
        type: 'markdown',
        markdown: `Kreide ist ein Marktplatz, auf dem Lehrkräfte Unterrichtsmaterialien verkaufen, kaufen und teilen – und eine freie Software, die jeder prüfen und verbessern kann. Wir suchen Menschen, die beides wichtig finden: gute Schule und gute Software.

# Wie wir arbeiten

Wir sind ein kleines, verteiltes Team. Wir schreiben unsere Entscheidungen auf, testen, was wir bauen, und arbeiten offen: Der Code, die Fehlerberichte und ein großer Teil der Diskussionen sind öffentlich. Viele von uns haben selbst unterrichtet.

# Offene Stellen

- **Software-Entwicklerin oder -Entwickler (TypeScript, Cloudflare Workers)** – du baust Funktionen vom Datenbankschema bis zur Oberfläche und sorgst dafür, dass Kreide schnell und sicher bleibt.
- **Produktdesignerin oder -designer** – du machst Kreide für Lehrkräfte einfacher, auf dem Handy wie am Schreibtisch, und barrierefrei.
- **Redaktion Bildung (Teilzeit)** – du betreust Magazin, Hilfe-Center und Kampagnen und sprichst mit Autorinnen und Autoren.

Alle Stellen sind remote in der EU möglich, mit flexiblen Arbeitszeiten und Ferien, die sich nach Schulferien richten dürfen.

# So bewirbst du dich

Schick uns ein paar Sätze über dich, warum dich Kreide interessiert, und – wenn du magst – einen Link zu etwas, das du gebaut, gestaltet oder geschrieben hast. Ein Anschreiben im klassischen Sinn brauchen wir nicht. Bewerbungen an [jobs@kreide.example](mailto:jobs@kreide.example); wir antworten innerhalb von zwei Wochen.`,
      },
      {
        type: 'cta',
        heading: 'Deine Daten bei uns',
        body: 'Wie wir mit deiner Bewerbung umgehen und wann wir sie löschen.',
        label: 'Datenschutz für Bewerbungen',
        href: '/de/info/gdpr-jobs',
      },
    ],
  },
  {
    pageKey: 'gdprJobs',
    title: 'Datenschutzhinweise für Bewerbungen',
    description: 'Welche Daten wir im Bewerbungsverfahren verarbeiten, wozu, wie lange und welche Rechte du hast.',
    blocks: [
      {
        type: 'markdown',
        markdown: `Wenn du dich bei uns bewirbst, vertraust du uns persönliche Daten an. Hier erfährst du, was wir damit tun – und was nicht.

# Welche Daten und wozu

Wir verarbeiten die Angaben, die du uns schickst: Name, Kontaktdaten, Lebenslauf, Zeugnisse, Arbeitsproben und deine Notizen aus Gesprächen mit uns. Wir nutzen sie ausschließlich, um über deine Bewerbung zu entscheiden (Art. 6 Abs. 1 lit. b DSGVO, § 26 BDSG). Bitte schick uns keine Angaben zu Gesundheit, Religion oder anderen besonders schützenswerten Daten, wenn sie für die Stelle nicht nötig sind.

# Wer sie sieht

Nur die Personen, die an der Auswahl beteiligt sind. Wir geben deine Bewerbung nicht an Dritte weiter. Die E-Mail-Postfächer und Dokumente liegen bei Dienstleistern, die in unserem Auftrag und nach unseren Weisungen arbeiten (Art. 28 DSGVO).

# Wie lange

Sagen wir dir ab, löschen wir deine Unterlagen sechs Monate nach dem Ende des Verfahrens; so lange müssen wir sie aufbewahren, um uns gegen mögliche Ansprüche verteidigen zu können. Möchtest du in unseren Talentpool, fragen wir dich vorher und speichern deine Daten dann höchstens zwei Jahre. Wirst du eingestellt, kommen die nötigen Unterlagen in deine Personalakte.

# Deine Rechte

Du kannst jederzeit Auskunft verlangen, Daten berichtigen oder löschen lassen, der Verarbeitung widersprechen und deine Bewerbung zurückziehen. Außerdem kannst du dich bei einer Datenschutz-Aufsichtsbehörde beschweren. Verantwortlich ist der Betreiber laut Impressum; weitere Angaben findest du im [Datenschutzteil unserer AGB](/de/info/agb#data_protection).`,
      },
      {
        type: 'cta',
        heading: 'Lust, mitzumachen?',
        body: '',
        label: 'Zu den offenen Stellen',
        href: '/jobs',
      },
    ],
  },
  {
    pageKey: 'tools',
    title: 'Werkzeuge und Schulschriften',
    description: 'Kostenlose Werkzeuge und Schulschriften für Lehrkräfte: Arbeitsblätter gestalten, Schreibschrift, Zufallsgenerator und mehr.',
    blocks: [
      {
        type: 'markdown',
        markdown: `Gutes Material beginnt mit gutem Werkzeug. Hier haben wir zusammengestellt, was Lehrkräften beim Erstellen von Arbeitsblättern und im Unterrichtsalltag hilft – vieles davon frei verfügbar.

# Schulschriften

Für die Grundschule brauchst du Schriften, die so aussehen, wie Kinder schreiben lernen: Druckschrift mit einstöckigem a, die Grundschrift und die verbundenen Ausgangsschriften (Lateinische, Vereinfachte und Schulausgangsschrift). Achte beim Einsatz in Materialien, die du verkaufst, auf die Lizenz der Schrift: Nicht jede kostenlose Schrift darf in kommerziellen Materialien verwendet werden. Freie Alternativen unter der SIL Open Font License sind auf der sicheren Seite.

# Arbeitsblätter gestalten

- **Textverarbeitung mit Vorlagen:** Lege dir eine Vorlage mit Kopfzeile, Schrift und Rändern an; das spart bei jedem Blatt Zeit.
- **Lineaturen:** Vorlagen für die Lineaturen der Klassen 1 bis 4 erleichtern Schreibübungen.
- **Bilder:** Verwende eigene Zeichnungen oder Bilder mit einer Lizenz, die den Verkauf erlaubt, und nenne die Quelle.

# Im Klassenzimmer

Zufallsgenerator für Namen, Timer für Stillarbeit, Lautstärkeampel: kleine digitale Helfer, die am Whiteboard funktionieren. Für Materialien mit Aufgaben zum Ausfüllen lohnt sich ein Blick auf die interaktiven Materialien von Kreide.

# Für Autorinnen und Autoren

Beim Hochladen erstellt Kreide automatisch Vorschaubilder deiner PDFs. Exportiere deine Dateien als PDF mit eingebetteten Schriften, damit sie überall gleich aussehen.`,
      },
      {
        type: 'cta',
        heading: 'Dein Material ist fertig?',
        body: 'Lade es hoch und teile es mit anderen Lehrkräften.',
        label: 'Material hochladen',
        href: '/de/erster-upload',
      },
    ],
  },
  {
    pageKey: 'podcast',
    title: 'Der Kreide-Podcast',
    description: 'Gespräche über guten Unterricht: Lehrkräfte, Autorinnen und Autoren erzählen aus ihrem Schulalltag.',
    blocks: [
      {
        type: 'markdown',
        markdown: `Im Kreide-Podcast sprechen wir mit Lehrkräften, Autorinnen und Autoren über das, was guten Unterricht ausmacht – ehrlich, praktisch und ohne Fachjargon. Eine neue Folge erscheint jeden zweiten Monat.`,
      },
      {
        type: 'audio',
        title: 'Folge 4: Differenzieren, ohne daran zu verzweifeln',
        date: '2026-10-14',
        src: 'https://podcast.kreide.example/de/folge-04-differenzieren.mp3',
        markdown: `Eine Förderschullehrerin und ein Gymnasiallehrer erzählen, wie sie Aufgaben in drei Niveaustufen planen, ohne dreimal so lange zu brauchen. Mit Tipps für Materialien, die alle Kinder mitnehmen.`,
      },
      {
        type: 'audio',
        title: 'Folge 3: Vom Arbeitsblatt zum Nebeneinkommen',
        date: '2026-08-19',
        src: 'https://podcast.kreide.example/de/folge-03-nebeneinkommen.mp3',
        markdown: `Anna Schröder verkauft seit Jahren Materialien auf Kreide. Sie erzählt, wie sie angefangen hat, was sich gut verkauft und warum ihr die Rückmeldungen von Kolleginnen wichtiger sind als die Zahlen. Mehr zu Honoraren: [Honorar](/de/honorar).`,
      },
      {
        type: 'audio',
        title: 'Folge 2: Wenn Schülerinnen und Schüler nach dem Krieg fragen',
        date: '2026-06-10',
        src: 'https://podcast.kreide.example/de/folge-02-krieg-im-klassenzimmer.mp3',
        markdown: `Eine Schulpsychologin erklärt, wie wir mit Kindern über Krieg und Flucht sprechen können – und wie wir dabei auf uns selbst achten.`,
      },
      {
        type: 'audio',
        title: 'Folge 1: Warum Kreide Open Source ist',
        date: '2026-04-15',
        src: 'https://podcast.kreide.example/de/folge-01-open-source.mp3',
        markdown: `Das Team hinter Kreide erzählt, warum ein Marktplatz für Unterrichtsmaterial freie Software sein sollte und was Schulen davon haben.`,
      },
      {
        type: 'cta',
        heading: 'Lust auf mehr?',
        body: 'Im Magazin findest du Interviews, Praxistipps und Neuigkeiten rund um Kreide.',
        label: 'Zum Magazin',
        href: '/de/magazin',
      },
    ],
  },
  {
    pageKey: 'appLanding',
    title: 'Kreide als App',
    description: 'Kreide auf dem Handy und Tablet: Materialien finden, Merkzettel pflegen und gekaufte Dateien im Unterricht öffnen.',
    blocks: [
      {
        type: 'markdown',
        markdown: `Die beste Idee für die nächste Stunde kommt selten am Schreibtisch. Mit Kreide auf dem Handy oder Tablet hast du deine Materialien überall dabei – im Lehrerzimmer, im Zug oder direkt im Klassenzimmer.

# Was du mit der App machen kannst

- **Suchen und stöbern** nach Fach, Klassenstufe und Schulart, mit Vorschau jeder Seite.
- **Merken**, was dir gefällt, und später am Rechner weiterplanen – dein Merkzettel ist überall derselbe.
- **Gekaufte Materialien öffnen** und direkt am Whiteboard zeigen.
- **Benachrichtigt werden**, wenn deine Lieblingsautorinnen und -autoren neue Materialien veröffentlichen.

# So installierst du Kreide

Kreide läuft im Browser, auf jedem Handy und Tablet. Öffne die Seite und wähle im Browsermenü „Zum Startbildschirm hinzufügen“: Dann hast du Kreide mit einem Fingertipp zur Hand, ohne Umweg über einen App-Store und ohne Speicherplatz zu verbrauchen.

# Für Autorinnen und Autoren

Sieh auch unterwegs nach, wie sich deine Materialien verkaufen, und beantworte Fragen von Kolleginnen und Kollegen.`,
      },
      {
        type: 'cta',
        heading: 'Noch kein Konto?',
        body: 'Die Registrierung ist kostenlos und dauert eine Minute.',
        label: 'Jetzt registrieren',
        href: '/de/registrieren',
      },
    ],
  },
  {
    pageKey: 'partners',
    title: 'Unsere Partner',
    description: 'Mit wem Kreide zusammenarbeitet: Schulen, Bildungseinrichtungen, Verbände und Open-Source-Projekte.',
    blocks: [
      {
        type: 'markdown',
        markdown: `Kreide wächst, weil viele mitmachen: Schulen, die ihre Materialien teilen, Verbände, die uns beraten, und Projekte, deren freie Software wir nutzen.

# Schulen und Schulträger

Schulen nutzen Kreide mit Schulkonten: Sie kaufen gemeinsam ein, teilen Lizenzen im Kollegium und zahlen bequem auf Rechnung. Schulträger, die Kreide für mehrere Schulen einsetzen möchten, beraten wir gern.

# Bildungseinrichtungen und Verbände

Mit Landesinstituten, Studienseminaren und Lehrkräfteverbänden arbeiten wir an Kampagnen wie [Inklusiver Unterricht](/de/inklusiver-unterricht) und [Klimawandel: jetzt handeln](/de/klimawandel-jetzt-handeln). Partner können eigene Seiten und Materialsammlungen auf Kreide bekommen.

# Partnerdomains

Verbände und Bildungspartner können Kreide unter einer eigenen Adresse zeigen, die ihre Mitglieder direkt in die passende Ausgabe führt. Autorinnen und Autoren können ihre Materialien zusätzlich auf einer eigenen Domain präsentieren.

# Open Source

Kreide baut auf freier Software auf und gibt selbst alles frei. Wer Kreide in einem anderen Land oder für eine eigene Zielgruppe betreiben möchte, ist herzlich eingeladen. Die Schnittstellen beschreibt unsere [API-Dokumentation](/de/api).

Interesse an einer Partnerschaft? Schreib uns an [partner@kreide.example](mailto:partner@kreide.example).`,
      },
      {
        type: 'cta',
        heading: 'Schulkonto für dein Kollegium',
        body: 'Gemeinsam einkaufen, Lizenzen teilen, auf Rechnung zahlen.',
        label: 'Schulkonto anlegen',
        href: '/de/schule-anlegen',
      },
    ],
  },
  {
    pageKey: 'team',
    title: 'Das Team hinter Kreide',
    description: 'Wer Kreide in Deutschland macht: Menschen aus Schule, Redaktion und Softwareentwicklung.',
    blocks: [
      {
        type: 'markdown',
        markdown: `Hinter Kreide steht ein kleines Team, das Schule von innen kennt. Einige von uns haben jahrelang unterrichtet, andere bauen seit Langem Software – alle wollen, dass Lehrkräfte mehr Zeit für ihre Schülerinnen und Schüler haben.

# Community und Redaktion

Unser Redaktionsteam betreut das Magazin, das Hilfe-Center und die Kampagnen. Es spricht mit Autorinnen und Autoren, prüft neue Materialien und sammelt, was Lehrkräfte sich von Kreide wünschen.

# Support

Du hast eine Frage zu einem Kauf, zu deinem Honorar oder zu deinem Schulkonto? Unser Support antwortet werktags, in der Regel am selben Tag. Viele Antworten findest du sofort im [Hilfe-Center](/de/hilfe).

# Entwicklung

Kreide ist Open Source. Unser Entwicklungsteam arbeitet offen, und jede und jeder kann Fehler melden, Verbesserungen vorschlagen oder selbst mitprogrammieren. Was wir bauen, prüfen wir mit Lehrkräften aus unserer Community, bevor es für alle erscheint.

# Mitmachen

Wir suchen regelmäßig Verstärkung – schau bei unseren [Jobs](/jobs) vorbei.`,
      },
      {
        type: 'cta',
        heading: 'Fragen an uns?',
        body: 'Im Hilfe-Center findest du Antworten auf die häufigsten Fragen.',
        label: 'Zum Hilfe-Center',
        href: '/de/hilfe',
      },
    ],
  },
  {
    pageKey: 'areYouOk',
    title: 'Are you ok? Psychische Gesundheit für Lehrkräfte',
    description: 'Wenn Schule zu viel wird: Warnzeichen erkennen, erste Schritte und wo Lehrkräfte in Deutschland Hilfe finden.',
    blocks: [
      {
        type: 'markdown',
        markdown: `Lehrerin oder Lehrer zu sein ist ein wunderbarer Beruf – und einer, der viel Kraft kostet. Volle Klassen, Korrekturen am Wochenende, Konflikte mit Eltern, Sorgen um einzelne Kinder. Wenn es dir gerade nicht gut geht, bist du damit nicht allein. Diese Seite hilft dir, erste Schritte zu gehen.

# Warnzeichen ernst nehmen

- Du schläfst schlecht, wachst nachts auf und denkst an die Schule.
- Die Ferien reichen nicht mehr, um dich zu erholen.
- Dinge, die dir früher Freude gemacht haben, fühlen sich leer an.
- Du bist schnell gereizt, ziehst dich zurück oder hast körperliche Beschwerden ohne klare Ursache.

Halten solche Zeichen über Wochen an, ist das kein persönliches Versagen, sondern ein Signal, etwas zu ändern.

# Erste Schritte

1. **Sprich darüber** – mit einer Vertrauensperson, einer Kollegin, deiner Hausärztin oder deinem Hausarzt.
2. **Hol dir Unterstützung an der Schule:** Schulleitung, Personalrat, schulpsychologischer Dienst und der betriebsärztliche Dienst deines Landes sind für dich da.
3. **Entlaste dich:** Nicht jedes Arbeitsblatt musst du selbst erstellen. Teilen und nutzen, was andere gemacht haben, ist kein Schummeln, sondern kluge Arbeitsteilung.

# Hier findest du sofort Hilfe

- **TelefonSeelsorge:** [0800 111 0 111](tel:08001110111), [0800 111 0 222](tel:08001110222) oder [116 123](tel:116123) – kostenlos, anonym, rund um die Uhr. Auch per Chat und E-Mail unter [online.telefonseelsorge.de](https://online.telefonseelsorge.de).
- **Info-Telefon Depression** der Stiftung Deutsche Depressionshilfe: [0800 33 44 533](tel:08003344533).
- **In akuter Gefahr:** Notruf [112](tel:112) oder die nächste psychiatrische Klinik.`,
      },
      {
        type: 'faq',
        heading: 'Häufige Fragen',
        items: [
          {
            question: 'Erfährt mein Dienstherr, wenn ich mir Hilfe hole?',
            answer: 'Nein. Gespräche mit der TelefonSeelsorge sind anonym, Ärztinnen und Ärzte sowie Psychotherapeutinnen und Psychotherapeuten unterliegen der Schweigepflicht. Auch der schulpsychologische Dienst behandelt Gespräche vertraulich.',
          },
          {
            question: 'Wie finde ich eine Psychotherapie?',
            answer: 'Über die Terminservicestelle der Kassenärztlichen Vereinigung, erreichbar unter [116 117](tel:116117), bekommst du einen Termin für ein Erstgespräch. Privat Versicherte und Beihilfeberechtigte fragen vorab bei ihrer Versicherung nach.',
          },
        ],
      },
      {
        type: 'cta',
        heading: 'Für deine Schülerinnen und Schüler',
        body: 'Eine Seite in kindgerechter Sprache, mit der Nummer gegen Kummer.',
        label: 'Are you ok? für Kinder',
        href: '/de/are-you-ok/kids',
      },
    ],
  },
  {
    pageKey: 'areYouOkKids',
    title: 'Are you ok? Für Kinder und Jugendliche',
    description: 'Wenn du traurig bist, Angst hast oder dir alles zu viel wird: Hier findest du Menschen, die dir zuhören.',
    blocks: [
      {
        type: 'markdown',
        markdown: `Jeder Mensch hat mal schlechte Tage. Manchmal ist man traurig, wütend oder hat Angst – wegen der Schule, wegen Streit mit Freunden oder zu Hause, oder ohne dass man genau weiß, warum. Das ist in Ordnung. Und du musst damit nicht allein bleiben.

# Woran du merkst, dass es dir nicht gut geht

- Du hast oft Bauchweh oder Kopfweh, vor allem morgens vor der Schule.
- Du kannst schlecht einschlafen, weil dir Gedanken durch den Kopf gehen.
- Du hast keine Lust mehr auf Dinge, die dir sonst Spaß machen.
- Du fühlst dich allein, auch wenn andere um dich herum sind.

# Was dir helfen kann

1. **Erzähl es jemandem**, dem du vertraust: deinen Eltern, einer Lehrerin oder einem Lehrer, der Schulsozialarbeit, deiner Oma oder einer Freundin.
2. **Schreib oder mal auf**, was dich beschäftigt. Manchmal wird ein Gefühl kleiner, wenn es auf Papier steht.
3. **Mach etwas, das dir guttut:** rausgehen, Musik hören, dich bewegen, mit deinem Haustier kuscheln.

# Hier hört dir jemand zu

- **Nummer gegen Kummer – Kinder- und Jugendtelefon:** [116 111](tel:116111). Kostenlos und anonym, montags bis samstags von 14 bis 20 Uhr. Du musst deinen Namen nicht sagen.
- **Online-Beratung** der Nummer gegen Kummer per Chat oder E-Mail: [nummergegenkummer.de](https://www.nummergegenkummer.de).
- **Wenn du in Gefahr bist:** Ruf die [110](tel:110) (Polizei) oder die [112](tel:112) (Rettungsdienst) an.

Du bist wichtig. Es ist mutig, sich Hilfe zu holen.`,
      },
      {
        type: 'materials',
        heading: 'Für Lehrkräfte: Materialien, um über Gefühle zu sprechen',
        query: 'Gefühle',
      },
    ],
  },
];
