import { SCREENSHOT_UPLOAD_WINDOW_SECONDS } from '@commentflow/shared';
import { describe, expect, it } from 'vitest';
import { signUpUser } from '../../test/auth-factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import { signUploadToken, verifyUploadToken, type UploadGrant } from './upload-token.ts';

const t = useTestApp();
const grant: UploadGrant = { commentId: 'comment-1', sessionId: 'session-1' };
const sign = (override: Partial<UploadGrant> = {}, now?: number) =>
  signUploadToken(t.app.signingKeys, t.config.issuer, { ...grant, ...override }, now);
const verdict = (token: string, expected: UploadGrant = grant, issuer = t.config.issuer) =>
  verifyUploadToken(t.app.signingKeys, issuer, token, expected).then(
    () => 'accepted',
    (error: { code?: string }) => error.code,
  );

describe('screenshot upload tokens', () => {
  it('are accepted for their own comment and session until they expire', async () => {
    expect(await verdict(sign())).toBe('accepted');
    expect(await verdict(sign({ sessionId: null }), { ...grant, sessionId: null })).toBe('accepted');
    expect(await verdict(sign({}, Date.now() - (SCREENSHOT_UPLOAD_WINDOW_SECONDS - 5) * 1000))).toBe('accepted');
  });

  it('are refused once expired', async () => {
    expect(await verdict(sign({}, Date.now() - (SCREENSHOT_UPLOAD_WINDOW_SECONDS + 1) * 1000))).toBe('forbidden');
  });

  it("are refused for another comment, another session, a guest's for a member or the reverse, and another issuer", async () => {
    expect(await verdict(sign({ commentId: 'comment-2' }))).toBe('forbidden');
    expect(await verdict(sign({ sessionId: 'session-2' }))).toBe('forbidden');
    expect(await verdict(sign({ sessionId: null }))).toBe('forbidden');
    expect(await verdict(sign(), { ...grant, sessionId: null })).toBe('forbidden');
    expect(await verdict(sign(), grant, 'https://other.example.com')).toBe('forbidden');
  });

  it('are refused when tampered with: the MAC, the expiry pushed back, the key id, or the shape', async () => {
    const token = sign();
    const [version, kid, expires, mac] = token.split('.') as [string, string, string, string];
    const flipped = mac.startsWith('A') ? `B${mac.slice(1)}` : `A${mac.slice(1)}`;
    expect(await verdict([version, kid, expires, flipped].join('.'))).toBe('forbidden');
    expect(await verdict([version, kid, String(Number(expires) + 3600), mac].join('.'))).toBe('forbidden');
    expect(await verdict([version, 'another-key', expires, mac].join('.'))).toBe('forbidden');
    expect(await verdict([version, kid, expires, mac.slice(0, -2)].join('.'))).toBe('forbidden');
    expect(await verdict(`${token}.extra`)).toBe('forbidden');
    expect(await verdict('')).toBe('forbidden');
  });

  it('never take a sign-in token for an upload token', async () => {
    const { token } = await signUpUser(t.baseUrl);
    expect(await verdict(token)).toBe('forbidden');
  });
});
