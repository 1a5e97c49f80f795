import type { EmailLanguage, PreferenceType } from '@commentflow/shared';

/**
 * The words of notification e-mails, in each language they are written in. Values are plain text:
 * the HTML versions escape them, and every name, project and comment put into them.
 */
export interface MailTexts {
  subject: Record<PreferenceType, (actor: string, project: string) => string>;
  guestReplySubject: (project: string) => string;
  guestResolvedSubject: (project: string) => string;
  guestReply: (actor: string) => string;
  guestResolved: string;
  digestSubject: (count: number) => string;
  digestIntro: string;
  openThread: string;
  replyHint: string;
  settings: string;
  unsubscribeKind: Record<PreferenceType, string>;
  guestOptOut: string;
  unsubscribed: string;
  optedOut: string;
  confirm: string;
}

export const MAIL_TEXTS: Record<EmailLanguage, MailTexts> = {
  en: {
    subject: {
      comment: (actor, project) => `${actor} commented on ${project}`,
      reply: (actor, project) => `${actor} replied on ${project}`,
      mention: (actor, project) => `${actor} mentioned you on ${project}`,
      assignment: (actor, project) => `${actor} assigned you a comment on ${project}`,
    },
    guestReplySubject: (project) => `New reply to your comment on ${project}`,
    guestResolvedSubject: (project) => `Your comment on ${project} was resolved`,
    guestReply: (actor) => `${actor} replied to your comment:`,
    guestResolved: 'The team marked your comment as resolved. Thank you for the feedback!',
    digestSubject: (count) => `${count} new notification${count === 1 ? '' : 's'}`,
    digestIntro: 'Here is what happened since your last digest:',
    openThread: 'Open the thread',
    replyHint: 'Reply to this e-mail to answer in the thread.',
    settings: 'Change which e-mails you get in your notification settings',
    unsubscribeKind: {
      comment: 'Stop e-mails about new comments',
      reply: 'Stop e-mails about replies',
      mention: 'Stop e-mails about mentions',
      assignment: 'Stop e-mails about assignments',
    },
    guestOptOut: 'Stop e-mails about my comments',
    unsubscribed: 'You will no longer get these e-mails. You can turn them on again in your notification settings.',
    optedOut: 'You will no longer get e-mails about your comments.',
    confirm: 'Unsubscribe',
  },
  fr: {
    subject: {
      comment: (actor, project) => `${actor} a commenté sur ${project}`,
      reply: (actor, project) => `${actor} a répondu sur ${project}`,
      mention: (actor, project) => `${actor} vous a mentionné sur ${project}`,
      assignment: (actor, project) => `${actor} vous a assigné un commentaire sur ${project}`,
    },
    guestReplySubject: (project) => `Nouvelle réponse à votre commentaire sur ${project}`,
    guestResolvedSubject: (project) => `Votre commentaire sur ${project} a été résolu`,
    guestReply: (actor) => `${actor} a répondu à votre commentaire :`,
    guestResolved: 'L’équipe a marqué votre commentaire comme résolu. Merci pour votre retour !',
    digestSubject: (count) => `${count} nouvelle${count === 1 ? '' : 's'} notification${count === 1 ? '' : 's'}`,
    digestIntro: 'Voici ce qui s’est passé depuis votre dernier récapitulatif :',
    openThread: 'Ouvrir la discussion',
    replyHint: 'Répondez à cet e-mail pour répondre dans la discussion.',
    settings: 'Choisissez les e-mails que vous recevez dans vos paramètres de notification',
    unsubscribeKind: {
      comment: 'Ne plus recevoir d’e-mails sur les nouveaux commentaires',
      reply: 'Ne plus recevoir d’e-mails sur les réponses',
      mention: 'Ne plus recevoir d’e-mails sur les mentions',
      assignment: 'Ne plus recevoir d’e-mails sur les assignations',
    },
    guestOptOut: 'Ne plus recevoir d’e-mails sur mes commentaires',
    unsubscribed: 'Vous ne recevrez plus ces e-mails. Vous pouvez les réactiver dans vos paramètres de notification.',
    optedOut: 'Vous ne recevrez plus d’e-mails sur vos commentaires.',
    confirm: 'Se désabonner',
  },
};
