/**
 * The transient systemd sandbox a release's build runs in on a server (deploy/release.ts, ADR 024
 * and ADR 041): `npm ci` and `npm run build` execute code from the push and from every dependency,
 * so they run as the build user with the data folder, the settings and every home out of sight,
 * only the release and a scratch folder writable, and limits that end a runaway or hung build.
 */

/** A build that has not finished in this time is stopped: under emulation `npm ci` took 43 min. */
export const BUILD_TIME_LIMIT = "2h";
/** The share of the machine's memory a build may take before the kernel stops it. */
export const BUILD_MEMORY_LIMIT = "75%";

/** systemd properties of the build's unit: `-p` arguments of `systemd-run`. */
export function buildProperties({
  user,
  writable,
  hidden,
}: {
  user: string;
  /** The release being built and its scratch folder. */
  writable: string[];
  /** Folders that must not exist for the build: the leads, the settings, root's home. */
  hidden: string[];
}): string[] {
  return [
    `User=${user}`,
    `Group=${user}`,
    "NoNewPrivileges=yes",
    "CapabilityBoundingSet=",
    "ProtectSystem=strict",
    `ReadWritePaths=${writable.join(" ")}`,
    `InaccessiblePaths=${hidden.map((path) => `-${path}`).join(" ")}`,
    "ProtectHome=yes",
    "PrivateTmp=yes",
    "PrivateDevices=yes",
    "ProtectKernelTunables=yes",
    "ProtectKernelModules=yes",
    "ProtectKernelLogs=yes",
    "ProtectControlGroups=yes",
    // Other users' processes (the site's, root's) and their command lines are not there to read.
    "ProtectProc=invisible",
    // No new user, mount or network namespace: nothing a build needs, the first step of many escapes.
    "RestrictNamespaces=yes",
    // The system calls of an ordinary service; anything else fails with EPERM rather than killing
    // the build with SIGSYS, so a tool that probes for a call falls back as it would elsewhere.
    "SystemCallFilter=@system-service",
    "SystemCallErrorNumber=EPERM",
    "SystemCallArchitectures=native",
    "LockPersonality=yes",
    "RestrictRealtime=yes",
    "RestrictSUIDSGID=yes",
    `MemoryMax=${BUILD_MEMORY_LIMIT}`,
    `RuntimeMaxSec=${BUILD_TIME_LIMIT}`,
    "UMask=0022",
  ];
}

let builds = 0;

/**
 * The whole `systemd-run` argument list for one build command. Each runs as a unit named
 * summit-cloud-build-<release>-<n>, so `journalctl -u 'summit-cloud-build-*'` finds every build
 * and the real-boot test can see that one ran there and how it ended.
 */
export function systemdRunArguments({
  release,
  cwd,
  properties,
  environment,
  executable,
  args,
}: {
  release: string;
  cwd: string;
  properties: string[];
  environment: Record<string, string>;
  executable: string;
  args: string[];
}): string[] {
  builds += 1;
  const unit = `summit-cloud-build-${release.replace(/[^A-Za-z0-9:_.-]/g, "-")}-${builds}.service`;
  return [
    "--quiet",
    "--pipe",
    "--wait",
    "--collect",
    `--unit=${unit}`,
    `--working-directory=${cwd}`,
    ...properties.flatMap((property) => ["-p", property]),
    ...Object.entries(environment).flatMap(([key, value]) => ["-E", `${key}=${value}`]),
    "--",
    executable,
    ...args,
  ];
}
