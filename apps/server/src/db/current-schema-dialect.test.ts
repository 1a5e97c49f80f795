import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';

const t = useTestApp();

// Another schema of the same database (another tenant, a parallel test) is none of the app's business:
// reading it made every start fail when one was dropped meanwhile (`schema "…" does not exist`).
it.runIf(process.env.TEST_DB === 'postgres')(
  'an instance on PostgreSQL looks only at its own schema, not at the others in its database',
  async () => {
    const other = `t_other_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: t.config.databaseUrl! });
    await admin.connect();
    try {
      await admin.query(`create schema ${other}`);
      await admin.query(`create table ${other}.not_ours (id text primary key)`);
      const tables = await t.app.db.introspection.getTables({ withInternalKyselyTables: true });
      expect(new Set(tables.map((table) => table.schema))).toEqual(new Set([t.config.databaseSchema]));
      const names = tables.map((table) => table.name);
      expect(names).toEqual(expect.arrayContaining(['users', 'comments', 'kysely_migration']));
      expect(names).not.toContain('not_ours');
      expect(tables.find((table) => table.name === 'users')?.columns.find((column) => column.name === 'id')).toMatchObject({
        isNullable: false,
      });
    } finally {
      await admin.query(`drop schema if exists ${other} cascade`);
      await admin.end();
    }
  },
);
