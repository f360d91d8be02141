/**
 * Brings the leads database (DATABASE_PATH) to this release's schema before its server starts
 * (deploy/release.ts): opening the stores applies their pending migrations, in one place, so a
 * migration that fails stops the deploy while the live release still serves.
 */
import { chmodSync, lstatSync } from "node:fs";
import { inquiryConfig } from "../server/inquiries/config.ts";
import { openStore } from "../server/inquiries/store.ts";
import { openStats } from "../server/measure/store.ts";

// Whatever the deploy's umask, nothing this creates is readable by another user.
process.umask(0o077);
const { databasePath } = inquiryConfig({ DATABASE_PATH: process.env.DATABASE_PATH });
// Before ADR 024 the first migration ran under the deploy's umask (022): a database, -wal or -shm
// left readable by every local user is closed to them. This runs as the service user, which owns them.
for (const suffix of ["", "-wal", "-shm"]) {
  const path = `${databasePath}${suffix}`;
  const stat = lstatSync(path, { throwIfNoEntry: false });
  if (stat?.isFile() && (stat.mode & 0o077) !== 0) chmodSync(path, 0o600);
}
openStore(databasePath).close();
openStats(databasePath).close();
console.log(`Migrated ${databasePath}.`);
