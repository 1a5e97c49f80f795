import { spawnSync } from 'node:child_process';
import { systemEnv, type AppServer } from './app-server.ts';

/** `npm run admin -- grant <email>` against a test server's database, as an operator would run it. */
export function grantInstanceAdmin(appServer: AppServer, email: string): void {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/scripts/admin.ts', 'grant', email], {
    env: { ...systemEnv(), DATA_DIR: appServer.dataDir, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`admin grant failed: ${result.stderr || result.stdout}`);
}
