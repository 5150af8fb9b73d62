// Demo help centre, Italian (scripts/demo-content/help.mjs).
export const HELP_IT = [
  {
    slug: 'acquistare-scaricare',
    title: 'Acquistare e scaricare',
    description: 'Carrello, pagamento, download, buoni e credito.',
    articles: [
      {
        slug: 'acquistare-un-materiale',
        title: 'Come si acquista un materiale?',
        faq: true,
        body: `
Aggiungi il materiale al carrello dalla sua pagina e vai alla cassa. Lì vedi il prezzo totale IVA inclusa, puoi usare un buono sconto e il tuo credito.

Il pagamento avviene sulla pagina sicura del nostro fornitore di pagamenti: i dati della tua carta non arrivano mai a Kreide. Appena il pagamento è confermato, ricevi un’e-mail con i link all’ordine, ai download e alla fattura.

- Un materiale che hai già acquistato, o che la tua scuola possiede già, non può tornare nel carrello: nessuno paga due volte.
- Se un materiale fa parte di un pacchetto che è anche nel carrello, viene addebitato una sola volta.
`,
      },
      {
        slug: 'trovare-i-download',
        title: 'Dove trovo i materiali acquistati?',
        faq: true,
        body: `
Tutti i tuoi acquisti sono nel tuo account, in **Materiali acquistati**. Da lì scarichi ogni file tutte le volte che vuoi.

I PDF riportano su ogni pagina il tuo nome e un numero di licenza. Questo mostra che la copia è tua e protegge il lavoro degli autori. Per questo non condividere i file acquistati.

I materiali gratuiti si possono scaricare anche senza account: ricevi un link valido sette giorni.
`,
      },
      {
        slug: 'buoni-e-credito',
        title: 'Usare buoni sconto e credito',
        body: `
Il **buono sconto** si inserisce nel carrello. Ogni buono ha un periodo di validità e a volte un ordine minimo e un numero massimo di utilizzi. Alcuni valgono solo per certi autori o materiali. Se un buono non si può applicare, il carrello ti spiega il motivo.

Il **credito** (per esempio da un rimborso) viene scalato alla cassa se lo scegli. Se il pagamento non va a buon fine o annulli l’ordine, buono e credito ti vengono restituiti.
`,
      },
    ],
  },
  {
    slug: 'vendere-materiali',
    title: 'Vendere materiali',
    description: 'Account venditore, caricamento, verifica e guadagni.',
    articles: [
      {
        slug: 'diventare-venditore',
        title: 'Come si diventa venditore?',
        faq: true,
        body: `
Ogni docente con un account Kreide può vendere i propri materiali. Bastano due passaggi:

1. Accetti le condizioni per i venditori.
2. Scegli il tuo nome pubblico (da 2 a 60 caratteri). Con questo nome compaiono i tuoi materiali e la tua pagina autore.

Poi la procedura guidata ti accompagna nel primo materiale: caricare il file, scegliere titolo, materie e grado scolastico, fissare il prezzo.
`,
      },
      {
        slug: 'caricamento-e-verifica',
        title: 'Dal caricamento alla pubblicazione',
        body: `
Puoi caricare file PDF, Word, PowerPoint, Excel e OpenDocument, oltre a EPUB, ZIP, audio, video e immagini. Per i PDF creiamo automaticamente l’anteprima delle prime cinque pagine, con la filigrana «Kreide · Vorschau».

Quando tutto è compilato, invii il materiale alla **verifica**. Il nostro team lo esamina e lo pubblica oppure lo rifiuta indicando il motivo. Un materiale rifiutato si può correggere e inviare di nuovo.

Un materiale a pagamento costa almeno 0,50 € e al massimo 150 €; gratis è sempre possibile.
`,
      },
      {
        slug: 'guadagni-e-pagamenti',
        title: 'Quanto guadagno e quando vengo pagato?',
        faq: true,
        body: `
Ricevi una quota del prezzo netto di ogni vendita:

- **50 %** fino a 24 materiali attivi,
- **60 %** da 25 materiali attivi,
- **70 %** da 100 materiali attivi.

Ogni mese emettiamo una nota di credito con i tuoi guadagni. Il pagamento avviene quando il tuo saldo raggiunge **20 €** e i dati per il pagamento (IBAN e BIC) sono completi; un importo inferiore passa al mese successivo.
`,
      },
    ],
  },
  {
    slug: 'account-e-privacy',
    title: 'Account e privacy',
    description: 'Accesso, password e i tuoi dati.',
    articles: [
      {
        slug: 'password-dimenticata',
        title: 'Ho dimenticato la password',
        body: `
Nella pagina di accesso scegli **Password dimenticata** e inserisci il tuo indirizzo e-mail. Ti mandiamo un link valido **due ore**, utilizzabile una sola volta.

Con la nuova password vengono chiuse tutte le sessioni aperte. Così nessuno può continuare con la vecchia password.

Per la tua privacy non diciamo mai se a un indirizzo corrisponde un account. Se non arriva nessuna e-mail, controlla la cartella spam e come hai scritto l’indirizzo.
`,
      },
      {
        slug: 'esportare-cancellare-dati',
        title: 'Scaricare i miei dati o cancellare l’account',
        faq: true,
        body: `
Nelle **impostazioni dell’account** trovi entrambe le cose:

- **Scaricare i tuoi dati:** ricevi in un file tutti i dati che conserviamo sul tuo account.
- **Cancellare l’account:** conferma con la tua password (oppure, per un account senza password, con il tuo indirizzo e-mail). L’account viene cancellato e tutte le sessioni vengono chiuse.

Un account cancellato non si può ripristinare. Prima scarica tutto ciò che vuoi conservare.
`,
      },
    ],
  },
  {
    slug: 'scuole-e-licenze',
    title: 'Scuole e licenze',
    description: 'Account della scuola, invitare colleghi, licenze condivise.',
    articles: [
      {
        slug: 'creare-una-scuola',
        title: 'Creare l’account di una scuola',
        body: `
In **La mia scuola** registri la tua scuola: nome, indirizzo, tipo di scuola e un breve testo sul tuo ruolo. Se vuoi, indica il dominio e-mail ufficiale della scuola; così vediamo subito se il tuo indirizzo corrisponde.

Il nostro team verifica i dati; nel frattempo la scuola risulta «in verifica». Solo una scuola **verificata** può acquistare con fattura. Chi crea la scuola ne diventa l’amministratore.
`,
      },
      {
        slug: 'invitare-colleghi',
        title: 'Invitare colleghi e condividere le licenze',
        faq: true,
        body: `
Come amministratore inviti i colleghi via e-mail. Il link d’invito vale **14 giorni**; chi non ha ancora un account si registra proprio con quell’indirizzo.

Tutto ciò che viene acquistato per la scuola può essere scaricato da **tutti i membri**. Chi lascia la scuola perde subito le licenze della scuola, ma tiene i materiali acquistati personalmente.

Nella **lista dei desideri della scuola** i membri propongono materiali; l’amministrazione li mette nel carrello e li acquista per tutti.
`,
      },
    ],
  },
  {
    slug: 'pagamenti-e-fatture',
    title: 'Pagamenti e fatture',
    description: 'Metodi di pagamento, fatture e ordini in sospeso.',
    articles: [
      {
        slug: 'metodi-di-pagamento',
        title: 'Quali metodi di pagamento ci sono?',
        body: `
Paghi sulla pagina del nostro fornitore di pagamenti. Lì vedi quali metodi sono disponibili (per esempio carta o addebito diretto).

I membri di una scuola verificata possono anche acquistare **con fattura** per la scuola; la fattura va all’indirizzo di fatturazione della scuola.

Finché un ordine attende il pagamento, il carrello è bloccato. Dal carrello puoi continuare a pagare o annullare l’ordine.
`,
      },
      {
        slug: 'trovare-la-fattura',
        title: 'Dove trovo la mia fattura?',
        faq: true,
        body: `
Ogni ordine pagato ha una fattura con numero progressivo, per esempio IT-2026-000042. La trovi nel tuo account, in **Fatture**, e la scarichi in PDF; il link arriva anche con la conferma dell’ordine.

Se un ordine viene rimborsato, ricevi una nota di credito con un proprio numero.
`,
      },
    ],
  },
];
