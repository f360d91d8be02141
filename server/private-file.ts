import { closeSync, openSync } from "node:fs";

/**
 * Creates `path` empty with mode 600 unless it exists, so a database is private from its first
 * byte whatever the umask (SQLite gives its -wal and -shm the same mode; ADR 024). Never opens an
 * existing file: closing a descriptor of a database would drop the POSIX locks this process's
 * connections hold on it.
 */
export function createPrivate(path: string) {
  try {
    closeSync(openSync(path, "wx", 0o600));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
}
