// `npm run admin -- grant <email>` / `revoke <email>`: instance administrators run the public roadmap
// and write the changelog. `npm run admin -- backup <file>`: an online copy of the SQLite database
// (README "Back up and restore"). Uses the same configuration as the server.
import { resolve } from 'node:path';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { backupSqlite } from '../src/db/sqlite-backup.ts';
import { setInstanceAdmin } from '../src/services/set-instance-admin.ts';

const USAGE = 'Usage: npm run admin -- grant <email> | revoke <email> | backup <file>';

const [command, argument] = process.argv.slice(2);
if ((command !== 'grant' && command !== 'revoke' && command !== 'backup') || !argument) {
  console.error(USAGE);
  process.exit(2);
}
const config = loadConfig();

if (command === 'backup') {
  if (config.databaseUrl) {
    console.error('DATABASE_URL is set: back PostgreSQL up with pg_dump (README "Back up and restore").');
    process.exit(2);
  }
  try {
    // npm runs workspace scripts in apps/server: a relative path is the caller's, which npm keeps in INIT_CWD.
    const { path, bytes, users, comments } = await backupSqlite(config.dataDir, resolve(process.env.INIT_CWD ?? process.cwd(), argument));
    console.log(`Backed up to ${path} (${bytes} bytes: ${users} users, ${comments} comments; integrity check ok).`);
  } catch (error) {
    console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
} else {
  const database = await openDatabase(config);
  try {
    await migrateToLatest(database.db, database.dialect);
    const found = await setInstanceAdmin(database.db, argument, command === 'grant');
    if (!found) {
      console.error(`No account with the e-mail ${argument}. The person signs up first.`);
      process.exitCode = 1;
    } else {
      console.log(
        command === 'grant' ? `${argument} is now an instance administrator.` : `${argument} is no longer an instance administrator.`,
      );
    }
  } finally {
    await database.close();
  }
}
