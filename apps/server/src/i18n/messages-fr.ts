/**
 * The API's error messages in French, keyed by their exact English wording (gettext style), so the
 * English stays where it is written and a message missing here is simply sent in English.
 * Templates keep the English `{placeholders}`; messages-fr.test.ts checks both against the sources.
 * Vocabulary and tone follow the dashboard's French (apps/web/src/locales/fr).
 */
export const MESSAGES_FR: Readonly<Record<string, string>> = {
  // Requests the server cannot read
  'The request body is not valid JSON': "Le corps de la requête n'est pas un JSON valide",
  'The request body is empty; send a JSON object': 'Le corps de la requête est vide ; envoyez un objet JSON',
  'The request body is too large': 'Le corps de la requête est trop volumineux',
  'Send the request body as application/json': 'Envoyez le corps de la requête en application/json',
  'The Content-Length header does not match the body': "L'en-tête Content-Length ne correspond pas au corps de la requête",
  'There is no page at this address': "Il n'y a aucune page à cette adresse",
  'No route {method} {path}': 'Aucune route {method} {path}',
  'The widget is not built: run npm run build': "Le widget n'est pas compilé : lancez npm run build",
  'Something went wrong on our side. Try again; if it keeps happening, contact support.':
    'Une erreur est survenue de notre côté. Réessayez ; si cela se reproduit, contactez le support.',
  'The database cannot be reached right now, so nothing was changed. Try again in a few seconds.':
    "La base de données est injoignable pour le moment : rien n'a été modifié. Réessayez dans quelques secondes.",
  "The server's disk is full, so this was not saved (what is already stored is intact). Tell the administrator of this CommentFlow server to free disk space, then try again.":
    "Le disque du serveur est plein : rien n'a été enregistré (les données déjà enregistrées sont intactes). Prévenez l'administrateur de ce serveur CommentFlow qu'il doit libérer de l'espace disque, puis réessayez.",

  // Too many requests
  'Too many attempts. Wait {seconds} seconds and try again.': 'Trop de tentatives. Patientez {seconds} secondes et réessayez.',
  'Too many requests: wait a minute and try again': 'Trop de requêtes : patientez une minute et réessayez',
  'The server is busy. Try again in a moment.': 'Le serveur est occupé. Réessayez dans un instant.',
  'Too many failed sign-ins from here. Wait {seconds} seconds or reset your password.':
    "Trop d'échecs de connexion depuis cet endroit. Attendez {seconds} secondes ou réinitialisez votre mot de passe.",
  'Many failed sign-ins to this account. Wait {seconds} seconds, sign in from a browser you used before, or reset your password.':
    'Nombreux échecs de connexion à ce compte. Attendez {seconds} secondes, connectez-vous depuis un navigateur déjà utilisé ou réinitialisez votre mot de passe.',
  'Too many reset e-mails for this account. Wait an hour and try again.':
    "Trop d'e-mails de réinitialisation pour ce compte. Patientez une heure et réessayez.",
  'Too many comments from this address. Try again in a minute.': 'Trop de commentaires depuis cette adresse. Réessayez dans une minute.',

  // Signing in and accounts
  'Sign in to continue': 'Connectez-vous pour continuer',
  'Not signed in': 'Non connecté',
  'You sent many invitations in a short time. Wait {seconds} seconds and try again.':
    "Vous avez envoyé beaucoup d'invitations en peu de temps. Attendez {seconds} secondes et réessayez.",
  'This address was sent several invitations already. Wait {seconds} seconds before sending another.':
    "Cette adresse a déjà reçu plusieurs invitations. Attendez {seconds} secondes avant d'en envoyer une autre.",
  'You posted several requests in a short time. Wait {seconds} seconds and try again.':
    'Vous avez publié plusieurs demandes en peu de temps. Attendez {seconds} secondes et réessayez.',
  'You posted many comments in a short time. Wait {seconds} seconds and try again.':
    'Vous avez publié beaucoup de commentaires en peu de temps. Attendez {seconds} secondes et réessayez.',
  'This sign-in token is only for the widget of its project. Sign in again.':
    "Ce jeton de connexion ne sert qu'au widget de son projet. Reconnectez-vous.",
  'The Authorization header must be "Bearer <token>"': "L'en-tête Authorization doit être « Bearer <token> »",
  'The sign-in token is not valid': "Le jeton de connexion n'est pas valide",
  'The sign-in token is not valid. Sign in again.': "Le jeton de connexion n'est pas valide. Reconnectez-vous.",
  'Your session has expired. Sign in again.': 'Votre session a expiré. Reconnectez-vous.',
  'This session has ended. Sign in again.': 'Cette session est terminée. Reconnectez-vous.',
  'This account no longer exists': "Ce compte n'existe plus",
  'This account has been disabled': 'Ce compte a été désactivé',
  'No account found with this email': "Aucun compte n'existe avec cette adresse e-mail",
  'An account with this email already exists': 'Un compte existe déjà avec cette adresse e-mail',
  'Incorrect password': 'Mot de passe incorrect',
  'This reset link is invalid or has expired. Ask for a new one.':
    "Ce lien de réinitialisation n'est pas valide ou a expiré. Demandez-en un nouveau.",
  'Failed to send reset email. Please try again.': "Impossible d'envoyer l'e-mail de réinitialisation. Veuillez réessayer.",
  'The e-mail does not match the signed-in account': "L'adresse e-mail ne correspond pas au compte connecté",
  'This account has not signed in with {provider}': "Ce compte ne s'est jamais connecté avec {provider}",
  'You cannot disable your own account': 'Vous ne pouvez pas désactiver votre propre compte',
  'Only CommentFlow administrators can do that': 'Seuls les administrateurs de CommentFlow peuvent faire cela',

  // Roles and permissions
  'You do not have permission to do that': "Vous n'avez pas l'autorisation de faire cela",
  'Your role does not allow that': 'Votre rôle ne le permet pas',
  'Only owners and admins change workspace settings':
    "Seuls les propriétaires et les administrateurs modifient les paramètres de l'espace de travail",
  'Only an owner can delete a workspace': 'Seul un propriétaire peut supprimer un espace de travail',
  'Only owners and admins create projects': 'Seuls les propriétaires et les administrateurs créent des projets',
  'Only owners and admins change projects': 'Seuls les propriétaires et les administrateurs modifient les projets',
  'Only owners and admins rotate a project key': "Seuls les propriétaires et les administrateurs renouvellent la clé d'un projet",
  'Only owners and admins delete projects': 'Seuls les propriétaires et les administrateurs suppriment des projets',
  'Only owners and admins manage members': 'Seuls les propriétaires et les administrateurs gèrent les membres',
  'Only owners and admins invite people': 'Seuls les propriétaires et les administrateurs invitent des personnes',
  'Only an owner can change or remove an owner': 'Seul un propriétaire peut modifier ou retirer un propriétaire',
  'A workspace needs an owner: make someone else owner first':
    "Un espace de travail a besoin d'un propriétaire : nommez d'abord quelqu'un d'autre propriétaire",
  'Only clients are limited to projects; other roles see every project':
    'Seuls les clients sont limités à certains projets ; les autres rôles voient tous les projets',
  'Clients do not see the team': "Les clients ne voient pas l'équipe",
  'Clients do not see workspace analytics': "Les clients ne voient pas les statistiques de l'espace de travail",
  'This project is not shared with you. Ask the workspace for access.':
    "Ce projet n'est pas partagé avec vous. Demandez l'accès à l'espace de travail.",

  // Workspaces
  'That workspace address is already taken': "Cette adresse d'espace de travail est déjà prise",
  'Could not find a free workspace address; try again': "Impossible de trouver une adresse d'espace de travail libre ; réessayez",

  // Invitations
  'This invitation link is not valid. Ask for a new one.': "Ce lien d'invitation n'est pas valide. Demandez-en un nouveau.",
  'This invitation was revoked. Ask for a new one.': 'Cette invitation a été révoquée. Demandez-en une nouvelle.',
  'This invitation was already used.': 'Cette invitation a déjà été utilisée.',
  'This invitation has expired. Ask for a new one.': 'Cette invitation a expiré. Demandez-en une nouvelle.',
  'This invitation is for {email}. Sign in with that address to accept it.':
    "Cette invitation est destinée à {email}. Connectez-vous avec cette adresse pour l'accepter.",
  '{email} is already a member of this workspace': '{email} est déjà membre de cet espace de travail',
  'Share links are not sent by e-mail: copy a new link instead':
    'Les liens de partage ne sont pas envoyés par e-mail : copiez plutôt un nouveau lien',

  // Comments
  'Only the author can edit what a comment says': "Seul l'auteur peut modifier le texte d'un commentaire",
  'Only the author, an owner or an admin can delete a comment':
    "Seuls l'auteur, un propriétaire ou un administrateur peuvent supprimer un commentaire",
  'Your role cannot change status, priority or assignee': 'Votre rôle ne permet pas de changer le statut, la priorité ou le responsable',
  'Your role cannot change status': 'Votre rôle ne permet pas de changer le statut',
  'Your role cannot change status, priority, assignee or labels':
    'Votre rôle ne permet pas de changer le statut, la priorité, le responsable ou les étiquettes',
  'This link has expired or was already used: sign in from the widget':
    'Ce lien a expiré ou a déjà servi : connectez-vous depuis le widget',
  'Only members of this workspace change status': 'Seuls les membres de cet espace de travail changent le statut',
  'Only members of this workspace file tickets': 'Seuls les membres de cet espace de travail créent des tickets',
  'Only members of this workspace can do that': 'Seuls les membres de cet espace de travail peuvent faire cela',
  'This clientId was already used for another comment': 'Ce clientId a déjà été utilisé pour un autre commentaire',
  'You already voted for this': 'Vous avez déjà voté pour cette demande',

  // Screenshots
  'This comment already has a screenshot': "Ce commentaire a déjà une capture d'écran",
  'This screenshot can no longer be attached: only the author may attach one, right after writing the comment':
    "Cette capture d'écran ne peut plus être jointe : seul l'auteur peut en joindre une, juste après avoir écrit le commentaire",
  'Screenshots are attached right after the comment is written': "Une capture d'écran se joint juste après l'écriture du commentaire",
  'Send the screenshot as image/png, image/jpeg or image/webp (SVG is refused)':
    "Envoyez la capture d'écran en image/png, image/jpeg ou image/webp (le SVG est refusé)",
  'The file is {actual}, not {declared} as its Content-Type says':
    "Le fichier est de type {actual}, et non {declared} comme l'indique son Content-Type",
  'The file is not a PNG, JPEG or WebP image (SVG and other formats are refused)':
    "Le fichier n'est pas une image PNG, JPEG ou WebP (le SVG et les autres formats sont refusés)",
  'The file starts like a PNG but is not a valid PNG image': "Le fichier commence comme un PNG mais n'est pas une image PNG valide",
  'The file starts like a JPEG but is not a valid JPEG image': "Le fichier commence comme un JPEG mais n'est pas une image JPEG valide",
  'The file starts like a WebP but is not a valid WebP image': "Le fichier commence comme un WebP mais n'est pas une image WebP valide",
  'The image is {width}x{height} pixels ({millions} million): a screenshot has at most {maxMillions} million pixels and {maxSide} a side':
    "L'image mesure {width}x{height} pixels ({millions} millions) : une capture d'écran a au plus {maxMillions} millions de pixels et {maxSide} de côté",
  'The image has no pixels': "L'image n'a aucun pixel",

  // The widget
  'Sign in to comment on this site': 'Connectez-vous pour commenter ce site',
  'This site is not allowed to use this widget': "Ce site n'est pas autorisé à utiliser ce widget",
  '{origin} is not an allowed origin of this project': "{origin} n'est pas une origine autorisée de ce projet",
  'Connect with a sign-in token or a project key': 'Connectez-vous avec un jeton de connexion ou une clé de projet',

  // notFound(what): one whole sentence per subject, never French assembled from English nouns
  'API key not found': 'Clé API introuvable',
  'Comment not found': 'Commentaire introuvable',
  'Export not found': 'Export introuvable',
  'Integration not found': 'Intégration introuvable',
  'Rule not found': 'Règle introuvable',
  'Invitation not found': 'Invitation introuvable',
  'Job not found': 'Tâche introuvable',
  'Member not found': 'Membre introuvable',
  'Notification not found': 'Notification introuvable',
  'Project not found': 'Projet introuvable',
  'Request not found': 'Demande introuvable',
  'Screenshot not found': "Capture d'écran introuvable",
  'User not found': 'Utilisateur introuvable',
  'Webhook endpoint not found': 'Point de terminaison webhook introuvable',
  'Webhook delivery not found': 'Envoi de webhook introuvable',
  'Workspace not found': 'Espace de travail introuvable',
  'Mute not found': 'Règle masquée introuvable',
  "Only owners and admins change ARIA's profile": "Seuls les propriétaires et les administrateurs modifient le profil d'ARIA",
  "Your role does not see ARIA's findings": "Votre rôle ne permet pas de voir les constats d'ARIA",
  'Your role cannot mute ARIA rules': "Votre rôle ne permet pas de masquer des règles d'ARIA",
  'A full ARIA scan is for signed-in team members': "L'analyse complète d'ARIA est réservée aux membres connectés de l'équipe",
  'Too many ARIA reports from this address. Try again in a minute.':
    'Trop de rapports ARIA depuis cette adresse. Réessayez dans une minute.',

  // Data exports (docs/product/states.md, api.md)
  'We are preparing your export. You will be told here when it is ready to download.':
    "Nous préparons votre export. Vous serez prévenu ici dès qu'il sera prêt à télécharger.",
  'Your export is already being prepared. You will be told here when it is ready to download.':
    "Votre export est déjà en préparation. Vous serez prévenu ici dès qu'il sera prêt à télécharger.",
  'Only owners and admins can export the workspace data':
    "Seuls les propriétaires et les administrateurs peuvent exporter les données de l'espace de travail",
  'Only owners and admins can download the workspace data':
    "Seuls les propriétaires et les administrateurs peuvent télécharger les données de l'espace de travail",
  'This export is not ready yet': "Cet export n'est pas encore prêt",
  'This export could not be built: request a new one': "Cet export n'a pas pu être créé : demandez-en un nouveau",
  'This export has expired: request a new one': 'Cet export a expiré : demandez-en un nouveau',

  // API keys (issue 18)
  'Only owners and admins manage API keys': 'Seuls les propriétaires et les administrateurs gèrent les clés API',
  'This API key is not valid: it was revoked or mistyped. Create a new key in Settings > API.':
    "Cette clé API n'est pas valide : elle a été révoquée ou mal saisie. Créez une nouvelle clé dans Paramètres > API.",
  'This API key has expired. Create a new key in Settings > API.': 'Cette clé API a expiré. Créez une nouvelle clé dans Paramètres > API.',
  'The account that created this API key was deleted, so the key no longer works. Create a new key.':
    'Le compte qui a créé cette clé API a été supprimé : la clé ne fonctionne plus. Créez une nouvelle clé.',
  'API keys cannot use this route: it is not part of the public API. See /docs/api for the routes a key can call.':
    "Les clés API ne peuvent pas utiliser cette route : elle ne fait pas partie de l'API publique. Voyez /docs/api pour les routes accessibles à une clé.",
  'This API key can only read. Create a key with the write scope to make changes.':
    'Cette clé API ne peut que lire. Créez une clé avec la portée write pour faire des modifications.',
  'This API key made too many calls. Wait {seconds} seconds and try again.':
    'Cette clé API a fait trop d’appels. Patientez {seconds} secondes et réessayez.',
  'Choose a date in the future': 'Choisissez une date dans le futur',
  'Choose a project of this workspace': 'Choisissez un projet de cet espace de travail',
  'This Idempotency-Key was already used for a different request. Use a new key for a new request.':
    'Cette Idempotency-Key a déjà servi pour une autre requête. Utilisez une nouvelle clé pour une nouvelle requête.',
  'A request with this Idempotency-Key is still being processed. Retry in a moment.':
    'Une requête avec cette Idempotency-Key est encore en cours de traitement. Réessayez dans un instant.',
  'Send 1 to 255 visible ASCII characters': 'Envoyez de 1 à 255 caractères ASCII visibles',

  // Webhooks (issue 18)
  'Only owners and admins manage webhooks': 'Seuls les propriétaires et les administrateurs gèrent les webhooks',
  'The MCP server takes an API key: send Authorization: Bearer cf_... (create one in Settings > API).':
    'Le serveur MCP demande une clé API : envoyez Authorization: Bearer cf_... (créez-en une dans Paramètres > API).',

  // Plans and billing (issue #17)
  'Your {plan} plan allows {limit} comments': 'Votre offre {plan} permet {limit} commentaires',
  'Your {plan} plan allows 1 project': 'Votre offre {plan} permet 1 projet',
  'Your {plan} plan allows {limit} projects': 'Votre offre {plan} permet {limit} projets',
  'Your {plan} plan does not include integrations': "Votre offre {plan} n'inclut pas d'intégrations",
  'Your {plan} plan allows {limit} integrations': 'Votre offre {plan} permet {limit} intégrations',
  'Billing webhooks are not configured on this server': 'Les webhooks de facturation ne sont pas configurés sur ce serveur',
  'The webhook signature does not match its body': 'La signature du webhook ne correspond pas à son corps',
  'Billing is for the workspace team': "La facturation est réservée à l'équipe de l'espace de travail",
  // Integrations
  'Only owners and admins manage automation rules': "Seuls les propriétaires et les administrateurs gèrent les règles d'automatisation",
  'Only owners and admins connect integrations': 'Seuls les propriétaires et les administrateurs connectent des intégrations',
  'This thread already has a ticket in this tracker': 'Ce fil a déjà un ticket dans cet outil de suivi',
  'The webhook signature does not match this integration': 'La signature du webhook ne correspond pas à cette intégration',
  '{provider} refused: {reason}': '{provider} a refusé : {reason}',
  '{provider} could not be reached: {reason}. Nothing was lost; try again later.':
    "{provider} est injoignable : {reason}. Rien n'a été perdu ; réessayez plus tard.",
  'Send the webhook as application/json': 'Envoyez le webhook en application/json',
  'This screenshot link is not valid or has expired': "Ce lien de capture d'écran n'est pas valide ou a expiré",
  'This unsubscribe link is not valid: use the link of a recent e-mail, or change your notification settings':
    "Ce lien de désabonnement n'est pas valide : utilisez le lien d'un e-mail récent, ou modifiez vos réglages de notification",
};
