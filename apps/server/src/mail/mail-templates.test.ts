import { describe, expect, it } from 'vitest';
import { HOSTILE_STRINGS } from '../test/hostile-strings.ts';
import { escapeHtml } from './escape-html.ts';
import { inviteMail } from './invite-mail.ts';
import { resetPasswordMail } from './reset-password-mail.ts';

// Every e-mail template, with hostile text in every field a user controls: the HTML part carries it
// escaped, never as markup. (The text part carries it as it is: plain text runs nothing.)
const LINK = 'https://app.commentflow.test/invite/abc';

const templates: Record<string, (hostile: string) => string> = {
  'invitation (inviter name)': (hostile) =>
    inviteMail({ to: 'a@example.com', inviterName: hostile, workspaceName: 'Acme', role: 'member', link: LINK, days: 7 }).html,
  'invitation (workspace name)': (hostile) =>
    inviteMail({ to: 'a@example.com', inviterName: 'Ann', workspaceName: hostile, role: 'member', link: LINK, days: 7 }).html,
  'password reset (display name)': (hostile) => resetPasswordMail('a@example.com', hostile, LINK).html,
};

describe('e-mail templates', () => {
  for (const [name, render] of Object.entries(templates)) {
    it(`escapes every hostile string in the HTML of the ${name}`, () => {
      for (const hostile of HOSTILE_STRINGS) {
        const html = render(hostile);
        expect(html).toContain(escapeHtml(hostile));
        if (/[<>"&']/.test(hostile)) expect(html).not.toContain(hostile);
      }
    });
  }

  it('escapes a hostile link too', () => {
    const html = resetPasswordMail('a@example.com', 'Ann', 'https://x.test/?a="><script>alert(1)</script>').html;
    expect(html).not.toContain('"><script>');
  });
});
