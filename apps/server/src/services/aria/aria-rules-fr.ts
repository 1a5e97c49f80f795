import type { AriaRuleId } from '@commentflow/shared';

/**
 * ARIA's own rules in French (title and fix hint), for its comments in a French workspace. Keyed by
 * rule id so the catalogue (packages/shared/src/rules/aria-catalogue.ts) keeps the English; the
 * compiler refuses a rule missing here. Vocabulary follows the dashboard's French.
 */
export const ARIA_RULES_FR: Record<AriaRuleId, { title: string; fixHint: string }> = {
  'uncaught-error': {
    title: "Une erreur JavaScript n'a pas été interceptée",
    fixHint:
      "Ouvrez la console du navigateur sur cette page, trouvez le premier appel de la pile et traitez l'erreur à cet endroit (ou corrigez sa cause).",
  },
  'unhandled-rejection': {
    title: 'Une promesse a été rejetée sans que rien ne la traite',
    fixHint: "Ajoutez un .catch() (ou try/await) là où cette promesse est créée, et montrez au visiteur ce qui n'a pas fonctionné.",
  },
  'failed-request': {
    title: 'Une requête de cette page a échoué',
    fixHint: "Vérifiez l'URL et le serveur derrière elle ; une requête dont la page a besoin doit répondre 2xx.",
  },
  'broken-image': {
    title: 'Une image ne se charge pas',
    fixHint: "Corrigez l'URL de l'image (ou envoyez le fichier manquant), ou retirez l'image.",
  },
  'bad-value-text': {
    title: 'Une valeur de remplacement est affichée aux visiteurs',
    fixHint:
      "Une valeur manquait ou n'a pas été convertie en texte avant l'affichage : vérifiez les données et formatez-la (ou masquez le champ) quand elle est vide.",
  },
  'image-alt': {
    title: "Une image n'a pas d'alternative textuelle",
    fixHint: 'Donnez à l\'image un attribut alt qui la décrit, ou alt="" si elle est purement décorative.',
  },
  'missing-title': {
    title: "La page n'a pas de titre",
    fixHint: "Ajoutez un <title> qui nomme la page : les résultats de recherche et les onglets du navigateur l'affichent.",
  },
  'missing-meta-description': {
    title: "La page n'a pas de méta-description",
    fixHint: 'Ajoutez <meta name="description" content="..."> avec une ou deux phrases sur la page.',
  },
  'insecure-form-action': {
    title: "Un formulaire d'une page sécurisée envoie ses données en http non chiffré",
    fixHint: "Faites pointer l'action du formulaire vers une URL https://, pour que ce que saisissent les visiteurs soit chiffré.",
  },
  'web-vital-lcp': {
    title: 'Le contenu principal apparaît tard (Largest Contentful Paint)',
    fixHint: 'Faites arriver le plus grand élément plus tôt : compressez-le ou préchargez-le, et évitez les scripts bloquants avant lui.',
  },
  'web-vital-cls': {
    title: 'La mise en page bouge pendant le chargement (Cumulative Layout Shift)',
    fixHint: 'Réservez la place des images, intégrations et contenus tardifs (width et height, ou aspect-ratio).',
  },
  'web-vital-inp': {
    title: 'La page réagit lentement aux actions (Interaction to Next Paint)',
    fixHint:
      "Réduisez le travail fait au clic ou à la frappe : découpez les tâches longues et différez ce qui n'est pas utile à l'image suivante.",
  },
  'web-vital-fcp': {
    title: 'Le premier contenu apparaît tard (First Contentful Paint)',
    fixHint: 'Supprimez le CSS et les scripts bloquants et servez le HTML plus vite.',
  },
  'web-vital-ttfb': {
    title: 'Le serveur répond lentement (Time to First Byte)',
    fixHint: 'Mettez la page en cache ou accélérez ce que fait le serveur avant de répondre.',
  },
  'heading-order': {
    title: 'Les titres sautent un niveau',
    fixHint: "Utilisez les niveaux de titre dans l'ordre (h1, puis h2, puis h3) pour que le plan ait un sens.",
  },
  'missing-h1': { title: "La page n'a pas de titre principal (h1)", fixHint: 'Donnez à la page un seul h1 qui dit de quoi elle parle.' },
  'missing-canonical': {
    title: "La page n'a pas de lien canonique",
    fixHint: 'Ajoutez <link rel="canonical" href="..."> avec l\'URL préférée de la page.',
  },
  'robots-noindex': {
    title: 'Les moteurs de recherche ont pour consigne de ne pas indexer cette page',
    fixHint: 'Retirez noindex de la balise meta robots si cette page doit être trouvée.',
  },
  'vague-link-text': {
    title: 'Un lien ne dit rien de sa destination',
    fixHint: 'Remplacez « cliquez ici » ou « en savoir plus » par des mots qui nomment la destination.',
  },
  'invalid-json-ld': {
    title: 'Les données structurées (JSON-LD) ne sont pas valides',
    fixHint: 'Corrigez le JSON du script application/ld+json : il doit se lire et nommer un @context et un @type.',
  },
  'mixed-content': { title: 'Une page sécurisée charge une ressource en http non chiffré', fixHint: 'Chargez la ressource en https://.' },
  'target-blank-noopener': {
    title: 'Un lien ouvre un nouvel onglet sans rel="noopener"',
    fixHint: 'Ajoutez rel="noopener noreferrer" aux liens avec target="_blank".',
  },
  'inline-handler': {
    title: "Un élément utilise un gestionnaire d'événement en ligne",
    fixHint:
      "Attachez le gestionnaire depuis un script (addEventListener), pour qu'une Content Security Policy puisse interdire le code en ligne.",
  },
  'exposed-secret': {
    title: 'Une clé secrète ou un jeton est visible dans la page',
    fixHint: 'Retirez le secret de la page, révoquez-le et gardez-le sur le serveur.',
  },
  'missing-csp': {
    title: "La page n'a pas de Content Security Policy",
    fixHint: "Envoyez un en-tête Content-Security-Policy (ou une balise meta) limitant l'origine des scripts.",
  },
  'unused-css': {
    title: 'Des règles CSS ne correspondent à rien sur cette page',
    fixHint: 'Supprimez les règles si aucune page ne les utilise, ou découpez la feuille de style par page.',
  },
  'dead-link': { title: "Un lien mène à une page qui n'existe pas", fixHint: "Corrigez l'adresse du lien ou retirez le lien." },
  'inert-button': {
    title: 'Un bouton ne fait rien',
    fixHint: 'Donnez au bouton un gestionnaire de clic, placez-le dans un formulaire, ou retirez-le.',
  },
  'inert-form': {
    title: "Un formulaire n'a aucun moyen d'être envoyé",
    fixHint: "Donnez au formulaire une action ou un gestionnaire d'envoi, et un bouton d'envoi.",
  },
  'checkout-button-missing': {
    title: "La page de paiement n'a pas de bouton de paiement utilisable",
    fixHint: 'Vérifiez que le bouton de paiement est présent et actif dès que le panier est valide.',
  },
  'tracker-before-consent': {
    title: "Un traceur s'exécute avant le consentement du visiteur",
    fixHint: "Ne chargez les balises d'analyse et de marketing qu'après leur acceptation dans le bandeau cookies.",
  },
  'missing-privacy-link': {
    title: "La page n'a pas de lien vers une politique de confidentialité",
    fixHint: 'Liez la politique de confidentialité depuis chaque page, en général dans le pied de page.',
  },
  'socket-error': {
    title: 'Une connexion en direct (WebSocket) a échoué',
    fixHint: "Vérifiez le serveur de sockets et l'adresse à laquelle la page se connecte.",
  },
  'polling-error': {
    title: 'Les mises à jour en direct par interrogation échouent sans cesse',
    fixHint: "Vérifiez le point d'accès que la page interroge ; il répond des erreurs à répétition.",
  },
  'table-total-mismatch': {
    title: "Le total d'un tableau ne tombe pas juste",
    fixHint: 'Recalculez le total à partir des lignes affichées (ou affichez les lignes que le total compte).',
  },
  'nan-price': {
    title: 'Un prix est affiché comme NaN',
    fixHint: "Le prix n'était pas un nombre quand il a été formaté : vérifiez les données du produit et le formatage du prix.",
  },
  'duplicate-id': {
    title: 'Plusieurs éléments partagent un même id',
    fixHint: 'Donnez à chaque élément un id unique ; les scripts et les étiquettes ne trouvent que le premier.',
  },
};
