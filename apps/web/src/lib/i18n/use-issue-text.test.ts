import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { CreateInviteRequest, CreateProjectRequest } from '@commentflow/shared';
import english from '../../locales/en/common.json';
import french from '../../locales/fr/common.json';
import { issueText } from './use-issue-text.ts';

const texts = i18next.createInstance();
await texts.init({ lng: 'fr', ns: ['common'], defaultNS: 'common', resources: { en: { common: english }, fr: { common: french } } });

function messages(result: { success: boolean; error?: { issues: Parameters<typeof issueText>[0][] } }, language: string) {
  const t = texts.getFixedT(language, 'common');
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issueText(issue, t)]));
}

describe('validation issues of the shared schemas', () => {
  it("are written in the reader's language from their kind, not their text", () => {
    const project = CreateProjectRequest.safeParse({ name: ' ', siteUrl: 'ftp://nope', allowedOrigins: ['https://a.example/path'] });
    expect(messages(project, 'fr')).toEqual({
      name: 'Ce champ est obligatoire',
      siteUrl: 'Doit être une URL http(s)',
      allowedOrigins: "Une origine n'a ni chemin, ni paramètres, ni fragment",
    });
    const invite = CreateInviteRequest.safeParse({ email: 'not-an-address', role: 'client', projectIds: [] });
    expect(messages(invite, 'fr')).toEqual({
      email: 'Adresse e-mail invalide',
      projectIds: 'Choisissez au moins un projet visible par le client',
    });
    expect(messages(invite, 'en')).toEqual({
      email: 'Invalid email address',
      projectIds: 'Choose at least one project the client may see',
    });
  });
});
