import type { FastifyInstance } from 'fastify';
import { retentionConfig, retentionStatus } from './retention-status.ts';

/**
 * After a workspace's plan or dates changed (and the change committed): every member's open
 * `/retention/{uid}` sockets get their own status (roles and acknowledgments differ) and the new config.
 */
export async function notifyRetentionChanged(app: FastifyInstance, workspaceId: string): Promise<void> {
  const plansEnabled = app.config.billing.plansEnabled;
  const members = await app.db.selectFrom('memberships').select(['user_id', 'role']).where('workspace_id', '=', workspaceId).execute();
  const config = await retentionConfig(app.db, workspaceId, Date.now(), plansEnabled);
  for (const member of members) {
    const status = await retentionStatus(app.db, { workspaceId, userId: member.user_id, role: member.role }, Date.now(), plansEnabled);
    app.realtime.retentionChanged([member.user_id], status);
  }
  app.realtime.retentionSockets.send(
    members.map((member) => member.user_id),
    { type: 'config_update', data: config },
  );
}
