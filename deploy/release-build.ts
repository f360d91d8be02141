/**
 * How root has the repository's code built (ADR 024, ADR 041): as the build user, with a scrubbed
 * environment, in a transient systemd sandbox on a server. A release (release.ts) and a branch's
 * preview (release-previews.ts) are built the same way, by this one function.
 */
import { existsSync } from "node:fs";
import { basename, join } from "node:path";
import { buildProperties, systemdRunArguments } from "./build-sandbox.ts";
import { buildUser, env, layout, ownSession, run, systemd } from "./release-base.ts";

/**
 * Runs a step of the build in `cwd` as the build user, with nothing of root's environment but
 * PATH: an empty HOME it cannot write, no npm user config (a planted .npmrc is read by
 * nobody), npm's cache and TMPDIR in a scratch folder thrown away after. On a server it runs in a transient systemd sandbox where the data folder, the
 * settings and every home do not exist and only the release and that HOME are writable.
 */
export function build(
  command: string,
  args: string[],
  cwd: string,
  home: string,
  scratch: string,
  extra: Record<string, string> = {},
) {
  const environment: Record<string, string> = {
    PATH: `${join(cwd, "node_modules/.bin")}:${toolchain()}:/usr/bin:/bin`,
    HOME: home,
    LANG: "C.UTF-8",
    TMPDIR: join(scratch, "tmp"),
    npm_config_userconfig: "/dev/null",
    npm_config_cache: join(scratch, "npm-cache"),
    // Tools keep their settings and caches where XDG says (Astro's telemetry note, for one): in the
    // scratch folder too, never in HOME.
    XDG_CONFIG_HOME: join(scratch, "config"),
    XDG_CACHE_HOME: join(scratch, "cache"),
    XDG_DATA_HOME: join(scratch, "data"),
    ASTRO_TELEMETRY_DISABLED: "1",
    npm_config_update_notifier: "false",
    npm_config_fund: "false",
    npm_config_audit: "false",
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1",
    // An extra CA for a registry behind a private TLS proxy, when the administrator set one.
    ...(env.NODE_EXTRA_CA_CERTS ? { NODE_EXTRA_CA_CERTS: env.NODE_EXTRA_CA_CERTS } : {}),
    ...extra,
  };
  if (buildUser && systemd) {
    const properties = buildProperties({
      user: buildUser,
      writable: [cwd, scratch],
      hidden: [layout.data, layout.etc, "/etc/letsencrypt", "/root"],
    });
    // systemd looks a bare command up in its own search path, not in the PATH given with -E: on a
    // real boot `npm` was "Failed to find executable npm". Name the toolchain's (the PATH's) file.
    const executable = command.includes("/")
      ? command
      : (environment.PATH?.split(":")
          .map((folder) => join(folder, command))
          .find((file) => existsSync(file)) ?? command);
    run(
      "systemd-run",
      systemdRunArguments({
        release: basename(cwd),
        cwd,
        properties,
        environment,
        executable,
        args,
      }),
    );
  } else if (buildUser) {
    run("setpriv", [`--reuid=${buildUser}`, `--regid=${buildUser}`, "--init-groups", "--", command, ...args], {
      cwd,
      env: environment,
      ...ownSession,
    });
  } else {
    run(command, args, { cwd, env: environment });
  }
}

/**
 * The toolchain's bin folder (deploy/steps/toolchain.sh: the project's Node and a pinned npm,
 * root's): builds use its `node` and `npm`, never what is on the server's PATH.
 */
export function toolchain(): string {
  const bin = env.SUMMIT_TOOLCHAIN ?? join(layout.app, "toolchain/current/bin");
  if (!existsSync(join(bin, "node")) || !existsSync(join(bin, "npm")))
    throw new Error(`${bin} has no node and npm: run deploy/install.sh (its toolchain step)`);
  return bin;
}
