import { randomBytes } from "node:crypto";
import type { Context, Hono } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { listPreviews, PREVIEW_NAME, type PreviewEntry } from "../previews.ts";
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
 * /preview/_enter, which trades it for a preview session there. Anyone else, anonymous or of
 * another role, is sent to the admin, whose sign-in page or 403 they get.
 *
 * A preview session is not an admin session: it lives in this process's memory, opens previews
 * only, and is asked about the person on every request (a person removed, or now of another
 * role, is out at once). A branch's pages run on the editor's host; were its cookie an admin
 * session, anything that read it could open the leads. A deploy forgets them all: the next
 * preview request goes by the admin again, one redirect for someone still signed in there.
 */
export const PREVIEW_ROLES: readonly Role[] = ["owner", "marketing"];
export const TICKET_MS = 60_000;
/** A preview session's life: a working day, then the way in again through the admin. */
export const PREVIEW_SESSION_MS = 12 * 60 * 60 * 1000;
/** Tickets waiting at once: a person needs one per click; more than this is somebody hammering. */
const MAX_TICKETS = 200;
/** Preview sessions kept at once (the oldest goes): a team's worth, many times over. */
const MAX_SESSIONS = 1000;

/** `__Host-` over HTTPS, as the admin's own session cookie: no sibling host can set or shadow it. */
export const previewCookie = (secure: boolean) => (secure ? "__Host-summit-preview" : "summit-preview");

/**
 * The address inside a preview that `rest` names (`<name>/` and a path in it), or null: one
 * preview name as the deployer accepts them, then plain path characters, never `..` or `//`.
 */
export function previewTarget(rest: string): string | null {
  const [name = "", ...path] = rest.split("/");
  const inside = path.join("/");
  if (!PREVIEW_NAME.test(name) || name.includes("..")) return null;
  const target = `/preview/${name}/${inside}`;
  return /^[\w./-]*$/.test(inside) && !inside.includes("..") && !target.includes("//") ? target : null;
}

/** Random ids standing for a person until a moment, at most `max` at once (the oldest goes first). */
function expiring(now: () => number, lifeMs: number, max: number) {
  const entries = new Map<string, { personId: string; until: number }>();
  return {
    start(personId: string): string {
      for (const [id, entry] of entries) if (entry.until <= now()) entries.delete(id);
      // A Map keeps insertion order: its first key is the oldest.
      while (entries.size >= max) entries.delete(entries.keys().next().value as string);
      const id = randomBytes(32).toString("base64url");
      entries.set(id, { personId, until: now() + lifeMs });
      return id;
    },
    personOf(id: string): string | null {
      const entry = entries.get(id);
      if (entry && entry.until <= now()) entries.delete(id);
      return entry && entry.until > now() ? entry.personId : null;
    },
    end(id: string) {
      entries.delete(id);
    },
  };
}

/** One-time tickets from the admin's host to the editor's: a person's id, for a minute, once. */
export function previewTickets(now: () => number): PreviewTickets {
  const tickets = expiring(now, TICKET_MS, MAX_TICKETS);
  return {
    issue: (personId) => tickets.start(personId),
    take(id) {
      const personId = tickets.personOf(id);
      tickets.end(id);
      return personId;
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
  const sessions = expiring(now, PREVIEW_SESSION_MS, MAX_SESSIONS);
  const allowed = (personId: string | null) => {
    const person = personId ? people.byId(personId) : null;
    return person && PREVIEW_ROLES.includes(person.role) ? person : null;
  };
  app.get("/preview-gate/auth", (c) => {
    const id = getCookie(c, previewCookie(secure)) ?? "";
    return c.body(null, id && allowed(sessions.personOf(id)) ? 204 : 401);
  });
  app.get("/preview-gate/sign-in", (c) => {
    const target = previewTarget((c.req.query("to") ?? "").replace(/^\/preview\//, ""));
    const rest = target ? target.slice("/preview/".length) : "";
    return c.redirect(`${adminOrigin(c)}/admin/previews/open/${rest}`, 303);
  });
  app.get("/preview-gate/enter", (c) => {
    const target = previewTarget((c.req.query("to") ?? "").replace(/^\/preview\//, ""));
    const person = allowed(tickets.take(c.req.query("ticket") ?? ""));
    if (!previewOrigin || !target || !person) return c.redirect(`${adminOrigin(c)}/admin/previews`, 303);
    // Lax, not Strict: the person arrives here from the admin's host, and the preview's first
    // page is the next step of that same navigation.
    setCookie(c, previewCookie(secure), sessions.start(person.id), {
      path: "/",
      httpOnly: true,
      secure,
      sameSite: "Lax",
      maxAge: PREVIEW_SESSION_MS / 1000,
    });
    return c.redirect(target, 303);
  });
}

/** What the tab calls a preview: its pull request for pr-<number> (deploy/preview-pulls.ts), else its branch. */
export const previewLabel = (name: string) => {
  const pull = name.match(/^pr-([0-9]+)$/);
  return pull ? `pull request #${pull[1]}` : `content/${name}`;
};

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
        <p class="lead">Each branch the editor saves to (and, where the server is set to, each open pull request from a branch of the repository) is built as a preview within 5 minutes of a save, and removed once it is merged.</p>
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
                  html`<tr><td class="name"><a href="/admin/previews/open/${name}/">${previewLabel(name)}</a></td><td class="name">${commit.slice(0, 7)}</td></tr>`,
              )}</tbody>
            </table></div>`
      }
    </section>`;
  return layout({ title: "Previews", section: "previews", frame, body });
}
