import type { Caller } from '../policies/api-key-principal.ts';

/**
 * Who writes a comment: a signed-in member, a guest who gave a name and e-mail (and whose browser's
 * `language` words the e-mails they get about it), or ARIA (its name, icon and colour from the
 * workspace's profile at the time it wrote).
 */
export type CommentAuthor =
  Caller | { guest: { name: string; email: string; language?: 'en' | 'fr' } } | { bot: { name: string; icon: string; color: string } };

/** The author's columns; a member writing through an API key is recorded with the key (the activity names it). */
export function authorColumns(author: CommentAuthor) {
  if ('userId' in author) {
    return {
      author_user_id: author.userId,
      guest_name: null,
      guest_email: null,
      guest_language: null,
      bot_author: null,
      api_key_id: author.apiKey?.id ?? null,
    };
  }
  if ('guest' in author) {
    const { name, email, language } = author.guest;
    return {
      author_user_id: null,
      guest_name: name,
      guest_email: email,
      guest_language: language ?? null,
      bot_author: null,
      api_key_id: null,
    };
  }
  return {
    author_user_id: null,
    guest_name: null,
    guest_email: null,
    guest_language: null,
    bot_author: JSON.stringify(author.bot),
    api_key_id: null,
  };
}

/** The API key a member writes through, if any. */
export const authorApiKey = (author: CommentAuthor) => ('userId' in author ? author.apiKey : null);

/** Whether the stored comment was written by this author: the same member, or the guest with the same name and e-mail. */
export function isWrittenBy(
  row: { author_user_id: string | null; guest_name: string | null; guest_email: string | null },
  author: CommentAuthor,
): boolean {
  const caller = authorColumns(author);
  return row.author_user_id === caller.author_user_id && row.guest_name === caller.guest_name && row.guest_email === caller.guest_email;
}
