/** Who writes a comment: a signed-in member, or a guest who gave a name and e-mail. */
export type CommentAuthor = { userId: string } | { guest: { name: string; email: string } };

export function authorColumns(author: CommentAuthor) {
  return 'userId' in author
    ? { author_user_id: author.userId, guest_name: null, guest_email: null }
    : { author_user_id: null, guest_name: author.guest.name, guest_email: author.guest.email };
}
