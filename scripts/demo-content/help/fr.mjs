// Demo help centre, French (scripts/demo-content/help.mjs).
export const HELP_FR = [
  {
    slug: 'acheter-telecharger',
    title: 'Acheter et télécharger',
    description: 'Panier, paiement, téléchargements, bons et avoir.',
    articles: [
      {
        slug: 'acheter-une-ressource',
        title: 'Comment acheter une ressource ?',
        faq: true,
        body: `
Ajoutez la ressource au panier depuis sa page, puis passez à la caisse. Vous y voyez le prix total TTC, vous pouvez utiliser un bon de réduction et votre avoir.

Le paiement se fait sur la page sécurisée de notre prestataire de paiement : vos données de carte n’arrivent jamais chez Kreide. Dès que le paiement est confirmé, vous recevez un e-mail avec les liens vers votre commande, les téléchargements et la facture.

- Une ressource que vous avez déjà achetée, ou que votre établissement possède déjà, ne peut pas être remise dans le panier : personne ne paie deux fois.
- Si une ressource fait partie d’un lot qui est aussi dans le panier, elle n’est facturée qu’une fois.
`,
      },
      {
        slug: 'trouver-mes-telechargements',
        title: 'Où trouver les ressources achetées ?',
        faq: true,
        body: `
Tous vos achats se trouvent dans votre compte, sous **Ressources achetées**. Vous y téléchargez chaque fichier autant de fois que vous le souhaitez.

Les PDF portent sur chaque page votre nom et un numéro de licence. Cela montre que la copie vous appartient et protège le travail des auteurs. Ne transmettez donc pas les fichiers achetés.

Les ressources gratuites se téléchargent aussi sans compte : vous recevez un lien valable sept jours.
`,
      },
      {
        slug: 'bons-et-avoir',
        title: 'Utiliser un bon de réduction ou un avoir',
        body: `
Le **bon de réduction** se saisit dans le panier. Chaque bon a une période de validité et parfois un montant minimum de commande et un nombre d’utilisations limité. Certains ne valent que pour certains auteurs ou certaines ressources. Si un bon ne s’applique pas, le panier vous dit pourquoi.

L’**avoir** (par exemple après un remboursement) est déduit à la caisse si vous le choisissez. Si le paiement échoue ou si vous annulez la commande, vous récupérez le bon et l’avoir.
`,
      },
    ],
  },
  {
    slug: 'vendre-des-ressources',
    title: 'Vendre des ressources',
    description: 'Compte vendeur, dépôt, vérification et revenus.',
    articles: [
      {
        slug: 'devenir-vendeur',
        title: 'Comment devenir vendeur ?',
        faq: true,
        body: `
Tout enseignant disposant d’un compte Kreide peut vendre ses propres ressources. Deux étapes suffisent :

1. Vous acceptez les conditions pour les vendeurs.
2. Vous choisissez votre nom public (de 2 à 60 caractères). Vos ressources et votre page d’auteur apparaissent sous ce nom.

Ensuite, l’assistant vous guide pour votre première ressource : déposer le fichier, choisir le titre, les matières et le niveau, fixer le prix.
`,
      },
      {
        slug: 'depot-et-verification',
        title: 'Du dépôt à la publication',
        body: `
Vous pouvez déposer des fichiers PDF, Word, PowerPoint, Excel et OpenDocument, ainsi que des EPUB, ZIP, fichiers audio, vidéos et images. Pour les PDF, nous créons automatiquement l’aperçu des cinq premières pages, avec le filigrane « Kreide · Vorschau ».

Quand tout est rempli, vous soumettez la ressource à la **vérification**. Notre équipe l’examine, puis la publie ou la refuse en indiquant la raison. Une ressource refusée peut être corrigée et soumise à nouveau.

Une ressource payante coûte au moins 0,50 € et au plus 150 € ; la gratuité est toujours possible.
`,
      },
      {
        slug: 'revenus-et-versements',
        title: 'Combien je gagne et quand suis-je payé ?',
        faq: true,
        body: `
Vous recevez une part du prix hors taxes de chaque vente :

- **50 %** jusqu’à 24 ressources actives,
- **60 %** à partir de 25 ressources actives,
- **70 %** à partir de 100 ressources actives.

Chaque mois, nous établissons un relevé de vos revenus. Le versement a lieu dès que votre solde atteint **20 €** et que vos coordonnées bancaires (IBAN et BIC) sont complètes ; un montant inférieur est reporté au mois suivant.
`,
      },
    ],
  },
  {
    slug: 'compte-et-donnees',
    title: 'Compte et données personnelles',
    description: 'Connexion, mot de passe et vos données.',
    articles: [
      {
        slug: 'mot-de-passe-oublie',
        title: 'Mot de passe oublié',
        body: `
Sur la page de connexion, choisissez **Mot de passe oublié** et saisissez votre adresse e-mail. Nous vous envoyons un lien valable **deux heures**, utilisable une seule fois.

Avec le nouveau mot de passe, toutes vos sessions ouvertes sont fermées. Ainsi, personne ne peut continuer avec l’ancien mot de passe.

Pour protéger votre vie privée, nous n’indiquons jamais si une adresse possède un compte. Si aucun e-mail n’arrive, vérifiez vos courriers indésirables et l’orthographe de l’adresse.
`,
      },
      {
        slug: 'exporter-supprimer-donnees',
        title: 'Télécharger mes données ou supprimer mon compte',
        faq: true,
        body: `
Les **paramètres du compte** proposent les deux :

- **Télécharger vos données :** vous recevez dans un fichier toutes les données que nous conservons sur votre compte.
- **Supprimer le compte :** confirmez avec votre mot de passe (ou, pour un compte sans mot de passe, avec votre adresse e-mail). Le compte est supprimé et toutes vos sessions sont fermées.

Un compte supprimé ne peut pas être restauré. Téléchargez d’abord tout ce que vous souhaitez garder.
`,
      },
    ],
  },
  {
    slug: 'etablissements-licences',
    title: 'Établissements et licences',
    description: 'Compte d’établissement, inviter des collègues, licences partagées.',
    articles: [
      {
        slug: 'creer-un-etablissement',
        title: 'Créer le compte d’un établissement',
        body: `
Sous **Mon établissement**, vous créez votre établissement : nom, adresse, type d’établissement et un court texte sur votre fonction. Si vous le souhaitez, indiquez le domaine de messagerie officiel de l’établissement ; nous voyons alors tout de suite si votre adresse y correspond.

Notre équipe vérifie ces informations ; en attendant, l’établissement est « en cours de vérification ». Seul un établissement **vérifié** peut acheter sur facture. La personne qui crée l’établissement en devient l’administrateur.
`,
      },
      {
        slug: 'inviter-des-collegues',
        title: 'Inviter des collègues et partager les licences',
        faq: true,
        body: `
En tant qu’administrateur, vous invitez vos collègues par e-mail. Le lien d’invitation est valable **14 jours** ; une personne sans compte s’inscrit avec exactement cette adresse.

Tout ce qui est acheté pour l’établissement peut être téléchargé par **tous les membres**. Qui quitte l’établissement perd aussitôt ses licences, mais garde les ressources achetées à titre personnel.

Dans la **liste de souhaits de l’établissement**, les membres proposent des ressources ; l’administration les met au panier et les achète pour tous.
`,
      },
    ],
  },
  {
    slug: 'paiement-factures',
    title: 'Paiement et factures',
    description: 'Moyens de paiement, factures et commandes en attente.',
    articles: [
      {
        slug: 'moyens-de-paiement',
        title: 'Quels moyens de paiement sont acceptés ?',
        body: `
Vous payez sur la page de notre prestataire de paiement. Les moyens proposés (par exemple carte ou prélèvement) y sont affichés.

Les membres d’un établissement vérifié peuvent aussi acheter **sur facture** pour leur établissement ; la facture est envoyée à l’adresse de facturation de l’établissement.

Tant qu’une commande attend son paiement, votre panier est bloqué. Depuis le panier, vous pouvez reprendre le paiement ou annuler la commande.
`,
      },
      {
        slug: 'trouver-ma-facture',
        title: 'Où trouver ma facture ?',
        faq: true,
        body: `
Chaque commande payée reçoit une facture avec un numéro suivi, par exemple FR-2026-000042. Vous la trouvez dans votre compte, sous **Factures**, et la téléchargez en PDF ; le lien figure aussi dans la confirmation de commande.

En cas de remboursement, vous recevez un avoir avec son propre numéro.
`,
      },
    ],
  },
];
