import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, forbidden } from '../errors.ts';
import { requireAuth } from '../plugins/authenticate.ts';

export interface SignedInUser {
  id: string;
  displayName: string;
  isAdmin: boolean;
}

/** The signed-in caller with a name to show and the instance-admin flag. */
export async function signedInUser(app: FastifyInstance, request: FastifyRequest): Promise<SignedInUser> {
  const auth = requireAuth(request);
  const user = await app.db.selectFrom('users').select(['id', 'display_name', 'is_admin']).where('id', '=', auth.userId).executeTakeFirst();
  if (!user) throw new AppError('invalid-token', 'This account no longer exists');
  return { id: user.id, displayName: user.display_name, isAdmin: user.is_admin === 1 };
}

/** Instance admins (users.is_admin, set with `npm run admin`) run the roadmap, the changelog and /client/admin. */
export async function requireInstanceAdmin(app: FastifyInstance, request: FastifyRequest): Promise<SignedInUser> {
  const user = await signedInUser(app, request);
  if (!user.isAdmin) throw forbidden('Only CommentFlow administrators can do that');
  return user;
}
