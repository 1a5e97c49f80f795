import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ChangelogEntryResponse, ChangelogListResponse, CreateChangelogEntry, type ChangelogEntry } from '@commentflow/shared';
import type { ChangelogEntryRow } from '../../db/schema.ts';
import { createChangelogEntry } from '../../services/roadmap/create-changelog-entry.ts';
import { renderMarkdown } from '../../services/roadmap/render-markdown.ts';
import { requireInstanceAdmin } from '../../policies/signed-in-user.ts';

const LIST_LIMIT = 100;

function presentEntry(row: ChangelogEntryRow): ChangelogEntry {
  return { id: row.id, title: row.title, html: renderMarkdown(row.markdown), publishedAt: row.published_at };
}

/** The public changelog, newest first; admins write entries in markdown. */
export const changelogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/changelog', { schema: { tags: ['roadmap'], response: { 200: ChangelogListResponse } } }, async () => {
    const rows = await app.db
      .selectFrom('changelog_entries')
      .selectAll()
      .orderBy('published_at', 'desc')
      .orderBy('id')
      .limit(LIST_LIMIT)
      .execute();
    return { entries: rows.map(presentEntry) };
  });

  app.post(
    '/changelog',
    { schema: { tags: ['roadmap'], body: CreateChangelogEntry, response: { 201: ChangelogEntryResponse } } },
    async (request, reply) => {
      const admin = await requireInstanceAdmin(app, request);
      const row = await createChangelogEntry(app.db, admin.id, request.body);
      return reply.code(201).send({ entry: presentEntry(row) });
    },
  );
};
