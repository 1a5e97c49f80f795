import type { ApiLanguage } from './request-language.ts';
import { fillTemplate, type MessageTemplate } from './message-template.ts';
import { MESSAGES_FR } from './messages-fr.ts';

const CATALOGUES: Record<Exclude<ApiLanguage, 'en'>, Readonly<Record<string, string>>> = { fr: MESSAGES_FR };

/** An error message in the caller's language; a message the catalogue lacks stays in English. */
export function localize(language: ApiLanguage, message: string | MessageTemplate): string {
  const english = typeof message === 'string' ? message : message.template;
  const catalogue = language === 'en' ? null : CATALOGUES[language];
  const text = catalogue && Object.hasOwn(catalogue, english) ? catalogue[english]! : english;
  return typeof message === 'string' ? text : fillTemplate(text, message.params);
}
