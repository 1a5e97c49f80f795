import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signUpUser } from '../test/auth-factory.ts';
import { call } from '../test/factories.ts';
import { useTestApp } from '../test/test-app.ts';

const t = useTestApp();

describe('error messages in the language of Accept-Language', () => {
  it('answers the same refusal in French when asked, in English otherwise, with the same code', async () => {
    const owner = await signUpUser(t.baseUrl);
    const missing = `/api/projects/${randomUUID()}`;
    const asked = (language?: string) =>
      call(t.baseUrl, 'GET', missing, { token: owner.token, headers: language ? { 'accept-language': language } : {} });

    const french = await asked('fr');
    const english = await asked();
    expect(french.status).toBe(404);
    expect(english.status).toBe(404);
    expect(french.body).toEqual({ error: 'not-found', message: 'Projet introuvable' });
    expect(english.body).toEqual({ error: 'not-found', message: 'Project not found' });

    expect((await asked('fr-CA,en;q=0.8')).body.message).toBe('Projet introuvable');
    expect((await asked('en-US,fr;q=0.9')).body.message).toBe('Project not found');
    expect((await asked('de-DE')).body.message).toBe('Project not found');
  });

  it('fills the French sentence of a message with variable parts', async () => {
    const owner = await signUpUser(t.baseUrl);
    const invite = (headers: Record<string, string>) =>
      call(t.baseUrl, 'POST', `/api/workspaces/${owner.workspaceId}/invites`, {
        token: owner.token,
        headers,
        body: { email: owner.email, role: 'member' },
      });

    const french = await invite({ 'accept-language': 'fr' });
    const english = await invite({});
    expect(french.status).toBe(409);
    expect(french.body).toEqual({ error: 'already-member', message: `${owner.email} est déjà membre de cet espace de travail` });
    expect(english.body).toEqual({ error: 'already-member', message: `${owner.email} is already a member of this workspace` });
  });

  it('words the refusals of the request parser too', async () => {
    const owner = await signUpUser(t.baseUrl);
    const res = await fetch(`${t.baseUrl}/api/workspaces/${owner.workspaceId}/projects`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json', 'accept-language': 'fr' },
      body: '{"name":',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'invalid-json', message: "Le corps de la requête n'est pas un JSON valide" });
  });
});
