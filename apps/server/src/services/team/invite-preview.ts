import type { Kysely } from 'kysely';
import type { InvitePreviewResponse } from '@commentflow/shared';
import type { Database } from '../../db/schema.ts';
import { inviteProjectIds } from '../../db/json-columns.ts';
import { findUser } from '../user-query.ts';
import { findUsableInvite } from './accept-invite.ts';

/** What the invitation page shows before anyone signs in: who invites whom to what, until when. */
export async function previewInvite(db: Kysely<Database>, token: string): Promise<InvitePreviewResponse['invite']> {
  const invite = await findUsableInvite(db, token);
  const workspace = await db.selectFrom('workspaces').select('name').where('id', '=', invite.workspace_id).executeTakeFirstOrThrow();
  const inviter = invite.invited_by ? await findUser(db, invite.invited_by) : undefined;
  const ids = inviteProjectIds(invite);
  const projects = ids.length ? await db.selectFrom('projects').select('name').where('id', 'in', ids).orderBy('created_at').execute() : [];
  return {
    kind: invite.kind,
    workspaceName: workspace.name,
    role: invite.role,
    email: invite.email,
    invitedByName: inviter?.display_name ?? null,
    projectNames: projects.map((p) => p.name),
    expiresAt: invite.expires_at,
  };
}
