import { z } from 'zod';
import { Email } from './auth.ts';
import { Id, Timestamp } from './common.ts';
import { Role, Workspace } from './workspace.ts';

/** Days an e-mailed invitation stays valid. */
export const INVITE_TTL_DAYS = 7;

/** Roles an invitation can give; owners are made by transferring ownership to a member. */
export const InviteRole = z.enum(['admin', 'member', 'client']);
export type InviteRole = z.infer<typeof InviteRole>;

export const Member = z.object({
  userId: Id,
  email: z.string(),
  displayName: z.string(),
  photoUrl: z.string().nullable(),
  role: Role,
  /** For clients: the projects they may see. Empty for every other role (they see all). */
  projectIds: z.array(Id),
  joinedAt: Timestamp,
});
export type Member = z.infer<typeof Member>;

export const Invite = z.object({
  id: Id,
  kind: z.enum(['email', 'link']),
  email: z.string().nullable(),
  role: InviteRole,
  projectIds: z.array(Id),
  invitedByName: z.string().nullable(),
  useCount: z.int(),
  expiresAt: Timestamp,
  expired: z.boolean(),
  createdAt: Timestamp,
});
export type Invite = z.infer<typeof Invite>;

const ProjectIds = z.array(Id).max(100);

export const CreateInviteRequest = z
  .strictObject({ email: Email, role: InviteRole, projectIds: ProjectIds.optional() })
  .superRefine((body, ctx) => {
    const count = body.projectIds?.length ?? 0;
    if (body.role === 'client' && count === 0) {
      ctx.addIssue({ code: 'custom', path: ['projectIds'], message: 'Choose at least one project the client may see' });
    }
    if (body.role !== 'client' && count > 0) {
      ctx.addIssue({ code: 'custom', path: ['projectIds'], message: 'Only client invitations are limited to projects' });
    }
  });
export type CreateInviteRequest = z.infer<typeof CreateInviteRequest>;

export const CreateShareLinkRequest = z.strictObject({
  projectId: Id,
  expiresInDays: z.int().min(1, { message: 'At least 1 day' }).max(90, { message: 'At most 90 days' }).default(INVITE_TTL_DAYS),
});
export type CreateShareLinkRequest = z.input<typeof CreateShareLinkRequest>;

export const UpdateMemberRequest = z.strictObject({ role: Role });
export type UpdateMemberRequest = z.infer<typeof UpdateMemberRequest>;

export const UpdateGrantsRequest = z.strictObject({
  projectIds: ProjectIds.min(1, { message: 'Choose at least one project the client may see' }),
});
export type UpdateGrantsRequest = z.infer<typeof UpdateGrantsRequest>;

export const MemberParams = z.strictObject({ workspaceId: Id, userId: Id });
export const InviteParams = z.strictObject({ inviteId: Id });
export const InviteTokenParams = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, { message: 'Not an invitation link' }),
});

export const TeamResponse = z.object({ members: z.array(Member), invites: z.array(Invite) });
export type TeamResponse = z.infer<typeof TeamResponse>;
export const MemberResponse = z.object({ member: Member });
export const InviteResponse = z.object({ invite: Invite });
/** A share link's URL is shown once, when it is made: only its hash is kept. */
export const ShareLinkResponse = z.object({ invite: Invite, link: z.string() });
export type ShareLinkResponse = z.infer<typeof ShareLinkResponse>;

/** What the accept page shows before the visitor accepts (no auth needed: the token is the secret). */
export const InvitePreviewResponse = z.object({
  invite: z.object({
    kind: z.enum(['email', 'link']),
    workspaceName: z.string(),
    role: InviteRole,
    email: z.string().nullable(),
    invitedByName: z.string().nullable(),
    projectNames: z.array(z.string()),
    expiresAt: Timestamp,
  }),
});
export type InvitePreviewResponse = z.infer<typeof InvitePreviewResponse>;

export const AcceptInviteResponse = z.object({ workspace: Workspace });
