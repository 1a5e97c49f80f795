// The words of widget-member.js, in every language the widget speaks: they travel with the bundle
// only members load, not with the app every visitor loads (the app's tables are in i18n/).
import type { Language } from '../i18n/language.ts';

const EN = {
  markInProgress: 'Mark in progress',
  reopen: 'Reopen',
  resolve: 'Resolve',
  ariaRun: 'Run ARIA',
  ariaFailed: 'ARIA could not check this page: {reason}',
  typingNew: 'is writing a comment',
  typingReply: 'is replying',
  notGrantedGuest: "Your account has no access to this project's feedback. You are signed out here and continue as a guest.",
  notGrantedClosed:
    "Your account has no access to this project's feedback, and this project takes no comments from guests, so the feedback widget is not available to you here.",
};

export type MemberStrings = typeof EN;

export const MEMBER_STRINGS: Record<Language, MemberStrings> = {
  en: EN,
  fr: {
    markInProgress: 'Marquer en cours',
    reopen: 'Rouvrir',
    resolve: 'Résoudre',
    ariaRun: 'Lancer ARIA',
    ariaFailed: 'ARIA n’a pas pu vérifier cette page : {reason}',
    typingNew: 'écrit un commentaire',
    typingReply: 'répond',
    notGrantedGuest: "Votre compte n'a pas accès aux retours de ce projet. Vous êtes déconnecté ici et continuez en tant qu'invité.",
    notGrantedClosed:
      "Votre compte n'a pas accès aux retours de ce projet, et ce projet n'accepte pas de commentaires d'invités : le widget de retours ne vous est donc pas disponible ici.",
  },
  de: {
    markInProgress: 'Als in Bearbeitung markieren',
    reopen: 'Wieder öffnen',
    resolve: 'Erledigen',
    ariaRun: 'ARIA ausführen',
    ariaFailed: 'ARIA konnte diese Seite nicht prüfen: {reason}',
    typingNew: 'schreibt einen Kommentar',
    typingReply: 'antwortet',
    notGrantedGuest:
      'Ihr Konto hat keinen Zugriff auf das Feedback dieses Projekts. Sie sind hier abgemeldet und kommentieren als Gast weiter.',
    notGrantedClosed:
      'Ihr Konto hat keinen Zugriff auf das Feedback dieses Projekts, und dieses Projekt nimmt keine Kommentare von Gästen an. Das Feedback-Widget steht Ihnen hier daher nicht zur Verfügung.',
  },
};
