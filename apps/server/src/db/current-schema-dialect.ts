import {
  DEFAULT_MIGRATION_LOCK_TABLE,
  DEFAULT_MIGRATION_TABLE,
  PostgresDialect,
  PostgresIntrospector,
  sql,
  type ColumnMetadata,
  type DatabaseIntrospector,
  type DatabaseMetadataOptions,
  type Kysely,
  type TableMetadata,
} from 'kysely';

/** Kysely's migration tables: left out of `getTables` unless asked for, as Kysely's own introspector does. */
const MIGRATION_TABLES = [DEFAULT_MIGRATION_TABLE, DEFAULT_MIGRATION_LOCK_TABLE];

/**
 * Kysely's PostgreSQL introspector reads every column of every schema in the database and calls
 * `has_schema_privilege` on each schema's name: a schema dropped meanwhile (another tenant's, a
 * parallel test's) fails it with `schema "…" does not exist`, and the migrator, which asks it whether
 * its own tables exist, fails the instance's start (seen with two test runs on one database). This one
 * reads the tables of the current schema only, the one the app owns, by its OID (the rest is Kysely's).
 */
class CurrentSchemaIntrospector extends PostgresIntrospector {
  readonly #db: Kysely<unknown>;

  constructor(db: Kysely<unknown>) {
    super(db);
    this.#db = db;
  }

  override async getTables(options: DatabaseMetadataOptions = { withInternalKyselyTables: false }): Promise<TableMetadata[]> {
    const { rows } = await sql<{
      table: string;
      schema: string;
      is_view: boolean;
      column: string;
      type: string;
      type_schema: string;
      not_null: boolean;
      has_default: boolean;
      auto_incrementing: boolean;
      comment: string | null;
    }>`
      select c.relname as table, ns.nspname as schema, c.relkind = 'v' as is_view, a.attname as column,
        typ.typname as type, tns.nspname as type_schema, a.attnotnull as not_null, a.atthasdef as has_default,
        (a.attidentity <> '' or coalesce(pg_get_expr(d.adbin, d.adrelid), '') like 'nextval(%') as auto_incrementing,
        col_description(a.attrelid, a.attnum) as comment
      from pg_catalog.pg_class c
      join pg_catalog.pg_namespace ns on ns.oid = c.relnamespace
      join pg_catalog.pg_attribute a on a.attrelid = c.oid
      join pg_catalog.pg_type typ on typ.oid = a.atttypid
      join pg_catalog.pg_namespace tns on tns.oid = typ.typnamespace
      left join pg_catalog.pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where ns.oid = (select oid from pg_catalog.pg_namespace where nspname = current_schema())
        and c.relkind in ('r', 'v', 'p') and a.attnum > 0 and not a.attisdropped
      order by c.relname, a.attnum`.execute(this.#db);
    const tables = new Map<string, TableMetadata & { columns: ColumnMetadata[] }>();
    for (const row of rows) {
      if (!options.withInternalKyselyTables && MIGRATION_TABLES.includes(row.table)) continue;
      let table = tables.get(row.table);
      if (!table) {
        table = { name: row.table, schema: row.schema, isView: row.is_view, columns: [] };
        tables.set(row.table, table);
      }
      table.columns.push({
        name: row.column,
        dataType: row.type,
        dataTypeSchema: row.type_schema,
        isNullable: !row.not_null,
        hasDefaultValue: row.has_default,
        isAutoIncrementing: row.auto_incrementing,
        ...(row.comment !== null && { comment: row.comment }),
      });
    }
    return [...tables.values()];
  }
}

/** PostgreSQL as Kysely speaks it, with introspection limited to the current schema (above). */
export class CurrentSchemaPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new CurrentSchemaIntrospector(db);
  }
}
