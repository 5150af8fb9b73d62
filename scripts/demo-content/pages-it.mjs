// Demo texts of the content pages of the Italian world (docs/content.md): what `npm start` publishes
// once. Form of address: tu, as everywhere on the Italian site. Blocks: src/shared/schemas/content.ts.

const TERMS = `> **Nota per chi gestisce la piattaforma:** questi sono testi modello del progetto open source Kreide. Chi gestisce Kreide deve adattarli al proprio servizio e farli verificare da un legale prima che entrino in vigore. Non costituiscono consulenza legale.

Questi termini e condizioni regolano l’uso di Kreide, il mercato in cui insegnanti, autrici e autori vendono, acquistano e condividono materiali didattici. Valgono per chiunque crei un account, acquisti materiali o li offra. Il gestore della piattaforma, e quindi la tua controparte contrattuale, è il soggetto indicato nelle [note legali](/it/info/note-legali) («noi»).

# 1. Ambito di applicazione e parti

1. Questi termini si applicano a tutti i contratti tra noi e gli utenti dell’edizione italiana di Kreide. Condizioni diverse valgono solo se le accettiamo espressamente.
2. Se acquisti materiali, il contratto di acquisto è concluso con il gestore. Se offri materiali, concludi con noi un contratto per la distribuzione dei tuoi materiali (sezione 4).
3. È consumatore chi usa Kreide per scopi estranei all’attività imprenditoriale o professionale eventualmente svolta; di regola lo è l’insegnante che acquista per le proprie lezioni. Le scuole e i loro enti gestori sono considerati professionisti ai fini di questi termini.

# 2. Condizioni d’uso {#terms-of-use}

## Il tuo account

1. Per acquistare, scaricare od offrire materiali ti serve un account. Al momento della registrazione fornisci dati veritieri e li tieni aggiornati. Devi avere almeno 16 anni.
2. Custodisci la tua password. Se ti accorgi che qualcun altro usa il tuo account, avvisaci subito.
3. Puoi eliminare il tuo account in qualsiasi momento dalle [impostazioni](/it/impostazioni). Con l’eliminazione terminano le licenze acquistate; restano fermi gli obblighi di conservazione previsti dalla legge.

## Account scuola

Una scuola può creare un account scuola. Ciò che viene acquistato per la scuola può essere usato in classe da tutti i suoi membri. Chi lascia la scuola o viene rimosso perde l’accesso alle licenze della scuola e conserva i propri acquisti personali. Le scuole verificate possono acquistare con fattura, da pagare entro il termine indicato.

## Regole su contenuti e comportamento

1. Su Kreide è ammesso solo ciò che è adatto a una scuola. Sono vietati in particolare i contenuti che violano diritti di terzi (diritto d’autore, marchi, diritti della personalità), che discriminano, esaltano la violenza, sono dannosi per i minori o costituiscono reato, la pubblicità estranea alla didattica e i dati personali di alunne e alunni.
2. Recensioni e commenti riportano la tua esperienza reale con un materiale. Non sono ammesse recensioni comprate, scambiate o scritte per i propri materiali.
3. Possiamo rimuovere i contenuti che violano queste regole e sospendere gli account in caso di violazioni gravi o ripetute. Esaminiamo le segnalazioni con rapidità e ti spieghiamo che cosa abbiamo deciso e perché. Puoi contestare la decisione.
4. Puoi segnalarci i contenuti che ritieni illeciti con la funzione di segnalazione presente su ogni materiale o ai recapiti indicati nelle note legali.

# 3. Acquisto di materiali e licenze

1. La presentazione di un materiale non costituisce un’offerta vincolante. Inviando l’ordine nell’ultimo passaggio dell’acquisto fai un’offerta vincolante; il contratto si conclude quando confermiamo l’ordine e rendiamo il materiale disponibile per il download.
2. Tutti i prezzi sono finali e comprensivi di IVA. Buoni sconto e credito vengono applicati nel carrello; il credito non è rimborsabile in denaro.
3. Non acquisti la proprietà del materiale, ma una **licenza**: il diritto non esclusivo e non trasferibile di usarlo per le tue lezioni, salvarlo, stamparlo e riprodurlo nel numero di copie necessario per le tue classi, anche in formato digitale sulle piattaforme didattiche chiuse della tua scuola.
4. Non è consentito rivendere il materiale, pubblicarlo liberamente su internet, passarlo a colleghe e colleghi (per questo esistono le licenze scuola) o usarlo come base per prodotti propri destinati alla vendita. I materiali gratuiti seguono le stesse regole, salvo diversa indicazione dell’autore.
5. I file PDF vengono contrassegnati al download con il tuo nome e un numero di licenza, che non devono essere rimossi.
6. Una licenza scuola autorizza tutti i membri dell’account scuola a usare il materiale secondo il punto 3.

# 4. Condizioni per autrici e autori {#terms-of-task-completing}

1. Chi offre materiali garantisce di averne tutti i diritti: su testi, immagini, caratteri tipografici e grafiche. Contenuti altrui possono essere usati solo con una licenza che ne consenta la vendita; le fonti vanno indicate nel materiale.
2. Ci concedi il diritto non esclusivo e senza limiti territoriali di mostrare i tuoi materiali su Kreide, crearne le anteprime, promuoverli e concedere licenze agli acquirenti secondo la sezione 3. Puoi disattivare un materiale in qualsiasi momento; le licenze già vendute restano valide.
3. Vendiamo le licenze in nome proprio e per conto tuo. Il tuo **compenso** è una quota del prezzo netto (dopo i buoni sconto, IVA esclusa): il 50 % con meno di 25 materiali attivi, il 60 % da 25 e il 70 % da 100 materiali attivi, contati al momento della vendita. Se un acquisto viene rimborsato, il compenso relativo viene stornato.
4. Ogni mese ricevi un documento riepilogativo dei tuoi compensi. Il pagamento avviene con bonifico SEPA non appena il tuo saldo raggiunge 20,00 € e i tuoi dati di pagamento sono completi. Puoi vedere lo stato in ogni momento in [Compensi](/it/compensi).
5. In quanto gestori di piattaforma siamo tenuti per legge a comunicare ogni anno le vendite all’Agenzia delle Entrate (normativa DAC7). Per questo ci servono il tuo codice fiscale e la tua data di nascita. La dichiarazione e la tassazione dei tuoi redditi restano a tuo carico.
6. Controlliamo i nuovi materiali a campione e possiamo rifiutare o rimuovere quelli che violano la sezione 2 o la cui qualità non è adeguata alla didattica. Motiviamo sempre la decisione.

# 5. Diritto di recesso {#withdrawal-provisions}

I consumatori hanno un diritto di recesso previsto dalla legge (artt. 52 e seguenti del Codice del consumo).

## Diritto di recesso

Hai il diritto di recedere dal contratto, senza indicarne le ragioni, entro quattordici giorni. Il periodo di recesso scade dopo quattordici giorni dal giorno della conclusione del contratto. Per esercitare il diritto di recesso, sei tenuto a informarci (recapiti nelle [note legali](/it/info/note-legali)) della tua decisione di recedere dal presente contratto tramite una dichiarazione esplicita (ad esempio un’e-mail). A tal fine puoi utilizzare il modulo tipo di recesso riportato di seguito, ma non è obbligatorio. Per rispettare il termine di recesso è sufficiente che tu invii la comunicazione prima della scadenza del periodo di recesso.

## Effetti del recesso

Se recedi dal contratto, ti saranno rimborsati tutti i pagamenti che hai effettuato a nostro favore senza indebito ritardo e comunque entro quattordici giorni dal giorno in cui siamo informati della tua decisione di recedere. Eseguiremo il rimborso utilizzando lo stesso mezzo di pagamento da te usato per la transazione iniziale, salvo che tu abbia espressamente convenuto altrimenti; in ogni caso, non dovrai sostenere alcun costo quale conseguenza di tale rimborso.

## Esclusione del recesso per i contenuti digitali

I materiali di Kreide sono contenuti digitali non forniti su un supporto materiale. Il diritto di recesso si estingue quando l’esecuzione è iniziata **con il tuo previo accordo espresso a iniziare prima della scadenza del periodo di recesso** e **con la tua accettazione del fatto che in tal modo perdi il diritto di recesso**. Ti chiediamo questo accordo durante l’acquisto e te lo confermiamo nella conferma d’ordine. Senza di esso, rendiamo disponibile il materiale solo dopo la scadenza del periodo di recesso.

## Modulo tipo di recesso

Se desideri recedere dal contratto, compila e restituisci questo modulo:

- Destinatario: il gestore indicato nelle note legali (nome, indirizzo, indirizzo e-mail)
- Con la presente io/noi notifico/notifichiamo il recesso dal mio/nostro contratto di acquisto dei seguenti contenuti digitali: …
- Ordinato il: …
- Nome e indirizzo del/dei consumatore/i: …
- Firma del/dei consumatore/i (solo se il presente modulo è notificato in versione cartacea) e data: …

# 6. Responsabilità

1. Rispondiamo senza limiti in caso di dolo o colpa grave, per i danni alla vita, all’integrità fisica o alla salute e nei casi previsti dalla disciplina sulla responsabilità per danno da prodotti difettosi.
2. In caso di colpa lieve rispondiamo solo per la violazione di obblighi contrattuali essenziali, cioè quelli il cui adempimento rende possibile il contratto e sui quali puoi fare affidamento, e nei limiti del danno prevedibile e tipico per questo tipo di contratto.
3. Autrici e autori sono responsabili della correttezza dei contenuti dei loro materiali. Controlla ogni materiale prima di usarlo in classe. Restano salvi i tuoi diritti di garanzia previsti dalla legge per i contenuti digitali non conformi.
4. Ci impegniamo a rendere Kreide sempre disponibile, ma non possiamo garantirlo, ad esempio durante la manutenzione o in caso di guasti non dipendenti da noi.

# 7. Protezione dei dati {#data_protection}

Trattiamo i dati personali solo nella misura necessaria per il servizio e nel rispetto del Regolamento generale sulla protezione dei dati (GDPR) e del Codice in materia di protezione dei dati personali (D.Lgs. 196/2003). Titolare del trattamento è il gestore indicato nelle [note legali](/it/info/note-legali). In sintesi:

- **Account:** indirizzo e-mail, nome, password (solo come hash sicuro), paese e ordine di scuola, per gestire il tuo account e mostrarti materiali adatti (art. 6, par. 1, lett. b GDPR).
- **Acquisti:** ordini, indirizzo di fatturazione e licenze, per eseguire i contratti ed emettere le fatture, che conserviamo per il tempo richiesto dalle norme civilistiche e fiscali (fino a dieci anni; art. 6, par. 1, lett. c GDPR). I dati di pagamento li inserisci direttamente presso il fornitore dei pagamenti; noi riceviamo solo l’esito.
- **Autrici e autori:** dati di pagamento e fiscali (conto bancario, codice fiscale, data di nascita) per i pagamenti e la comunicazione DAC7 prevista dalla legge.
- **Utilizzo:** registri tecnici (ad esempio indirizzo IP, orario, pagina visitata) per la sicurezza del servizio, conservati per breve tempo (art. 6, par. 1, lett. f GDPR). Usiamo solo i cookie necessari per l’accesso, il carrello e l’edizione scelta.
- **Aule di apprendimento:** gli studenti entrano in un’aula senza account, solo con un soprannome; conserviamo il soprannome, le risposte e i punti perché l’insegnante veda i risultati (art. 6, par. 1, lett. e o f GDPR). Cancelliamo questi dati 30 giorni dopo la chiusura dell’aula; un’aula lasciata aperta si chiude da sola dopo 24 ore.
- **E-mail:** i messaggi su ordini e account vengono sempre inviati; newsletter e suggerimenti solo con il tuo consenso, che puoi revocare in qualsiasi momento nelle [notifiche](/it/notifiche) (art. 6, par. 1, lett. a GDPR).
- **Fornitori:** hosting, invio delle e-mail e gestione dei pagamenti sono affidati a responsabili del trattamento scelti con cura (art. 28 GDPR). Eventuali trasferimenti fuori dall’UE avvengono sulla base di clausole contrattuali tipo o di una decisione di adeguatezza.

Hai diritto di accesso, rettifica, cancellazione, limitazione del trattamento, portabilità e opposizione (artt. 15–21 GDPR) e di proporre reclamo al Garante per la protezione dei dati personali. Scrivici all’indirizzo indicato nelle note legali. Come trattiamo le candidature è spiegato nell’[informativa sulla privacy per le candidature](/it/info/gdpr-lavoro).

# 8. Modifiche ai termini

Possiamo modificare questi termini quando cambiano le leggi, la giurisprudenza o il nostro servizio. Ti informiamo in anticipo delle modifiche via e-mail. Al tuo prossimo accesso ti chiederemo di accettare la nuova versione; senza la tua accettazione non potrai continuare a usare Kreide, ma conserverai i tuoi acquisti e le tue licenze.

# 9. Disposizioni finali

1. Si applica la legge italiana. Se sei un consumatore, questa scelta non ti priva della tutela delle norme imperative del paese in cui hai la residenza abituale.
2. Per i consumatori è competente il foro del luogo di residenza o di domicilio del consumatore. Se il cliente è un professionista, è competente il foro della sede del gestore.
3. Non siamo obbligati né disposti a partecipare a procedure di risoluzione alternativa delle controversie davanti a un organismo di conciliazione per i consumatori. Se hai domande o un reclamo, scrivici: quasi sempre troviamo una soluzione.
4. Se una disposizione di questi termini fosse invalida, le altre restano valide.`;

const IMPRINT = `> **Nota per chi gestisce la piattaforma:** i dati tra parentesi quadre sono segnaposto. Chi gestisce Kreide deve completarli con i propri dati (art. 7 del D.Lgs. 70/2003) e far verificare queste note legali.

Kreide è un mercato open source per materiali didattici. Questa edizione è gestita da:

# Gestore

[Denominazione o ragione sociale del gestore]\\
[Via e numero civico]\\
[CAP e città]\\
[Paese]

Partita IVA: [Numero di partita IVA]\\
Codice fiscale: [Codice fiscale]

# Contatti

E-mail: [Indirizzo e-mail]\\
PEC: [Indirizzo PEC]\\
Telefono: [Numero di telefono]

# Dati societari

Iscrizione al Registro delle Imprese di [Città], n. REA [Numero REA]\\
Capitale sociale: [Importo] i.v.

# Contenuti di autrici e autori

I materiali su Kreide sono creati da insegnanti, autrici e autori, che sono responsabili dei propri contenuti. Se trovi un materiale che viola diritti o che non è adatto a una scuola, segnalacelo con la funzione di segnalazione del materiale o via e-mail. Esaminiamo ogni segnalazione.

# Risoluzione delle controversie

Non siamo obbligati né disposti a partecipare a procedure di risoluzione alternativa delle controversie davanti a un organismo di conciliazione per i consumatori. Tutto il resto è regolato dai nostri [termini e condizioni](/it/info/termini-e-condizioni).

# Codice sorgente

Kreide è software libero. Il codice sorgente è pubblicato con una licenza open source; le licenze delle librerie e dei caratteri usati si trovano nel repository del gestore: [Indirizzo del repository].`;

export const PAGES = [
  {
    pageKey: 'terms',
    title: 'Termini e condizioni',
    description: 'I termini di Kreide: account, acquisto e licenze per la didattica, vendita e compensi, diritto di recesso e protezione dei dati.',
    blocks: [{ type: 'markdown', markdown: TERMS }],
  },
  {
    pageKey: 'imprint',
    title: 'Note legali',
    description: 'Dati identificativi del gestore di questa edizione di Kreide.',
    blocks: [{ type: 'markdown', markdown: IMPRINT }],
  },
  {
    pageKey: 'foundation',
    title: 'Fondazione Buon Insegnamento',
    description: 'La Fondazione Buon Insegnamento finanzia materiali didattici gratuiti e di qualità, e le insegnanti e gli insegnanti che li creano.',
    blocks: [
      {
        type: 'markdown',
        markdown: `Una buona lezione non dovrebbe dipendere da quanto tempo e quanti soldi restano a un’insegnante la sera. Per questo esiste la Fondazione Buon Insegnamento: paga insegnanti perché creino materiali che poi tutti possono usare gratuitamente.

# Che cosa finanziamo

- **Materiali gratuiti** su temi che servono in molte classi ma raramente sono ben preparati: educazione civica, competenze digitali, italiano L2 e inclusione.
- **Materiali in comprensione facilitata** e su più livelli, perché tutta la classe possa imparare insieme.
- **Progetti delle scuole** che poi condividono i loro materiali con tutti.

I materiali finanziati portano il marchio della fondazione e restano gratuiti per sempre. Autrici e autori ricevono dalla fondazione un compenso fisso al posto dei ricavi delle vendite.

# Come candidarti

1. Descrivi la tua idea in una pagina: tema, classe e che cosa rende speciale il materiale.
2. Mandaci un esempio del tuo lavoro, magari un materiale che offri già su Kreide.
3. Una giuria di insegnanti decide quattro volte l’anno. Riceverai in ogni caso una risposta motivata.

Le candidature vanno inviate a [fondazione@kreide.example](mailto:fondazione@kreide.example).`,
      },
      { type: 'materials', heading: 'Per l’educazione civica', query: 'educazione civica' },
      {
        type: 'cta',
        heading: 'Hai un materiale che merita di arrivare in più classi?',
        body: 'Caricalo su Kreide e condividilo con insegnanti di tutta Italia.',
        label: 'Carica il tuo primo materiale',
        href: '/it/primo-caricamento',
      },
    ],
  },
  {
    pageKey: 'impact',
    title: 'Il nostro impatto sull’istruzione',
    description: 'Che cosa ottiene Kreide: insegnanti che risparmiano tempo, autori pagati in modo equo, scuole che condividono.',
    blocks: [
      {
        type: 'markdown',
        markdown: `Ogni ora che un’insegnante non passa a cercare materiale è un’ora per le sue alunne e i suoi alunni. È di questo che si occupa Kreide, ed è su questo che misuriamo il nostro lavoro.

# Tempo per ciò che conta

Su Kreide trovi materiali già provati in classe da altri insegnanti, adatti all’ordine di scuola, alla classe e alle Indicazioni nazionali. Recensioni e anteprime ti aiutano a capire subito se un materiale fa per la tua classe.

# Compensi equi

Chi crea materiali riceve dal 50 al 70 % del prezzo netto, con un rendiconto mensile sempre consultabile. Per molte autrici e molti autori è il riconoscimento di un lavoro che altrimenti si farebbe gratis, la sera, al tavolo della cucina.

# Condividere invece di comprare due volte

Con l’account scuola un istituto acquista un materiale una sola volta e tutto il collegio docenti può usarlo. Un risparmio che si sente, con bilanci sempre stretti.

# Aperto a tutti

Kreide è open source. Ogni scuola, associazione o paese può esaminare il software, migliorarlo e gestirlo in proprio. Attraverso la [Fondazione Buon Insegnamento](/it/fondazione-buon-insegnamento) una parte del nostro lavoro diventa materiale gratuito per tutti.`,
      },
      {
        type: 'cta',
        heading: 'Condividi ciò che sai',
        body: 'Hai materiali che funzionano nella tua classe? Caricali e aiuta altri insegnanti.',
        label: 'Carica il tuo primo materiale',
        href: '/it/primo-caricamento',
      },
    ],
  },
  {
    pageKey: 'saveUkraine',
    title: 'Save Ukraine: istruzione per i bambini ucraini',
    description: 'Materiali gratuiti per alunne e alunni rifugiati dall’Ucraina e per i loro insegnanti, e come puoi aiutare.',
    blocks: [
      {
        type: 'markdown',
        markdown: `Dall’inizio della guerra contro l’Ucraina, migliaia di bambine e bambini rifugiati sono entrati nelle scuole di tutta Europa, anche in Italia. Hanno lasciato la loro casa, spesso gli amici e una parte della famiglia. La scuola dà loro stabilità, se l’insegnamento riesce a raggiungerli.

# Che cosa fa Kreide

- Autrici e autori mettono a disposizione gratuitamente materiali di italiano L2, schede di vocabolario bilingui e materiali per l’accoglienza.
- I materiali gratuiti restano gratuiti: Kreide non ci guadagna nulla e ogni insegnante può scaricarli subito.
- Collaboriamo con insegnanti che vengono dall’Ucraina e sanno di che cosa hanno bisogno ora i bambini.

# Come puoi aiutare

Se hai preparato materiali per lavorare con alunni neoarrivati, condividili gratuitamente. E se vuoi fare una donazione, sostieni organizzazioni umanitarie riconosciute che ricostruiscono scuole sul posto e offrono sostegno psicologico ai bambini.

# In classe

Un compagno tutor, un orario con le immagini e un angolo tranquillo aiutano nei primi giorni più di qualsiasi app. Non fare domande sulla guerra: i bambini raccontano quando sono pronti.`,
      },
      { type: 'materials', heading: 'Italiano L2 per l’accoglienza', query: 'italiano L2' },
      {
        type: 'cta',
        heading: 'Solidarietà in classe',
        body: 'Materiali per parlare di guerra e di pace con la tua classe.',
        label: 'Vai a #StandWithUkraine',
        href: '/it/standwithukraine',
      },
    ],
  },
  {
    pageKey: 'standWithUkraine',
    title: '#StandWithUkraine',
    description: 'Kreide sta con l’Ucraina: materiali gratuiti, solidarietà in classe e sostegno per gli insegnanti.',
    blocks: [
      {
        type: 'markdown',
        markdown: `Stiamo dalla parte delle persone in Ucraina e degli insegnanti che, lì e qui, continuano a insegnare in condizioni difficilissime.

# Parlare della guerra in classe

I bambini si accorgono di ciò che succede nel mondo. Molti hanno domande, alcuni hanno paura. I materiali per la primaria e la secondaria aiutano a parlare di guerra, di fuga e di pace in modo adatto all’età: con informazioni chiare, spazio per le emozioni e senza immagini che sovrastano.

# Una solidarietà che arriva

Su Kreide gli insegnanti condividono materiali gratuiti per gli alunni rifugiati, per le classi di accoglienza e per lavorare sui diritti umani e sulla Costituzione. Ogni materiale condiviso aiuta una collega o un collega ad arrivare in classe ben preparato.

# Prenditi cura anche di te

Le conversazioni sulla guerra non lasciano indifferenti nemmeno gli insegnanti. Se in questo momento è troppo, su [Stai bene?](/it/stai-bene) trovi i primi passi e i luoghi dove qualcuno ti ascolta.`,
      },
      { type: 'materials', heading: 'Accoglienza e convivenza in classe', query: 'accoglienza' },
      {
        type: 'cta',
        heading: 'Aiuta anche tu',
        body: 'Scopri come Kreide sostiene i bambini rifugiati e condividi i tuoi materiali.',
        label: 'Vai a Save Ukraine',
        href: '/it/saveukraine',
      },
    ],
  },
  {
    pageKey: 'jobs',
    title: 'Lavora con Kreide',
    description: 'Lavora con noi a Kreide, il mercato open source per materiali didattici: posizioni aperte e come candidarti.',
    blocks: [
      {
        type: 'markdown',
        markdown: `Kreide è un mercato in cui gli insegnanti vendono, acquistano e condividono materiali didattici, e allo stesso tempo un software libero che chiunque può esaminare e migliorare. Cerchiamo persone a cui stanno a cuore entrambe le cose: la buona scuola e il buon software.

# Come lavoriamo

Siamo un team piccolo e distribuito. Mettiamo per iscritto le nostre decisioni, testiamo ciò che costruiamo e lavoriamo in modo aperto: il codice, le segnalazioni di errori e gran parte delle discussioni sono pubblici. Molti di noi hanno insegnato.

# Posizioni aperte

- **Sviluppatrice o sviluppatore software (TypeScript, Cloudflare Workers):** costruisci funzioni dallo schema del database fino all’interfaccia e fai in modo che Kreide resti veloce e sicuro.
- **Product designer:** rendi Kreide più semplice per gli insegnanti, sullo smartphone e al computer, e accessibile a tutti.
- **Redazione didattica per l’Italia (part-time):** curi il centro assistenza e le campagne e parli con autrici e autori.

Tutte le posizioni si possono svolgere da remoto nell’UE, con orari flessibili.

# Come candidarti

Mandaci qualche riga su di te e sul perché Kreide ti interessa e, se vuoi, un link a qualcosa che hai costruito, progettato o scritto. Non serve una lettera di presentazione formale. Scrivici a [jobs@kreide.example](mailto:jobs@kreide.example); rispondiamo entro due settimane.`,
      },
      {
        type: 'cta',
        heading: 'I tuoi dati da noi',
        body: 'Come trattiamo la tua candidatura e quando la cancelliamo.',
        label: 'Privacy per le candidature',
        href: '/it/info/gdpr-lavoro',
      },
    ],
  },
  {
    pageKey: 'gdprJobs',
    title: 'Informativa sulla privacy per le candidature',
    description: 'Quali dati trattiamo quando ti candidi, per quali finalità, per quanto tempo e quali diritti hai.',
    blocks: [
      {
        type: 'markdown',
        markdown: `Quando ti candidi presso di noi ci affidi dati personali. Qui ti spieghiamo che cosa ne facciamo, e che cosa no.

# Quali dati e per quali finalità

Trattiamo le informazioni che ci invii: nome, recapiti, curriculum, titoli di studio, esempi di lavoro e gli appunti dei colloqui. Li usiamo esclusivamente per valutare la tua candidatura (art. 6, par. 1, lett. b GDPR, misure precontrattuali adottate su tua richiesta). Ti chiediamo di non inviarci dati relativi alla salute, alla religione o ad altre categorie particolari se non sono necessari per la posizione.

# Chi li vede

Solo le persone coinvolte nella selezione. Non comunichiamo la tua candidatura a terzi. La posta elettronica e i documenti sono ospitati da fornitori che agiscono per nostro conto e secondo le nostre istruzioni (art. 28 GDPR).

# Per quanto tempo

Se la tua candidatura non viene accolta, cancelliamo la documentazione sei mesi dopo la fine della selezione, il tempo necessario per difenderci da eventuali contestazioni. Se vuoi entrare nel nostro elenco di candidati per il futuro, ti chiediamo prima il consenso e conserviamo i tuoi dati al massimo per due anni. Se vieni assunto, i documenti necessari confluiscono nel tuo fascicolo personale.

# I tuoi diritti

Puoi chiedere in qualsiasi momento l’accesso ai tuoi dati, la rettifica o la cancellazione, opporti al trattamento e ritirare la tua candidatura. Puoi inoltre proporre reclamo al Garante per la protezione dei dati personali. Il titolare è il gestore indicato nelle note legali; trovi ulteriori informazioni nella [sezione sulla protezione dei dati dei nostri termini](/it/info/termini-e-condizioni#data_protection).`,
      },
      {
        type: 'cta',
        heading: 'Ti va di unirti a noi?',
        body: '',
        label: 'Vedi le posizioni aperte',
        href: '/jobs',
      },
    ],
  },
  {
    pageKey: 'tools',
    title: 'Strumenti e caratteri scolastici',
    description: 'Strumenti e caratteri scolastici per insegnanti: creare schede, corsivo e stampatello, righe e piccoli aiuti per la classe.',
    blocks: [
      {
        type: 'markdown',
        markdown: `Un buon materiale comincia da un buono strumento. Qui abbiamo raccolto ciò che aiuta gli insegnanti a preparare schede e nella vita di tutti i giorni in classe, in gran parte liberamente disponibile.

# Caratteri scolastici

Nella scuola dell’infanzia e nella primaria servono caratteri simili a quelli che i bambini imparano a scrivere: lo stampato maiuscolo per i primi passi, lo stampato minuscolo con la «a» a una sola pancia e il corsivo per la scrittura. Se usi un carattere in materiali che vendi, controlla la sua licenza: non tutti i font gratuiti ammettono l’uso commerciale. Le alternative libere con licenza SIL Open Font License sono una scelta sicura.

# Creare schede

- **Modelli nel tuo programma di videoscrittura:** creane uno con intestazione, carattere e margini; risparmierai tempo a ogni scheda.
- **Righe e quadretti:** i modelli con le righe di prima, seconda e terza elementare e i quadretti da 1 cm e da 0,5 cm facilitano gli esercizi di scrittura e di calcolo.
- **Immagini:** usa disegni tuoi o immagini con una licenza che consenta la vendita, e cita sempre la fonte.

# In classe

Un generatore casuale di nomi, un timer per il lavoro individuale, un semaforo del rumore: piccoli aiuti digitali che funzionano sulla LIM. Per attività da completare sullo schermo, dai un’occhiata ai materiali interattivi di Kreide.

# Per autrici e autori

Quando carichi un materiale, Kreide crea automaticamente le anteprime dei tuoi PDF. Esporta i file in PDF con i caratteri incorporati, così appaiono uguali su ogni dispositivo.`,
      },
      {
        type: 'cta',
        heading: 'Il tuo materiale è pronto?',
        body: 'Caricalo e condividilo con altri insegnanti.',
        label: 'Carica un materiale',
        href: '/it/primo-caricamento',
      },
    ],
  },
  {
    pageKey: 'podcast',
    title: 'Il podcast di Kreide',
    description: 'Conversazioni sul buon insegnamento: insegnanti, autrici e autori raccontano la loro vita in classe.',
    blocks: [
      {
        type: 'markdown',
        markdown: `Nel podcast di Kreide parliamo con insegnanti, autrici e autori di ciò che fa funzionare una lezione: con sincerità, con idee pratiche e senza gergo. Un nuovo episodio esce ogni due mesi.`,
      },
      {
        type: 'audio',
        title: 'Episodio 4: Inclusione senza impazzire',
        date: '2026-10-14',
        src: 'https://podcast.kreide.example/it/episodio-04-inclusione.mp3',
        markdown: `Un’insegnante di sostegno e un professore di secondaria raccontano come preparano attività su tre livelli senza metterci il triplo del tempo. Con idee per materiali che non lasciano indietro nessuno.`,
      },
      {
        type: 'audio',
        title: 'Episodio 3: Dalla scheda a un’entrata in più',
        date: '2026-08-19',
        src: 'https://podcast.kreide.example/it/episodio-03-entrata-in-piu.mp3',
        markdown: `Un’autrice che vende i suoi materiali su Kreide da anni ci racconta come ha cominciato, che cosa funziona e perché i commenti delle colleghe contano per lei più dei numeri. Tutto sui compensi: [Compensi](/it/compensi).`,
      },
      {
        type: 'audio',
        title: 'Episodio 2: Quando gli alunni chiedono della guerra',
        date: '2026-06-10',
        src: 'https://podcast.kreide.example/it/episodio-02-la-guerra-in-classe.mp3',
        markdown: `Una psicologa scolastica spiega come parlare con bambini e ragazzi di guerra e di fuga, e come prendersi cura di sé mentre lo si fa.`,
      },
      {
        type: 'audio',
        title: 'Episodio 1: Perché Kreide è open source',
        date: '2026-04-15',
        src: 'https://podcast.kreide.example/it/episodio-01-open-source.mp3',
        markdown: `Il team di Kreide spiega perché un mercato di materiali didattici dovrebbe essere software libero e che cosa ci guadagnano le scuole.`,
      },
      {
        type: 'cta',
        heading: 'Vuoi saperne di più?',
        body: 'Nel centro assistenza trovi risposte e consigli per usare Kreide al meglio.',
        label: 'Vai al centro assistenza',
        href: '/it/aiuto',
      },
    ],
  },
  {
    pageKey: 'appLanding',
    title: 'Kreide come app',
    description: 'Kreide su smartphone e tablet: trova materiali, salva i preferiti e apri i tuoi acquisti in classe.',
    blocks: [
      {
        type: 'markdown',
        markdown: `L’idea migliore per la prossima lezione arriva raramente alla scrivania. Con Kreide sullo smartphone o sul tablet hai i tuoi materiali sempre con te: in sala professori, in treno o direttamente in classe.

# Che cosa puoi fare con l’app

- **Cercare e sfogliare** per materia, classe e ordine di scuola, con l’anteprima di ogni pagina.
- **Salvare nei preferiti** ciò che ti piace e continuare a programmare al computer: la tua lista è la stessa ovunque.
- **Aprire i materiali acquistati** e mostrarli direttamente sulla LIM.
- **Ricevere notifiche** quando le tue autrici e i tuoi autori preferiti pubblicano qualcosa di nuovo.

# Come installare Kreide

Kreide funziona nel browser di qualsiasi smartphone o tablet. Apri la pagina e scegli «Aggiungi alla schermata Home» nel menu del browser: avrai Kreide a portata di tocco, senza passare da un app store e senza occupare spazio.

# Per autrici e autori

Controlla anche fuori casa come vanno le vendite dei tuoi materiali e rispondi alle domande di colleghe e colleghi.`,
      },
      {
        type: 'cta',
        heading: 'Non hai ancora un account?',
        body: 'La registrazione è gratuita e richiede un minuto.',
        label: 'Registrati ora',
        href: '/it/registrati',
      },
    ],
  },
  {
    pageKey: 'partners',
    title: 'I nostri partner',
    description: 'Con chi collabora Kreide: scuole, enti di formazione, associazioni e progetti open source.',
    blocks: [
      {
        type: 'markdown',
        markdown: `Kreide cresce perché tante persone partecipano: scuole che condividono i loro materiali, associazioni che ci consigliano e progetti di cui usiamo il software libero.

# Scuole

Le scuole usano Kreide con l’account scuola: acquistano insieme, condividono le licenze con tutto il collegio docenti e pagano comodamente con fattura. Se siete una rete di scuole e volete usare Kreide in più istituti, vi aiutiamo volentieri.

# Enti e associazioni

Con enti di formazione dei docenti, università e associazioni professionali prepariamo campagne e raccolte di materiali. I partner possono avere pagine e selezioni proprie su Kreide.

# Domini dei partner

Associazioni e partner educativi possono mostrare Kreide con un indirizzo proprio, che porta i loro membri direttamente all’edizione giusta. Autrici e autori possono inoltre presentare i propri materiali su un dominio personale.

# Open source

Kreide si basa su software libero e rende tutto libero a sua volta. Se vuoi gestire Kreide in un altro paese o per un tuo pubblico, sei il benvenuto. Le interfacce sono descritte nella nostra [documentazione dell’API](/it/api).

Ti interessa una collaborazione? Scrivici a [partner@kreide.example](mailto:partner@kreide.example).`,
      },
      {
        type: 'cta',
        heading: 'Un account per la tua scuola',
        body: 'Acquistare insieme, condividere le licenze, pagare con fattura.',
        label: 'Crea un account scuola',
        href: '/it/crea-scuola',
      },
    ],
  },
  {
    pageKey: 'team',
    title: 'Il team di Kreide',
    description: 'Chi fa Kreide in Italia: persone che vengono dalla scuola, dalla redazione e dallo sviluppo software.',
    blocks: [
      {
        type: 'markdown',
        markdown: `Dietro Kreide c’è un piccolo team che conosce la scuola dall’interno. Alcuni di noi hanno insegnato per anni, altri costruiscono software da molto tempo; tutti vogliamo che gli insegnanti abbiano più tempo per le loro classi.

# Comunità e redazione

La nostra redazione cura il centro assistenza e le campagne. Parla con autrici e autori, controlla i nuovi materiali e raccoglie ciò che gli insegnanti si aspettano da Kreide. In Italia lavoriamo con docenti di diverse regioni, dalla scuola dell’infanzia ai licei.

# Assistenza

Hai una domanda su un acquisto, sui tuoi compensi o sull’account della tua scuola? La nostra assistenza risponde nei giorni feriali, di solito in giornata. Molte risposte le trovi subito nel [centro assistenza](/it/aiuto).

# Sviluppo

Kreide è open source. Il nostro team di sviluppo lavora in modo aperto, e chiunque può segnalare errori, proporre miglioramenti o programmare insieme a noi.

# Unisciti a noi

Cerchiamo regolarmente nuove persone: dai un’occhiata alle nostre [posizioni aperte](/jobs).`,
      },
      {
        type: 'cta',
        heading: 'Hai una domanda?',
        body: 'Nel centro assistenza trovi le risposte più frequenti.',
        label: 'Vai al centro assistenza',
        href: '/it/aiuto',
      },
    ],
  },
  {
    pageKey: 'areYouOk',
    title: 'Stai bene? Salute mentale per insegnanti',
    description: 'Quando la scuola pesa troppo: segnali da non ignorare, primi passi e dove trovare aiuto in Italia.',
    blocks: [
      {
        type: 'markdown',
        markdown: `Insegnare è un lavoro bellissimo, e anche uno che richiede molta energia: classi numerose, correzioni nel fine settimana, conflitti con le famiglie, preoccupazioni per qualche alunno. Se in questo momento non stai bene, non sei l’unica persona a cui succede. Questa pagina ti aiuta a fare i primi passi.

# Prendi sul serio i segnali

- Dormi male e ti svegli di notte pensando alla scuola.
- Le vacanze non bastano più per recuperare le forze.
- Ciò che prima ti dava gioia ora ti sembra vuoto.
- Ti irriti facilmente, ti isoli o hai disturbi fisici senza una causa chiara.

Se questi segnali durano settimane, non è un fallimento personale: è un segnale che qualcosa deve cambiare.

# Primi passi

1. **Parlane** con una persona di fiducia, con una collega o con il tuo medico di base, che può indirizzarti ai servizi di salute mentale della tua ASL.
2. **Cerca sostegno a scuola:** dirigente, referenti per il benessere e il medico competente sono lì anche per te.
3. **Alleggerisci il carico:** non devi creare da sola o da solo ogni scheda. Condividere e usare ciò che hanno fatto altri non è barare, è dividersi il lavoro con intelligenza.

# Qui trovi aiuto subito

- **Telefono Amico Italia:** [02 2327 2327](tel:0223272327), tutti i giorni dalle 10 alle 24, anche via chat sul sito [telefonoamico.it](https://www.telefonoamico.it).
- **In caso di emergenza:** chiama il [112](tel:112).`,
      },
      {
        type: 'faq',
        heading: 'Domande frequenti',
        items: [
          {
            question: 'La mia scuola verrà a sapere che ho chiesto aiuto?',
            answer: 'No. Le conversazioni con Telefono Amico sono anonime, e medici e psicologi sono tenuti al segreto professionale. Anche il medico competente tratta i dati sulla tua salute in modo riservato.',
          },
          {
            question: 'Come accedo a un sostegno psicologico?',
            answer: 'Nel servizio sanitario pubblico tramite il tuo medico di base, che può indirizzarti al Centro di salute mentale o al consultorio della tua ASL. Chiedi anche se nella tua regione è attivo lo psicologo di base.',
          },
        ],
      },
      {
        type: 'cta',
        heading: 'Per le tue alunne e i tuoi alunni',
        body: 'Una pagina con parole adatte a bambini e ragazzi, con il numero di Telefono Azzurro.',
        label: 'Stai bene? per bambini',
        href: '/it/stai-bene/bambini',
      },
    ],
  },
  {
    pageKey: 'areYouOkKids',
    title: 'Stai bene? Per bambine, bambini e ragazzi',
    description: 'Se sei triste, hai paura o ti sembra tutto troppo: qui trovi persone che ti ascoltano.',
    blocks: [
      {
        type: 'markdown',
        markdown: `Tutti hanno delle brutte giornate. A volte siamo tristi, arrabbiati o abbiamo paura: per la scuola, per un litigio con gli amici o a casa, oppure senza sapere bene perché. Va bene così. E non devi restare da solo o da sola con queste emozioni.

# Come puoi accorgerti che non stai bene

- Spesso hai mal di pancia o mal di testa, soprattutto la mattina prima di andare a scuola.
- Fai fatica ad addormentarti perché i pensieri girano e rigirano.
- Non hai più voglia di fare le cose che prima ti piacevano.
- Ti senti solo o sola, anche quando ci sono altre persone intorno a te.

# Che cosa ti può aiutare

1. **Raccontalo a qualcuno** di cui ti fidi: alla mamma o al papà, a una maestra o a un professore, alla nonna o a un’amica.
2. **Scrivi o disegna** ciò che ti preoccupa. A volte un’emozione diventa più piccola quando sta su un foglio.
3. **Fai qualcosa che ti fa stare bene:** uscire all’aperto, ascoltare musica, muoverti, coccolare il tuo animale.

# Qui qualcuno ti ascolta

- **Telefono Azzurro:** [19696](tel:19696). È gratuito e risponde 24 ore su 24, tutti i giorni. Non devi dire il tuo nome.
- **Chat di Telefono Azzurro:** su [azzurro.it](https://azzurro.it) puoi anche scrivere, se parlare ti sembra difficile.
- **Se sei in pericolo:** chiama il [112](tel:112) oppure il [114 Emergenza Infanzia](tel:114).

Sei importante. Chiedere aiuto è una cosa coraggiosa.`,
      },
      {
        type: 'materials',
        heading: 'Per insegnanti: materiali per parlare di emozioni',
        query: 'educazione emotiva',
      },
    ],
  },
];
