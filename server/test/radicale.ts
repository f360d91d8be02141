import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Debian's Radicale, a real CalDAV server, for the booking tests (scripts/setup.sh installs it):
 * an instance of its own on a free loopback port, with its own config, users and storage in a
 * temporary folder, never the system service the package starts. Resolves once it listens.
 */
export type Radicale = {
  url: string;
  /** The folder whose collection-root/<user>/<calendar>/ holds each event as a plain .ics file. */
  storage: string;
  /** A calendar collection's URL, made with MKCALENDAR. */
  makeCalendar: (user: string, calendar: string) => Promise<string>;
  /** Basic credentials of `user` (every user's password is its name reversed). */
  auth: (user: string) => string;
  /** Stops the server, keeping its port and storage for `resume` (a calendar that is down). */
  pause: () => Promise<void>;
  /** Starts it again on the same port with the same calendars. */
  resume: () => Promise<void>;
  stop: () => Promise<void>;
};

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

export const passwordOf = (user: string) => [...user].reverse().join("");

export async function startRadicale(users: readonly string[]): Promise<Radicale> {
  const folder = mkdtempSync(join(tmpdir(), "radicale-"));
  const port = await freePort();
  const storage = join(folder, "storage");
  writeFileSync(join(folder, "users"), users.map((user) => `${user}:${passwordOf(user)}\n`).join(""));
  writeFileSync(
    join(folder, "config"),
    [
      "[server]",
      `hosts = 127.0.0.1:${port}`,
      "[auth]",
      "type = htpasswd",
      `htpasswd_filename = ${join(folder, "users")}`,
      "htpasswd_encryption = plain",
      "[storage]",
      `filesystem_folder = ${storage}`,
      "[logging]",
      "level = info",
      "",
    ].join("\n"),
  );
  const run = async () => {
    const started: ChildProcess = spawn("radicale", ["--config", join(folder, "config")], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    await new Promise<void>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        output += chunk;
        if (/Listening on/i.test(output)) resolve();
      };
      started.stdout?.on("data", read);
      started.stderr?.on("data", read);
      started.once("error", reject);
      started.once("exit", (code) => reject(new Error(`radicale exited (${code}): ${output}`)));
    });
    return started;
  };
  const halt = async (process: ChildProcess) => {
    if (process.exitCode !== null || process.signalCode !== null) return;
    const exited = new Promise((resolve) => process.once("exit", resolve));
    process.kill("SIGTERM");
    await exited;
  };
  let child = await run();
  const url = `http://127.0.0.1:${port}`;
  const auth = (user: string) => `Basic ${Buffer.from(`${user}:${passwordOf(user)}`).toString("base64")}`;
  return {
    url,
    storage,
    auth,
    async makeCalendar(user, calendar) {
      const at = `${url}/${user}/${calendar}/`;
      const response = await fetch(at, { method: "MKCALENDAR", headers: { Authorization: auth(user) } });
      if (response.status !== 201) throw new Error(`MKCALENDAR ${at}: ${response.status} ${await response.text()}`);
      return at;
    },
    pause: () => halt(child),
    async resume() {
      child = await run();
    },
    async stop() {
      await halt(child);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** A calendar holding one event: `lines` are its properties after UID and DTSTAMP. */
export const icsEvent = (uid: string, lines: string[]) =>
  [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//test//EN",
    "BEGIN:VEVENT",
    `UID:${uid}`,
    "DTSTAMP:20270101T000000Z",
    ...lines,
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");

/** Puts an event straight into a calendar, as another client of the consultant's would. */
export async function putEvent(calendarUrl: string, auth: string, uid: string, ics: string) {
  const response = await fetch(`${calendarUrl}${uid}.ics`, {
    method: "PUT",
    headers: { Authorization: auth, "Content-Type": "text/calendar; charset=utf-8" },
    body: ics,
  });
  if (response.status !== 201) throw new Error(`PUT ${uid}: ${response.status} ${await response.text()}`);
}
