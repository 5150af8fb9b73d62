// Demo texts of the content pages of the French world (docs/content.md). Formal address (« vous »)
// as everywhere on the site, except the children's page, which speaks to pupils (« tu »).

export const PAGES = [
  {
    pageKey: 'terms',
    title: 'Conditions générales',
    description: 'Les conditions d’utilisation, la politique de confidentialité et les modalités de rétractation de Kreide.',
    blocks: [
      {
        type: 'markdown',
        markdown: `> **Texte type à adapter.** Les conditions ci-dessous sont un modèle fourni avec le logiciel libre Kreide. Tout opérateur qui exploite sa propre place de marché doit les compléter avec ses propres informations, les adapter à son activité et les faire vérifier par un juriste avant de les publier.

Ces conditions générales régissent l’utilisation de Kreide, la place de marché en ligne sur laquelle des enseignants et des auteurs vendent, achètent et partagent des ressources pédagogiques. Elles s’appliquent à toutes les personnes qui consultent le site, créent un compte, achètent une ressource ou en proposent une. Version en vigueur depuis le 1er septembre 2026.

## 1. Objet et parties

Kreide est exploité par la société dont les coordonnées figurent dans les [mentions légales](/fr/info/mentions-legales) (ci-après « l’opérateur » ou « nous »). L’opérateur met à disposition la plateforme, encaisse le prix des ventes et reverse aux auteurs leur part.

- **Acheteurs** : enseignants, parents, établissements et toute personne qui achète ou télécharge des ressources.
- **Auteurs** : personnes physiques ou morales qui publient des ressources sur Kreide, gratuitement ou contre rémunération.
- **Établissements** : écoles et autres structures disposant d’un compte d’établissement, dont les achats bénéficient à tous leurs membres.

Le contrat de vente d’une ressource est conclu entre l’acheteur et l’opérateur. L’opérateur acquiert auprès de l’auteur les droits nécessaires pour concéder la licence décrite à l’article 3.`,
      },
      {
        type: 'markdown',
        markdown: `## 2. Conditions d’utilisation {#terms-of-use}

### Compte

Certaines fonctions (achat, favoris, publication de ressources) nécessitent un compte. Vous devez avoir au moins 16 ans, fournir des informations exactes et garder votre mot de passe confidentiel. Vous êtes responsable de l’utilisation de votre compte ; si vous soupçonnez un accès non autorisé, changez votre mot de passe et prévenez-nous sans attendre. Vous pouvez fermer votre compte à tout moment dans vos paramètres ; les ressources achetées restent alors liées aux factures que nous devons conserver, mais ne sont plus téléchargeables.

### Règles de contenu

Tout ce qui est publié sur Kreide — ressources, descriptions, avis, commentaires, profils — doit respecter la loi et les personnes. Sont notamment interdits :

- les contenus qui portent atteinte aux droits d’autrui (droit d’auteur, droit à l’image, marques), par exemple des pages de manuels scolaires recopiées ;
- les contenus haineux, discriminatoires, violents, pornographiques ou qui mettent en danger des mineurs ;
- les données personnelles d’élèves, de parents ou de collègues ;
- la publicité déguisée, les faux avis et toute manipulation des classements.

Nous pouvons vérifier les ressources avant leur publication, retirer un contenu contraire à ces règles et, en cas de manquement grave ou répété, suspendre un compte. Nous vous informons de notre décision et de ses motifs, et vous pouvez la contester en répondant au message reçu. Vous pouvez nous signaler un contenu illicite depuis la page concernée.

## 3. Achat de ressources et licence d’utilisation

Les prix sont indiqués toutes taxes comprises. La commande est passée lorsque vous cliquez sur le bouton de paiement ; le contrat est conclu lorsque le paiement est confirmé. Le paiement est traité par un prestataire de paiement : vos données de carte ne nous parviennent jamais. Vous recevez une facture par e-mail et retrouvez vos achats sous « Ressources achetées ».

En achetant une ressource, vous obtenez une **licence personnelle, non exclusive et non transférable** pour l’enseignement :

- vous pouvez utiliser la ressource dans vos propres cours, la modifier pour vos élèves et en distribuer des copies à vos élèves, sur papier ou sur la plateforme numérique fermée de votre classe ;
- vous ne pouvez pas la revendre, la publier sur un site ouvert, la partager avec des collègues ni la déposer dans une banque de ressources ;
- les fichiers portent votre nom et le numéro de licence.

Une ressource achetée **pour un établissement** est licenciée à tous ses membres tant qu’ils en font partie. Les ressources gratuites sont soumises aux mêmes règles, sauf si l’auteur indique une licence plus ouverte (par exemple Creative Commons).`,
      },
      {
        type: 'markdown',
        markdown: `## 4. Conditions pour les auteurs {#terms-of-task-completing}

Ces dispositions s’appliquent à toute personne qui publie des ressources sur Kreide.

- **Droits.** Vous garantissez être l’auteur de la ressource ou détenir tous les droits nécessaires, y compris pour les images, polices et extraits utilisés. Vous nous garantissez contre toute réclamation de tiers à ce sujet.
- **Licence accordée à l’opérateur.** Vous nous accordez, pour la durée de la publication, le droit non exclusif de présenter, de reproduire et de distribuer la ressource sur Kreide et de concéder aux acheteurs la licence de l’article 3. Vous restez libre de diffuser vos ressources ailleurs.
- **Vérification.** Les ressources peuvent être relues avant leur publication. Nous pouvons refuser une ressource qui ne respecte pas les règles de contenu, en indiquant pourquoi.
- **Prix.** Vous fixez librement le prix dans les limites indiquées lors de la publication, ou proposez la ressource gratuitement.
- **Honoraires.** Pour chaque vente payée, vous recevez une part du prix net (après bon de réduction, hors TVA) : 50 % si vous avez moins de 25 ressources actives, 60 % à partir de 25 et 70 % à partir de 100, selon le nombre au moment de la vente. Un remboursement annule la part correspondante.
- **Relevés et versements.** Nous établissons chaque mois une note de crédit (autofacturation) à votre nom. Le solde est versé par virement SEPA dès qu’il atteint 20,00 € et que vos coordonnées bancaires et fiscales sont complètes ; sinon il est reporté au mois suivant.
- **Obligations déclaratives.** La loi (directive DAC7) nous oblige à collecter vos données d’identification fiscale et à déclarer une fois par an vos ventes à l’administration fiscale. Vous restez responsable de vos propres déclarations fiscales et sociales.
- **Retrait.** Vous pouvez retirer une ressource à tout moment. Les acheteurs conservent la licence qu’ils ont acquise.

## 5. Droit de rétractation {#withdrawal-provisions}

Si vous êtes un consommateur, vous disposez en principe d’un délai de quatorze jours à compter de la conclusion du contrat pour vous rétracter, sans avoir à motiver votre décision.

**Exception pour les contenus numériques.** Les ressources sont des contenus numériques fournis sans support matériel. Conformément à l’article L221-28 du Code de la consommation, vous ne pouvez plus vous rétracter une fois le téléchargement commencé si, avant le paiement, vous avez expressément accepté que l’exécution commence immédiatement et reconnu perdre ainsi votre droit de rétractation. Cet accord vous est demandé au moment de la commande et confirmé dans l’e-mail de commande.

Pour exercer votre droit de rétractation lorsqu’il s’applique, envoyez-nous une déclaration claire (par exemple par e-mail, à l’adresse indiquée dans les mentions légales). Vous pouvez utiliser le modèle ci-dessous, sans que ce soit obligatoire. Nous vous remboursons au plus tard quatorze jours après réception de votre demande, par le moyen de paiement utilisé pour la commande.

> *Modèle de formulaire de rétractation* — À l’attention de [nom et adresse de l’opérateur, adresse e-mail] : Je vous notifie par la présente ma rétractation du contrat portant sur la fourniture du contenu numérique ci-dessous : [titre de la ressource, numéro de commande]. Commandé le : [date]. Nom : [nom]. Adresse : [adresse]. Date : [date]. Signature (uniquement en cas d’envoi sur papier).

## 6. Responsabilité

Les ressources sont rédigées par leurs auteurs ; nous ne garantissons pas qu’elles conviennent à chaque classe ou programme, mais nous corrigeons ou remboursons une ressource défectueuse dans le cadre de la garantie légale de conformité des contenus numériques. Notre responsabilité est entière en cas de faute intentionnelle ou lourde et en cas d’atteinte à la vie, au corps ou à la santé. Pour les autres fautes, elle est limitée aux dommages prévisibles liés à la violation d’une obligation essentielle du contrat. Nous nous efforçons de rendre la plateforme disponible en permanence, sans pouvoir exclure les interruptions pour maintenance ou incident.`,
      },
      {
        type: 'markdown',
        markdown: `## 7. Protection des données {#data_protection}

Le responsable du traitement est l’opérateur désigné dans les [mentions légales](/fr/info/mentions-legales). Voici l’essentiel :

- **Ce que nous traitons** : les données de votre compte (nom, adresse e-mail, mot de passe chiffré, matières et niveaux choisis), vos achats et factures, et pour les auteurs leurs données de versement et d’identification fiscale. Les données de paiement par carte sont traitées uniquement par notre prestataire de paiement.
- **Pourquoi** : pour exécuter le contrat (compte, achats, versements), pour respecter nos obligations légales (comptabilité, DAC7) et, avec votre accord, pour la lettre d’information, les recommandations personnalisées et la mesure d’audience.
- **Prestataires** : l’hébergement et la diffusion du site (Cloudflare), le paiement et l’envoi d’e-mails, liés par des contrats de sous-traitance. Lorsque des données quittent l’Union européenne, des garanties appropriées s’appliquent, comme les clauses contractuelles types.
- **Cookies** : les cookies nécessaires au fonctionnement (session, panier) sont déposés sans accord ; tous les autres seulement avec votre consentement, que vous pouvez retirer à tout moment.
- **Salles d’apprentissage** : les élèves rejoignent une salle sans compte, avec un simple pseudo ; nous conservons le pseudo, les réponses et les points pour que l’enseignant voie les résultats, puis nous les supprimons 30 jours après la fermeture de la salle (une salle laissée ouverte se ferme d’elle-même après 24 heures).
- **Durée de conservation** : aussi longtemps que votre compte existe, puis selon les délais légaux (jusqu’à dix ans pour les pièces comptables).
- **Vos droits** : accès, rectification, effacement, limitation, opposition et portabilité. Dans vos paramètres, vous pouvez télécharger dans un fichier toutes les données que nous conservons à votre sujet. Vous pouvez aussi introduire une réclamation auprès de la CNIL.

## 8. Modification des conditions

Nous pouvons modifier ces conditions, par exemple pour suivre une évolution de la loi ou de nos services. Nous vous informons par e-mail au moins trente jours avant l’entrée en vigueur et vous demandons d’accepter la nouvelle version lors de votre prochaine connexion. Si vous refusez, vous pouvez fermer votre compte ; vos achats passés ne sont pas affectés.

## 9. Droit applicable et litiges

Ces conditions sont régies par le droit de l’État du siège de l’opérateur. Si vous êtes un consommateur, vous conservez la protection des dispositions impératives du droit de votre pays de résidence. En cas de litige, écrivez-nous d’abord : nous cherchons une solution amiable. Vous pouvez également recourir gratuitement au médiateur de la consommation indiqué dans les mentions légales.`,
      },
      {
        type: 'cta',
        heading: 'Une question sur ces conditions ?',
        body: 'Le centre d’aide répond aux questions les plus fréquentes sur les achats, les licences et les versements.',
        label: 'Ouvrir le centre d’aide',
        href: '/fr/aide',
      },
    ],
  },

  {
    pageKey: 'imprint',
    title: 'Mentions légales',
    description: 'Les informations légales sur la société qui édite Kreide.',
    blocks: [
      {
        type: 'markdown',
        markdown: `> **À compléter par l’opérateur.** Les éléments entre crochets sont des espaces réservés : ils doivent être remplacés par les informations réelles de la société qui exploite ce site avant toute mise en ligne.

Kreide est un logiciel libre. Le site que vous consultez est édité par la société indiquée ci-dessous, qui est responsable de son contenu et de la vente des ressources.

## Éditeur du site

- Raison sociale et forme juridique : [raison sociale, forme juridique]
- Siège social : [adresse, code postal, ville, pays]
- Téléphone : [numéro de téléphone]
- E-mail : [adresse e-mail de contact]
- Registre et numéro d’immatriculation : [registre, numéro]
- Capital social : [montant]
- Numéro de TVA intracommunautaire : [numéro de TVA]
- Représentée par : [nom du ou des dirigeants]

## Directeur de la publication

[Nom et prénom], [fonction]. Pour les contenus publiés par les auteurs, la responsabilité éditoriale incombe à leurs auteurs ; nous retirons tout contenu illicite dès que nous en avons connaissance.

## Hébergement

Le site est hébergé et diffusé par Cloudflare, Inc., 101 Townsend Street, San Francisco, CA 94107, États-Unis.

## Médiation de la consommation

En cas de litige non résolu avec notre service client, vous pouvez saisir gratuitement le médiateur suivant : [nom du médiateur, adresse, site web].

## Code source

Kreide est publié sous licence libre AGPL-3.0-or-later. Le code source de la version utilisée sur ce site est disponible à l’adresse : [lien vers le dépôt].`,
      },
      {
        type: 'cta',
        heading: 'Conditions générales et protection des données',
        body: 'Comment fonctionnent les achats, les licences et le traitement de vos données.',
        label: 'Lire les conditions générales',
        href: '/fr/info/conditions-generales',
      },
    ],
  },

  {
    pageKey: 'foundation',
    title: 'Fondation pour un bon enseignement',
    description: 'La Fondation pour un bon enseignement soutient les enseignants et les écoles grâce à des ressources pédagogiques et des projets gratuits et de qualité.',
    blocks: [
      {
        type: 'markdown',
        markdown: `La Fondation pour un bon enseignement (en allemand *Stiftung Guter Unterricht*) est née d’une conviction simple : un bon cours ne devrait pas dépendre du budget d’une école ni du temps libre d’un enseignant. Soutenue par Kreide et par les dons de sa communauté, la fondation finance des ressources libres et des projets de classe partout où la plateforme existe, y compris en France.

## Ce que nous finançons

- **Des ressources gratuites et libres** : nous commandons à des enseignants expérimentés des séquences complètes, relues par des pairs et publiées sous licence Creative Commons, que chacun peut télécharger, adapter et partager.
- **Des projets de classe** : une petite subvention pour un jardin pédagogique, un journal scolaire, une sortie ou un projet de lecture qui ne verrait pas le jour autrement.
- **La formation entre pairs** : des ateliers où des enseignants transmettent à leurs collègues ce qui fonctionne dans leur classe, par exemple sur la différenciation ou l’inclusion.

## Des ressources gratuites pour votre classe

Toutes les ressources financées par la fondation sont gratuites sur Kreide, sans compte payant ni abonnement. Elles couvrent en priorité les thèmes pour lesquels il manque de bonnes ressources : élèves allophones, lecture adaptée (FALC), éducation au développement durable et santé mentale à l’école.

## Comment déposer une demande

Les demandes sont ouvertes deux fois par an, jusqu’au 31 mars et jusqu’au 30 septembre. Peuvent postuler les enseignants, les équipes pédagogiques et les établissements. Envoyez une description d’une page de votre projet — objectif, élèves concernés, calendrier et budget — à [fondation@kreide.example](mailto:fondation@kreide.example). Un jury composé d’enseignants répond dans un délai de six semaines ; nous privilégions les projets dont les résultats peuvent profiter à d’autres classes.`,
      },
      { type: 'materials', heading: 'Des ressources pour l’inclusion', query: 'Autonomie au quotidien', limit: 8 },
      {
        type: 'cta',
        heading: 'Partagez, vous aussi, vos ressources',
        body: 'Vous avez créé une séquence qui fonctionne ? Publiez-la sur Kreide, gratuitement ou à petit prix.',
        label: 'Publier une ressource',
        href: '/fr/premier-televersement',
      },
    ],
  },

  {
    pageKey: 'impact',
    title: 'Notre impact sur l’éducation',
    description: 'Comment Kreide et sa communauté d’enseignants améliorent l’éducation : chiffres, projets et témoignages.',
    blocks: [
      {
        type: 'markdown',
        markdown: `Derrière chaque ressource publiée sur Kreide, il y a un enseignant qui a pris le temps de mettre en forme ce qui fonctionne dans sa classe, et d’autres enseignants qui gagnent du temps grâce à lui. C’est là que se trouve notre impact : dans le temps rendu aux enseignants et dans la qualité des cours qui en profitent.

## Rémunérer le travail des enseignants

Préparer un bon cours demande des heures. Sur Kreide, les auteurs reçoivent entre 50 et 70 % du prix net de chaque vente, versés chaque mois. Pour beaucoup, c’est la reconnaissance d’un travail longtemps resté invisible ; pour certains, un vrai complément de revenu.

## Partager ce qui fonctionne

Les ressources sont écrites par des praticiens, testées en classe et commentées par leurs collègues. Les avis et les questions aux auteurs font progresser les ressources au fil des années. Un établissement peut acheter une ressource une seule fois pour toute son équipe.

## Rendre l’essentiel accessible

Une partie importante du catalogue est gratuite. Avec la [Fondation pour un bon enseignement](/fr/fondation-bon-enseignement), nous finançons des ressources libres sur des thèmes négligés, comme l’accueil des élèves allophones ou la lecture adaptée.

## Rester transparents

Kreide est un logiciel libre : chacun peut lire son code et vérifier comment fonctionnent la recherche, les classements et le calcul des honoraires. Nous publions chaque année un rapport d’impact avec les montants reversés aux auteurs, les ressources gratuites téléchargées et les projets soutenus.`,
      },
      { type: 'materials', heading: 'Des ressources de lecture partagées par la communauté', query: 'Compréhension de lecture', limit: 8 },
      {
        type: 'cta',
        heading: 'Rejoignez la communauté',
        body: 'Créez votre compte gratuit pour télécharger, acheter et partager des ressources.',
        label: 'Créer un compte',
        href: '/fr/inscription',
      },
    ],
  },

  {
    pageKey: 'saveUkraine',
    title: 'Sauvons l’Ukraine',
    description: 'Soutenez les enseignants et les enfants d’Ukraine : faites un don et trouvez des ressources pour parler de la guerre en classe.',
    blocks: [
      {
        type: 'markdown',
        markdown: `Depuis le 24 février 2022, la guerre bouleverse la vie de millions d’enfants en Ukraine. Des écoles ont été détruites, des enseignants font cours dans des abris ou en ligne, et de nombreuses familles ont trouvé refuge dans d’autres pays d’Europe, dont la France. Avec la communauté Kreide, nous voulons aider là où l’école continue malgré tout.

## Faire un don

Les dons reçus par la Fondation pour un bon enseignement dans le cadre de cette campagne sont intégralement reversés à des organisations reconnues qui équipent des écoles en Ukraine et soutiennent les enfants déplacés : matériel scolaire, cours de rattrapage, accompagnement psychologique. Vous pouvez aussi donner directement à l’UNICEF, à la Croix-Rouge française ou à Save the Children.

## Parler de la guerre en classe

Vos élèves posent des questions, certains ont peur, d’autres ont des camarades venus d’Ukraine. Quelques repères :

- partez de ce que les élèves savent et ressentent, sans les exposer à des images violentes ;
- adaptez les informations à leur âge et distinguez les faits des rumeurs ;
- insistez sur ce que l’on peut faire : accueillir, aider, s’informer avec des sources fiables ;
- restez attentifs aux élèves directement concernés et orientez-les, si besoin, vers l’infirmière ou le psychologue de l’établissement.

## Accueillir des élèves ukrainiens

Dans votre classe ou en UPE2A, des ressources de français langue seconde, des imagiers bilingues et des activités sans texte facilitent les premiers jours.`,
      },
      { type: 'materials', heading: 'Des ressources d’éducation morale et civique', query: 'citoyenneté', limit: 8 },
      {
        type: 'cta',
        heading: 'Soutenir la campagne',
        body: 'Découvrez comment la fondation utilise les dons et comment y contribuer.',
        label: 'Vers la fondation',
        href: '/fr/fondation-bon-enseignement',
      },
    ],
  },

  {
    pageKey: 'standWithUkraine',
    title: 'Solidaires de l’Ukraine',
    description: 'Soyez aux côtés du peuple ukrainien : comment vous pouvez aider, et des ressources pédagogiques pour aborder la guerre avec vos élèves.',
    blocks: [
      {
        type: 'markdown',
        markdown: `La communauté Kreide est solidaire du peuple ukrainien. Des enseignants de toute l’Europe nous ont demandé comment ils pouvaient agir, en classe et au-delà. Voici ce que nous faisons, et ce que vous pouvez faire.

## Ce que fait Kreide

- Nous mettons en avant des ressources gratuites pour accueillir les élèves venus d’Ukraine et pour aborder la guerre avec les enfants de manière adaptée à leur âge.
- Les enseignants ukrainiens réfugiés peuvent créer un compte et publier leurs ressources, en ukrainien ou en français, et toucher les mêmes honoraires que tous les auteurs.
- La Fondation pour un bon enseignement finance des projets d’écoles qui accueillent des élèves ukrainiens.

## Comment vous pouvez aider

1. **Accueillir** : un élève qui arrive a d’abord besoin de repères. Un tuteur dans la classe, un emploi du temps visuel et quelques mots-clés traduits font une grande différence.
2. **Partager** : vous avez créé une ressource bilingue ou une activité d’accueil ? Publiez-la gratuitement sur Kreide pour vos collègues.
3. **Donner** : soutenez des organisations reconnues qui agissent sur place et auprès des familles réfugiées.

## Prendre soin de ses élèves

Beaucoup d’enfants ukrainiens ont vécu des événements difficiles. Laissez-leur le temps, ne les poussez pas à raconter, et appuyez-vous sur l’équipe de santé scolaire. Notre page [Ça va ?](/fr/ca-va) rassemble des conseils et des numéros d’aide.`,
      },
      { type: 'materials', heading: 'Pour les premiers jours : se saluer et se présenter', query: 'salutations', limit: 8 },
      {
        type: 'cta',
        heading: 'Publiez une ressource d’accueil',
        body: 'Une activité bilingue, un imagier, un livret d’accueil : partagez-les avec les collègues qui en ont besoin.',
        label: 'Publier une ressource',
        href: '/fr/premier-televersement',
      },
    ],
  },

  {
    pageKey: 'jobs',
    title: 'Emplois chez Kreide',
    description: 'Aidez-nous à construire la place de marché des ressources pédagogiques. Découvrez nos postes ouverts et postulez.',
    blocks: [
      {
        type: 'markdown',
        markdown: `Kreide est une petite équipe qui construit un logiciel libre au service des enseignants. Nous travaillons à distance, en plusieurs langues, avec une partie de l’équipe qui a elle-même enseigné. Si vous aimez le travail bien fait et l’école, vous êtes au bon endroit.

## Comment nous travaillons

- **En open source** : notre code est public sous licence AGPL. Une bonne partie de notre travail se fait ouvertement, avec des contributions de la communauté.
- **À distance** : nous nous retrouvons en ligne chaque jour et en personne deux fois par an.
- **Près des enseignants** : chaque fonctionnalité part d’un besoin réel de la classe, et nous parlons chaque semaine avec des auteurs et des acheteurs.
- **À un rythme soutenable** : 30 jours de congés, horaires flexibles, et pas de messages le soir.

## Postes ouverts

- **Développeur·se full-stack TypeScript** (Cloudflare Workers, React) — vous travaillez sur la recherche, le paiement et les outils des auteurs.
- **Responsable de la communauté francophone** — vous accompagnez les auteurs francophones, relisez les ressources et animez le podcast.
- **Support client (temps partiel, français et anglais)** — vous répondez aux enseignants et aux établissements et améliorez le centre d’aide.

## Comment postuler

Envoyez-nous quelques lignes sur vous et sur ce qui vous attire chez Kreide, avec votre CV ou un lien vers vos travaux, à [jobs@kreide.example](mailto:jobs@kreide.example). Pas besoin de lettre de motivation formelle. Pour les postes techniques, une contribution au dépôt public vaut mieux qu’un long discours. Nous répondons à chaque candidature sous deux semaines.`,
      },
      {
        type: 'cta',
        heading: 'Vos données de candidature',
        body: 'Ce que nous faisons de vos documents, pendant combien de temps et quels sont vos droits.',
        label: 'Protection des données des candidats',
        href: '/fr/info/rgpd-emplois',
      },
    ],
  },

  {
    pageKey: 'gdprJobs',
    title: 'Protection des données des candidats',
    description: 'Comment Kreide traite vos données personnelles lorsque vous postulez chez nous.',
    blocks: [
      {
        type: 'markdown',
        markdown: `Lorsque vous postulez chez Kreide, vous nous confiez des informations personnelles. Cette page explique, conformément au Règlement général sur la protection des données (RGPD), ce que nous en faisons. Le responsable du traitement est l’opérateur indiqué dans les [mentions légales](/fr/info/mentions-legales).

## Quelles données et pourquoi

Nous traitons les données que vous nous envoyez : nom, coordonnées, CV, diplômes, lettre ou message, liens vers vos travaux, ainsi que nos notes d’entretien. Nous les utilisons uniquement pour examiner votre candidature et décider d’une embauche (article 6, paragraphe 1, point b du RGPD et droit du travail applicable). Merci de ne pas nous transmettre d’informations sensibles (santé, religion, opinions) qui ne sont pas nécessaires.

## Qui y a accès

Seules les personnes qui participent au recrutement du poste concerné lisent votre dossier. Nous recevons les candidatures par e-mail chez un prestataire situé dans l’Union européenne, lié par un contrat de sous-traitance. Nous ne transmettons pas vos données à d’autres entreprises.

## Combien de temps

Si votre candidature n’est pas retenue, nous supprimons votre dossier six mois après la fin de la procédure, délai pendant lequel nous devons pouvoir répondre à d’éventuelles réclamations. Avec votre accord explicite, nous le conservons jusqu’à deux ans pour vous proposer un autre poste ; vous pouvez retirer cet accord à tout moment. Si vous rejoignez l’équipe, votre dossier rejoint votre dossier du personnel.

## Vos droits

Vous pouvez demander l’accès à vos données, leur rectification, leur effacement ou la limitation de leur traitement, et vous opposer au traitement. Écrivez-nous à [jobs@kreide.example](mailto:jobs@kreide.example). Vous pouvez aussi adresser une réclamation à la CNIL ou à l’autorité de protection des données de votre pays.`,
      },
      {
        type: 'cta',
        heading: 'Envie de nous rejoindre ?',
        body: 'Découvrez nos postes ouverts et notre façon de travailler.',
        label: 'Voir les offres d’emploi',
        href: '/jobs',
      },
    ],
  },

  {
    pageKey: 'tools',
    title: 'Outils et polices',
    description: 'Des outils gratuits et des polices scolaires pour créer vos propres ressources pédagogiques.',
    blocks: [
      {
        type: 'markdown',
        markdown: `Une bonne fiche ne tient pas qu’à son contenu : une écriture lisible, des lignes adaptées et une mise en page claire aident vos élèves à se concentrer sur l’essentiel. Voici une sélection d’outils et de polices que les enseignants de notre communauté utilisent au quotidien.

## Polices scolaires

- **Écriture cursive** : des polices comme *Belle Allure* ou les polices *Écolier* reproduisent l’écriture enseignée à l’école et existent avec des lignes Seyès. Elles sont très utiles au cycle 2 pour les modèles d’écriture.
- **Lecture débutante** : *Andika*, conçue pour les lecteurs débutants, distingue clairement les lettres qui se ressemblent (b, d, p, q, l, I).
- **Déficience visuelle** : *Luciole*, créée pour les personnes malvoyantes, reste lisible même en petite taille ou en photocopie.

**Attention aux licences** : beaucoup de polices scolaires sont gratuites pour un usage en classe, mais pas pour des ressources vendues. Vérifiez la licence avant de publier une ressource payante sur Kreide ; les polices sous licence SIL Open Font License, comme Andika, peuvent être utilisées sans restriction.

## Outils Kreide

- **Outils d’IA** : générez une première version d’exercices, de consignes différenciées ou de corrigés, que vous relisez et adaptez ensuite.
- **Ressources interactives** : transformez vos fiches en exercices en ligne que vos élèves font sur tablette ou ordinateur.
- **Dossiers et favoris** : rangez vos ressources par classe, par période ou par thème pour les retrouver en un clic.

## Quelques conseils de mise en page

- une consigne par ligne, avec un verbe d’action en début de phrase ;
- une taille de police d’au moins 14 points pour les plus jeunes ;
- des pictogrammes constants pour « lire », « écrire », « entourer » ;
- une version en noir et blanc qui reste lisible à la photocopie.`,
      },
      { type: 'materials', heading: 'Des ressources avec pictogrammes', query: 'pictogrammes', limit: 8 },
      {
        type: 'cta',
        heading: 'Essayez les outils d’IA',
        body: 'Préparez en quelques minutes une première version de vos exercices, puis adaptez-la à votre classe.',
        label: 'Découvrir les outils d’IA',
        href: '/fr/outils-ia',
      },
    ],
  },

  {
    pageKey: 'podcast',
    title: 'Podcast',
    description: 'Écoutez le podcast de Kreide : des conversations avec des enseignants sur l’enseignement, l’école et la création de ressources.',
    blocks: [
      {
        type: 'markdown',
        markdown: `Dans le podcast Kreide, des enseignants parlent de leur métier tel qu’il est : les réussites, les doutes, les astuces qui sauvent une journée. Un nouvel épisode paraît chaque mois, d’environ trente minutes, à écouter pendant le trajet ou en corrigeant les copies.

## Les derniers épisodes`,
      },
      {
        type: 'audio',
        title: 'Épisode 4 – Les émotions en maternelle',
        date: '2026-11-12',
        src: 'https://podcast.kreide.example/fr/4.mp3',
        markdown: `Léa, enseignante en maternelle près de Nantes, explique comment elle installe chaque matin une « météo des émotions » avec ses élèves de petite section, et ce que cela a changé dans sa classe.

- Pourquoi nommer une émotion aide déjà à la réguler
- Le coin calme : comment l’aménager sans budget
- Ce qu’il faut dire aux parents`,
      },
      {
        type: 'audio',
        title: 'Épisode 3 – Vendre ses ressources sans y passer ses soirées',
        date: '2026-10-08',
        src: 'https://podcast.kreide.example/fr/3.mp3',
        markdown: `Nicolas enseigne les mathématiques au collège et publie ses ressources sur Kreide depuis trois ans. Il raconte comment il transforme ses fiches de classe en ressources soignées, comment il fixe ses prix et ce que lui apportent les avis de ses collègues.`,
      },
      {
        type: 'audio',
        title: 'Épisode 2 – Accueillir un élève allophone',
        date: '2026-09-10',
        src: 'https://podcast.kreide.example/fr/2.mp3',
        markdown: `Claire coordonne une UPE2A à Lyon. Les premiers jours, les gestes qui rassurent, les imagiers et le travail avec la classe ordinaire : un épisode plein de conseils concrets pour les enseignants qui accueillent un élève qui ne parle pas encore français.`,
      },
      {
        type: 'audio',
        title: 'Épisode 1 – La rentrée, vraiment sereine ?',
        date: '2026-08-27',
        src: 'https://podcast.kreide.example/fr/1.mp3',
        markdown: `Pour ouvrir la saison, Camille, professeure des écoles en Bretagne, et Julien, professeur de français au lycée, comparent leurs rituels de rentrée : les règles de vie construites avec les élèves, le premier contact avec les familles et la façon de se préserver dès septembre.`,
      },
      {
        type: 'cta',
        heading: 'Vous voulez participer ?',
        body: 'Vous avez une expérience de classe à partager ? Écrivez-nous à podcast@kreide.example. En attendant, découvrez les ressources de nos invités.',
        label: 'Parcourir les ressources',
        href: '/fr/marche-enseignants',
      },
    ],
  },

  {
    pageKey: 'appLanding',
    title: 'L’application Kreide',
    description: 'Emportez vos ressources pédagogiques partout : téléchargez l’application Kreide pour votre smartphone et votre tablette.',
    blocks: [
      {
        type: 'markdown',
        markdown: `Avec l’application Kreide, vos ressources vous suivent partout : dans la salle des professeurs, en sortie scolaire ou dans le train. Connectez-vous avec votre compte habituel et retrouvez immédiatement vos achats, vos dossiers et vos favoris.

## Ce que vous pouvez faire avec l’application

- **Consulter vos ressources hors ligne** : enregistrez une ressource sur votre appareil et projetez-la en classe, même sans réseau.
- **Chercher et acheter** : la recherche par matière, niveau et thème fonctionne comme sur le site, et le panier est synchronisé entre vos appareils.
- **Rester informé** : recevez une notification quand un auteur que vous suivez publie une nouvelle ressource ou qu’un collègue partage une ressource de l’établissement avec vous.
- **Projeter et annoter** : affichez une fiche au tableau depuis votre tablette et annotez-la avec vos élèves.

## Pour quels appareils ?

L’application fonctionne sur les smartphones et tablettes Android et iOS récents. Elle est gratuite ; vous ne payez que les ressources que vous achetez, au même prix que sur le site.

## Vos données restent protégées

L’application utilise le même compte et les mêmes règles de protection des données que le site. Aucun cookie publicitaire, aucune revente de données.`,
      },
      {
        type: 'cta',
        heading: 'Pas encore de compte ?',
        body: 'Créez votre compte gratuit, puis connectez-vous dans l’application avec les mêmes identifiants.',
        label: 'Créer un compte',
        href: '/fr/inscription',
      },
    ],
  },

  {
    pageKey: 'partners',
    title: 'Partenaires',
    description: 'Les organisations, maisons d’édition et écoles qui travaillent avec Kreide pour améliorer l’enseignement.',
    blocks: [
      {
        type: 'markdown',
        markdown: `Kreide ne serait rien sans les personnes et les organisations qui partagent notre objectif : donner à chaque enseignant de bonnes ressources et le temps de bien les utiliser. Nous travaillons avec des partenaires qui apportent leur expertise, leurs contenus ou leur réseau.

## Avec qui nous travaillons

- **Établissements scolaires** : des écoles, collèges et lycées testent nos nouvelles fonctions, comme les comptes d’établissement, et nous disent ce qui fonctionne vraiment.
- **Maisons d’édition et auteurs indépendants** : ils publient sur Kreide des ressources complémentaires à leurs ouvrages et touchent ainsi de nouveaux lecteurs.
- **Associations et fondations** : avec elles, nous finançons et diffusons des ressources gratuites sur l’inclusion, l’éducation aux médias ou le développement durable.
- **Formation des enseignants** : des formateurs utilisent Kreide pour montrer aux futurs enseignants comment concevoir et partager des ressources.

## Devenir partenaire

Vous représentez un établissement, une maison d’édition ou une association ? Nous recherchons des partenariats durables et simples : pas de publicité, mais des projets utiles en classe. Décrivez-nous votre idée à [partenaires@kreide.example](mailto:partenaires@kreide.example) ; nous vous répondons sous deux semaines.

## Intégrer Kreide

Pour les plateformes et les environnements numériques de travail, notre API permet d’afficher des ressources Kreide et de relier les comptes de vos utilisateurs.`,
      },
      {
        type: 'cta',
        heading: 'L’API Kreide',
        body: 'La documentation de l’API pour les partenaires et les développeurs.',
        label: 'Voir l’API',
        href: '/fr/api',
      },
    ],
  },

  {
    pageKey: 'team',
    title: 'Équipe',
    description: 'Découvrez les personnes qui font Kreide, la place de marché des ressources pédagogiques.',
    blocks: [
      {
        type: 'markdown',
        markdown: `Kreide est construit par une petite équipe répartie dans plusieurs pays d’Europe, avec l’aide de nombreux contributeurs bénévoles. Beaucoup d’entre nous ont enseigné ; tous, nous savons ce que représente un dimanche soir passé à préparer la semaine.

## Qui fait quoi

- **Produit et développement** : une équipe de développeurs et de designers construit le site, l’application et les outils des auteurs. Notre code est libre et ouvert aux contributions.
- **Contenu et communauté** : des enseignants relisent les nouvelles ressources, accompagnent les auteurs et animent le podcast, dans chaque langue de la plateforme.
- **Support** : une équipe répond aux questions des enseignants, des auteurs et des établissements, et tient à jour le centre d’aide.
- **Fondation** : une petite équipe gère la Fondation pour un bon enseignement et les projets qu’elle soutient.

## Ce qui nous guide

- **L’enseignant d’abord** : une fonction qui ne fait pas gagner de temps en classe n’a pas sa place sur Kreide.
- **La transparence** : code ouvert, règles de calcul des honoraires publiques, décisions expliquées.
- **Le respect des données** : pas de publicité ciblée, pas de revente de données, surtout quand il s’agit d’écoles.

## La communauté francophone

L’édition française de Kreide est animée par des enseignants du primaire et du secondaire. Ils veillent à ce que les ressources suivent les programmes français et que chaque auteur trouve de l’aide dans sa langue.`,
      },
      {
        type: 'cta',
        heading: 'Rejoignez l’équipe',
        body: 'Nous recrutons régulièrement, en développement comme en accompagnement des auteurs.',
        label: 'Voir les offres d’emploi',
        href: '/jobs',
      },
    ],
  },

  {
    pageKey: 'areYouOk',
    title: 'Ça va ?',
    description: 'La santé mentale à l’école : des ressources et du soutien pour les enseignants et les élèves en difficulté.',
    blocks: [
      {
        type: 'markdown',
        markdown: `Enseigner est un métier qui donne beaucoup, et qui demande beaucoup. La fatigue, la pression et le sentiment de ne jamais en faire assez touchent de nombreux enseignants. Si vous vous reconnaissez dans ces lignes, sachez que beaucoup de collègues vivent la même chose, et qu’il existe de l’aide.

> **En cas d’urgence** : si vous pensez au suicide ou craignez pour la vie de quelqu’un, appelez le **3114**, le numéro national de prévention du suicide, gratuit et joignable 24 h/24 et 7 j/7. En cas de danger immédiat, appelez le **15** ou le **112**.

## Les signes à ne pas ignorer

- une fatigue qui ne disparaît plus, même pendant les vacances ;
- des troubles du sommeil, des maux de tête ou de ventre récurrents ;
- de l’irritabilité, des larmes, un sentiment de vide ou d’inutilité ;
- l’envie de vous isoler de vos collègues et de vos proches ;
- l’impression que tout vous coûte, même ce que vous aimiez faire.

## Premiers pas

1. **Parlez-en** à une personne de confiance : un proche, un collègue, votre médecin traitant.
2. **Allégez ce qui peut l’être** : toutes les préparations n’ont pas besoin d’être faites de zéro ; partagez le travail au sein de l’équipe.
3. **Protégez vos temps de repos** : fixez une heure après laquelle vous ne corrigez plus et ne lisez plus vos messages.
4. **Consultez** : votre médecin peut vous orienter ; le dispositif *Mon soutien psy* permet des séances avec un psychologue remboursées par l’Assurance maladie.

## Où trouver de l’aide

- **3114** — prévention du suicide, 24 h/24, gratuit
- **SOS Amitié** — 09 72 39 40 50, écoute anonyme 24 h/24
- **Centres médico-psychologiques (CMP)** — consultations gratuites près de chez vous
- **Médecine de prévention de votre académie** et **réseau PAS** (Prévention, Aide et Suivi) pour les personnels de l’Éducation nationale`,
      },
      { type: 'materials', heading: 'Parler des émotions en classe', query: 'Gérer ses émotions', limit: 8 },
      {
        type: 'cta',
        heading: 'Une page pour vos élèves',
        body: 'Des mots simples et des numéros d’aide pour les enfants et les adolescents qui ne vont pas bien.',
        label: 'Ça va ? Pour les enfants',
        href: '/fr/ca-va/enfants',
      },
    ],
  },

  {
    pageKey: 'areYouOkKids',
    title: 'Ça va ? Pour les enfants',
    description: 'Des ressources qui aident les enfants à parler de leurs émotions et à prendre soin de leur santé mentale.',
    blocks: [
      {
        type: 'markdown',
        markdown: `Tout le monde a parfois des jours sans. On peut être triste, en colère, avoir peur ou se sentir tout seul. C’est normal, et ce n’est pas de ta faute. Mais quand ça dure, ou quand c’est trop lourd, tu as le droit de demander de l’aide. Cette page est pour toi.

## Comment savoir si ça ne va pas ?

- tu as souvent mal au ventre ou à la tête avant d’aller à l’école ;
- tu dors mal ou tu fais des cauchemars ;
- tu n’as plus envie de voir tes amis ni de faire ce que tu aimais ;
- quelqu’un te fait du mal, te menace ou se moque de toi, à l’école ou sur Internet.

## À qui en parler ?

Choisis un adulte en qui tu as confiance : un parent, ton enseignant, l’infirmière scolaire, le CPE, le psychologue de l’école, un entraîneur… Tu peux lui dire simplement : « Ça ne va pas, j’ai besoin de parler. » Si la première personne ne t’écoute pas, essaie avec une autre. Tu mérites qu’on t’aide.

## Les numéros qui t’écoutent

Ces appels sont **gratuits** :

- **119** — Allô Enfance en Danger, jour et nuit, si quelqu’un te fait du mal ou si tu as peur chez toi ; l’appel n’apparaît pas sur les factures de téléphone
- **3018** — si tu subis du harcèlement, à l’école ou sur les réseaux sociaux
- **0 800 235 236** — Fil Santé Jeunes, pour parler de tout ce qui te préoccupe, de façon anonyme

Si tu es en danger tout de suite, appelle le **15** ou le **112**, ou envoie un SMS au **114** si tu ne peux pas parler.

## Des petites choses qui font du bien

Respirer lentement en comptant jusqu’à quatre, dessiner ce que tu ressens, bouger, écouter une musique que tu aimes, écrire dans un carnet. Et surtout : ne garde pas tout pour toi.`,
      },
      { type: 'materials', heading: 'Des ressources sur les émotions (pour les enseignants)', query: 'émotions', limit: 8 },
      {
        type: 'cta',
        heading: 'Pour les adultes',
        body: 'Enseignants et parents : des conseils et des numéros d’aide pour vous aussi.',
        label: 'Ça va ? Pour les adultes',
        href: '/fr/ca-va',
      },
    ],
  },
];
