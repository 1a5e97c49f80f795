// After `patch-package` (the root postinstall): better-sqlite3's C++ is patched (patches/, ADR 028) after
// npm built or downloaded its binary, so the binary is built again from the patched source, once: only
// when that source is newer than the binary (a second `npm install` with nothing new does nothing).
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';

const PACKAGE = 'node_modules/better-sqlite3';
const PATCHED_SOURCE = `${PACKAGE}/src/util/data.cpp`;
const BINARY = `${PACKAGE}/build/Release/better_sqlite3.node`;

const modified = (path) => statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? 0;

if (modified(PATCHED_SOURCE) > modified(BINARY)) {
  console.log('Building better-sqlite3 from its patched source (about a minute)…');
  // --build-from-source: a downloaded prebuilt binary would not have the patch.
  execFileSync('npm', ['rebuild', 'better-sqlite3', '--build-from-source', '--foreground-scripts'], { stdio: 'inherit' });
}
