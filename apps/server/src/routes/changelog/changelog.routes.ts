import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ChangelogEntryResponse, ChangelogListResponse, CreateChangelogEntry, type ChangelogEntry } from '@commentflow/shared';
import type { ChangelogEntryRow } from '../../db/schema.ts';
import { createChangelogEntry } from '../../services/roadmap/create-changelog-entry.ts';
import { renderMarkdown } from '../../services/roadmap/render-markdown.ts';
import { requireAuth } from '../../plugins/authenticate.ts';
import { listChangelog } from '../../services/roadmap/list-changelog.ts';

function presentEntry(row: ChangelogEntryRow): ChangelogEntry {
  return { id: row.id, title: row.title, html: renderMarkdown(row.markdown), publishedAt: row.published_at };
}

/** The public changelog, newest first; admins write entries in markdown. */
export const changelogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/changelog', { schema: { tags: ['roadmap'], response: { 200: ChangelogListResponse } } }, async () => ({
    entries: (await listChangelog(app.db)).map(presentEntry),
  }));

  app.post(
    '/changelog',
    {
      schema: { tags: ['roadmap'], body: CreateChangelogEntry, response: { 201: ChangelogEntryResponse } },
      config: { access: 'instance-admin' },
    },
    async (request, reply) => {
      const row = await createChangelogEntry(app.db, requireAuth(request).userId, request.body);
      return reply.code(201).send({ entry: presentEntry(row) });
    },
  );
};
