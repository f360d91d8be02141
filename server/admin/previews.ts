import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Context, Hono } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { type Html, html } from "./html.ts";
import type { AdminEnv, AdminSection, PreviewTickets } from "./kit.ts";
import { type Frame, layout } from "./pages.ts";
import type { openPeople, Role } from "./people.ts";

/**
 * The content branches' previews, opened privately (docs/decisions/046-previews-per-branch.md).
 * The deployer builds each `content/*` branch into PREVIEWS_DIR/<name>/build/client; nginx serves
 * them on the editor's host at /preview/<name>/ once this server says yes to the request's
 * `__Host-summit-preview` cookie (`auth_request` to /admin/preview-gate/auth).
 *
 * That cookie is the editor host's own: the admin's session cookie is bound to the admin's host
 * (`__Host-`) and never reaches another one. So the way in starts here, on the admin: a signed-in
 * person of a role below opens /admin/previews/open/<name>/…, which gives a one-time ticket
 * (a minute, one use, in this process's memory only) and sends them to the editor host's
 * /preview/_enter, which trades it for a session of their own there. Anyone else, anonymous or
 * of another role, is sent to the admin, whose sign-in page or 403 they get.
 */
export const PREVIEW_ROLES: readonly Role[] = ["owner", "marketing"];
export const TICKET_MS = 60_000;
/** Tickets waiting at once: a person needs one per click; more than this is somebody hammering. */
const MAX_TICKETS = 200;
const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,59}$/;

/** `__Host-` over HTTPS, as the admin's own session cookie: no sibling host can set or shadow it. */
export const previewCookie = (secure: boolean) => (secure ? "__Host-summit-preview" : "summit-preview");

/**
 * The address inside a preview that `rest` names (`<name>/` and a path in it), or null: one
 * preview name as the deployer accepts them, then plain path characters, never `..` or `//`.
 */
export function previewTarget(rest: string): string | null {
  const [name = "", ...path] = rest.split("/");
  const inside = path.join("/");
  if (!NAME.test(name) || name.includes("..")) return null;
  const target = `/preview/${name}/${inside}`;
  return /^[\w./-]*$/.test(inside) && !inside.includes("..") && !target.includes("//") ? target : null;
}

/** One-time tickets from the admin's host to the editor's: a person's id, for a minute, once. */
export function previewTickets(now: () => number): PreviewTickets {
  const tickets = new Map<string, { personId: string; until: number }>();
  return {
    issue(personId: string): string {
      for (const [id, ticket] of tickets) if (ticket.until <= now()) tickets.delete(id);
      // The oldest goes first when full (a Map keeps insertion order).
      while (tickets.size >= MAX_TICKETS) tickets.delete(tickets.keys().next().value as string);
      const id = randomBytes(32).toString("base64url");
      tickets.set(id, { personId, until: now() + TICKET_MS });
      return id;
    },
    take(id: string): string | null {
      const ticket = tickets.get(id);
      tickets.delete(id);
      return ticket && ticket.until > now() ? ticket.personId : null;
    },
  };
}

type People = ReturnType<typeof openPeople>;

/**
 * The two routes the editor's host reaches (through nginx), mounted before the admin's session
 * check: `auth` answers nginx's subrequest (204 yes, 401 no), `enter` trades a ticket for the
 * preview cookie. `sign-in` is where nginx sends a request `auth` said no to: back to the admin.
 */
export function mountPreviewGate(
  app: Hono<AdminEnv>,
  {
    people,
    tickets,
    now,
    adminOrigin,
    previewOrigin,
  }: {
    people: People;
    tickets: PreviewTickets;
    now: () => number;
    adminOrigin: (c: Context) => string;
    previewOrigin: string | null;
  },
) {
  const secure = previewOrigin?.startsWith("https:") ?? false;
  app.get("/preview-gate/auth", (c) => {
    const id = getCookie(c, previewCookie(secure)) ?? "";
    const session = id ? people.session(id, now()) : null;
    return c.body(null, session && PREVIEW_ROLES.includes(session.person.role) ? 204 : 401);
  });
  app.get("/preview-gate/sign-in", (c) => {
    const target = previewTarget((c.req.query("to") ?? "").replace(/^\/preview\//, ""));
    const rest = target ? target.slice("/preview/".length) : "";
    return c.redirect(`${adminOrigin(c)}/admin/previews/open/${rest}`, 303);
  });
  app.get("/preview-gate/enter", (c) => {
    const target = previewTarget((c.req.query("to") ?? "").replace(/^\/preview\//, ""));
    const personId = tickets.take(c.req.query("ticket") ?? "");
    const person = personId ? people.byId(personId) : null;
    if (!previewOrigin || !target || !person || !PREVIEW_ROLES.includes(person.role))
      return c.redirect(`${adminOrigin(c)}/admin/previews`, 303);
    // Lax, not Strict: the person arrives here from the admin's host, and the preview's first
    // page is the next step of that same navigation.
    setCookie(c, previewCookie(secure), people.startSession(person.id, now()), {
      path: "/",
      httpOnly: true,
      secure,
      sameSite: "Lax",
    });
    return c.redirect(target, 303);
  });
}

export type PreviewEntry = { name: string; commit: string };

/** The previews the deployer built, by name, with the commit each shows. */
export function listPreviews(dir: string): PreviewEntry[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => NAME.test(name) && existsSync(join(dir, name, ".commit")))
    .sort()
    .map((name) => ({ name, commit: readFileSync(join(dir, name, ".commit"), "utf8").trim() }));
}

/** The admin's Previews tab: each branch's preview, and the way into one (a ticket). */
export const previews: AdminSection = {
  id: "previews",
  label: "Previews",
  path: "/admin/previews",
  roles: PREVIEW_ROLES,
  mount(routes, { frame, viewer, previews: { dir, origin, tickets } }, guard) {
    routes.get("/previews", guard, (c) => c.html(previewsPage(listPreviews(dir), origin, frame(c)).value));
    routes.get("/previews/open/*", guard, (c) => {
      const target = previewTarget(c.req.path.replace(/^.*?\/previews\/open\//, ""));
      if (!origin || !target) return c.redirect("/admin/previews", 303);
      const ticket = tickets.issue(viewer(c).id);
      const query = new URLSearchParams({ ticket, to: target });
      return c.redirect(`${origin}/preview/_enter?${query}`, 303);
    });
  },
};

function previewsPage(entries: PreviewEntry[], previewOrigin: string | null, frame: Frame): Html {
  const body = html`
    <div class="page-head">
      <div>
        <p class="eyebrow">Previews</p>
        <h1>${entries.length === 0 ? "No previews" : `${entries.length} ${entries.length === 1 ? "preview" : "previews"}`}</h1>
        <p class="lead">Each branch the editor saves to is built as a preview within 5 minutes of a save, and removed once it is merged.</p>
      </div>
    </div>
    <section class="panel" aria-label="Previews">
      ${
        !previewOrigin
          ? html`<p class="empty">Previews open on the editor's host: set PREVIEW_ORIGIN in the settings file.</p>`
          : entries.length === 0
            ? html`<p class="empty">Save a change in the editor (GitHub mode): its branch shows here once built.</p>`
            : html`<div class="table-wrap"><table class="stack">
              <thead><tr><th scope="col">Branch</th><th scope="col">Commit</th></tr></thead>
              <tbody>${entries.map(
                ({ name, commit }) =>
                  html`<tr><td class="name"><a href="/admin/previews/open/${name}/">content/${name}</a></td><td class="name">${commit.slice(0, 7)}</td></tr>`,
              )}</tbody>
            </table></div>`
      }
    </section>`;
  return layout({ title: "Previews", section: "previews", frame, body });
}
