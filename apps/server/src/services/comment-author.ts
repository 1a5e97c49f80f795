/** Who writes a comment: a signed-in member, or a guest who gave a name and e-mail. */
/** A guest's `language` (their browser's) words the e-mails they get about their comment. */
export type CommentAuthor = { userId: string } | { guest: { name: string; email: string; language?: 'en' | 'fr' } };

export function authorColumns(author: CommentAuthor) {
  return 'userId' in author
    ? { author_user_id: author.userId, guest_name: null, guest_email: null, guest_language: null }
    : { author_user_id: null, guest_name: author.guest.name, guest_email: author.guest.email, guest_language: author.guest.language ?? null };
}

/** Whether the stored comment was written by this author: the same member, or the guest with the same name and e-mail. */
export function isWrittenBy(row: { author_user_id: string | null; guest_name: string | null; guest_email: string | null }, author: CommentAuthor): boolean {
  const caller = authorColumns(author);
  return row.author_user_id === caller.author_user_id && row.guest_name === caller.guest_name && row.guest_email === caller.guest_email;
}
