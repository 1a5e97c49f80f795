import type { TicketDraft } from './provider.ts';

/** A ticket's description in markdown (GitHub, GitLab, Linear and Trello render it). */
export function ticketMarkdown(draft: TicketDraft): string {
  const lines = [quote(draft.quote), ''];
  for (const fact of draft.facts) {
    const value = fact.href
      ? `[${escapeMarkdown(fact.value)}](${fact.href})`
      : fact.code
        ? codeSpan(fact.value)
        : escapeMarkdown(fact.value);
    lines.push(`**${fact.label}:** ${value}  `);
  }
  if (draft.consoleErrors.length > 0) {
    lines.push('', '**Console errors:**', '```', ...draft.consoleErrors.map((line) => line.replaceAll('```', "'''")), '```');
  }
  if (draft.screenshot) {
    lines.push('', `![Screenshot](${draft.screenshot.url})`, `_Screenshot link valid until ${draft.screenshot.expiresAt.slice(0, 10)}._`);
  }
  lines.push('', `[Open the thread in CommentFlow](${draft.backLink})`);
  return lines.join('\n');
}

/** Inline code that holds backticks too: fenced with more backticks than it contains in a row. */
function codeSpan(text: string): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  return `${fence} ${text} ${fence}`;
}

function quote(text: string): string {
  return text
    .split('\n')
    .map((line) => `> ${escapeMarkdown(line)}`)
    .join('\n');
}

/** Keeps people's text from turning into links, images or mentions in the tracker. */
function escapeMarkdown(text: string): string {
  return text.replace(/([\\`*_[\]<>!@#|])/g, '\\$1');
}
