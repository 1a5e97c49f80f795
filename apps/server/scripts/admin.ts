// `npm run admin -- grant <email>` / `npm run admin -- revoke <email>`: instance administrators run
// the public roadmap and write the changelog. Uses the same configuration as the server.
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { setInstanceAdmin } from '../src/services/set-instance-admin.ts';

const USAGE = 'Usage: npm run admin -- grant <email> | revoke <email>';

const [command, email] = process.argv.slice(2);
if ((command !== 'grant' && command !== 'revoke') || !email) {
  console.error(USAGE);
  process.exit(2);
}

const database = await openDatabase(loadConfig());
try {
  await migrateToLatest(database.db, database.dialect);
  const found = await setInstanceAdmin(database.db, email, command === 'grant');
  if (!found) {
    console.error(`No account with the e-mail ${email}. The person signs up first.`);
    process.exitCode = 1;
  } else {
    console.log(command === 'grant' ? `${email} is now an instance administrator.` : `${email} is no longer an instance administrator.`);
  }
} finally {
  await database.close();
}
