import { z } from 'zod';
import { Id } from './common.ts';

/** The signed-in user as docs/product/data.md names it (uid, email, displayName, photoURL). */
export const User = z.object({
  uid: Id,
  email: z.string(),
  displayName: z.string(),
  photoURL: z.string().nullable(),
  emailVerified: z.boolean(),
  isAdmin: z.boolean(),
});
export type User = z.infer<typeof User>;

/** A person as other people see them: on comments, in member lists. */
export const PublicPerson = z.object({
  id: Id.nullable(),
  displayName: z.string(),
  photoURL: z.string().nullable(),
  isGuest: z.boolean(),
});
export type PublicPerson = z.infer<typeof PublicPerson>;
