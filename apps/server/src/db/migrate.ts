import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { DialectName } from './client.ts';
import * as initial from './migrations/0001-initial.ts';
import * as identity from './migrations/0002-identity.ts';
import * as publicSite from './migrations/0004-public.ts';
import * as screenshots from './migrations/0005-screenshots.ts';
import * as notificationPreferences from './migrations/0006-notification-preferences.ts';
import * as invites from './migrations/0008-invites.ts';
import * as notificationNames from './migrations/0009-notification-names.ts';
import * as dataExports from './migrations/0010-data-exports.ts';
import * as aria from './migrations/0011-aria.ts';
import * as commentRootsIndex from './migrations/0011-comment-roots-index.ts';
import * as jobsQueue from './migrations/0011-jobs-queue.ts';
import * as platformApiKeys from './migrations/0011-platform-api-keys.ts';
import * as platformWebhooks from './migrations/0012-platform-webhooks.ts';
import * as platformCommentApiKey from './migrations/0013-platform-comment-api-key.ts';
import * as billing from './migrations/0013-billing.ts';
import * as pageIdentity from './migrations/0014-edges-page-identity.ts';
import * as mailNotifications from './migrations/0015-edges-mail-notifications.ts';
import * as seedRoadmap from './migrations/0016-edges-seed-roadmap.ts';
import * as integrationsTickets from './migrations/0014-integrations-tickets.ts';
import * as integrationsAutomation from './migrations/0015-integrations-automation.ts';
import * as commentLabels from './migrations/0016-comment-labels.ts';
import * as eventOutbox from './migrations/0017-event-outbox.ts';
import * as platformApiKeyActivity from './migrations/0017-platform-api-key-activity.ts';
import * as widgetHandoffs from './migrations/0018-widget-handoffs.ts';
import * as commentRevisions from './migrations/0019-comment-revisions.ts';

type DialectMigration = { up(db: Kysely<unknown>, dialect: DialectName): Promise<void> };

// Listed here rather than read from disk so the order is explicit and bundlers see every file.
const MIGRATIONS: Record<string, DialectMigration> = {
  '0001-initial': initial,
  '0002-identity': identity,
  '0004-public': publicSite,
  '0005-screenshots': screenshots,
  '0006-notification-preferences': notificationPreferences,
  '0008-invites': invites,
  '0009-notification-names': notificationNames,
  '0010-data-exports': dataExports,
  '0011-aria': aria,
  '0011-comment-roots-index': commentRootsIndex,
  '0011-jobs-queue': jobsQueue,
  '0011-platform-api-keys': platformApiKeys,
  '0012-platform-webhooks': platformWebhooks,
  '0013-platform-comment-api-key': platformCommentApiKey,
  '0013-billing': billing,
  '0014-edges-page-identity': pageIdentity,
  '0015-edges-mail-notifications': mailNotifications,
  '0016-edges-seed-roadmap': seedRoadmap,
  '0014-integrations-tickets': integrationsTickets,
  '0015-integrations-automation': integrationsAutomation,
  '0016-comment-labels': commentLabels,
  '0017-event-outbox': eventOutbox,
  '0017-platform-api-key-activity': platformApiKeyActivity,
  '0018-widget-handoffs': widgetHandoffs,
  '0019-comment-revisions': commentRevisions,
};

class DialectAwareProvider implements MigrationProvider {
  constructor(private readonly dialect: DialectName) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(
      Object.entries(MIGRATIONS).map(([name, migration]) => [name, { up: (db: Kysely<unknown>) => migration.up(db, this.dialect) }]),
    );
  }
}

const MIGRATION_LOCK = 727_001;

// Several instances may start at once. On PostgreSQL one connection holds an advisory lock for the
// whole run, which also covers the creation of Kysely's own migration tables.
export async function migrateToLatest<DB>(db: Kysely<DB>, dialect: DialectName): Promise<void> {
  await db.connection().execute(async (connection) => {
    if (dialect === 'postgres') await sql`select pg_advisory_lock(${MIGRATION_LOCK})`.execute(connection);
    try {
      // Kysely looks for its own tables in every schema unless told which one: name the current one,
      // or another schema's migration tables (another tenant, a parallel test) would count as ours.
      const migrationTableSchema =
        dialect === 'postgres'
          ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(connection)).rows[0]?.schema
          : undefined;
      // Unordered: features land in parallel, so a database may have run 0004 before 0002 exists.
      const migrator = new Migrator({
        db: connection,
        provider: new DialectAwareProvider(dialect),
        migrationTableSchema,
        allowUnorderedMigrations: true,
      });
      const { error, results } = await migrator.migrateToLatest();
      const failed = results?.find((result) => result.status === 'Error');
      if (error || failed) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`);
      }
    } finally {
      if (dialect === 'postgres') await sql`select pg_advisory_unlock(${MIGRATION_LOCK})`.execute(connection);
    }
  });
}
