import type { Context, Hono, MiddlewareHandler } from "hono";
import type { InquiryStore } from "../inquiries/store.ts";
import type { reportThread } from "../measure/report-worker.ts";
import type { StatsStore } from "../measure/store.ts";
import type { AuditEntry, openAudit } from "./audit.ts";
import type { chainWatch } from "./audit-check.ts";
import type { Frame } from "./pages.ts";
import type { openPeople, Person, Role, Session } from "./people.ts";

/**
 * What every section of the admin is given (server/admin/sections.ts): the stores, who is
 * looking, and how to draw a page and record a look in the audit trail. A section's module
 * mounts its routes with these and nothing else, so it never reaches into another's.
 */
export type AdminEnv = { Variables: { session: Session; sessionId: string } };

export type AdminKit = {
  store: InquiryStore;
  stats: StatsStore;
  people: ReturnType<typeof openPeople>;
  audit: ReturnType<typeof openAudit>;
  /** The audit chain's check, on a thread of its own where there is a database file. */
  chain: Pick<ReturnType<typeof chainWatch>, "check">;
  /** Reports on a thread of their own; null for an in-memory database. */
  reports: ReturnType<typeof reportThread> | null;
  now: () => number;
  /** The running build's pages (build/client): the build's own files sit beside it. */
  root: string;
  /** The page's frame: the site's stylesheet, who is looking and the tabs they may open. */
  frame: (c: Context<AdminEnv>) => Frame;
  /** The signed-in person. */
  viewer: (c: Context<AdminEnv>) => Person;
  /** Appends a row to the audit trail, with the request's network. */
  record: (c: Context, entry: AuditEntry) => void;
  /** The origin people open the admin on (enrolment links). */
  originOf: (c: Context) => string;
  sendInvitation?: (to: string, link: string) => Promise<void>;
  eraseSalesforceLead?: (id: string) => Promise<"deleted" | "anonymised">;
  onResend?: () => void;
  /** Cancels a booked call as its visitor's link does, by the admin `by`; false when it is not booked (any more). */
  cancelBooking?: (id: string, by: string) => Promise<boolean>;
  /** The content branches' previews (previews.ts). */
  previews: PreviewsKit;
};

/** One-time tickets from the admin's host to the editor's (previews.ts): a person's id, once. */
export type PreviewTickets = { issue(personId: string): string; take(id: string): string | null };

/** What the Previews tab and the preview gate share (previews.ts). */
export type PreviewsKit = {
  /** Where the deployer keeps the previews (PREVIEWS_DIR). */
  dir: string;
  /** The editor's origin, where previews are served (PREVIEW_ORIGIN); null: previews are off. */
  origin: string | null;
  tickets: PreviewTickets;
};

/**
 * Who may see what visitors told us about themselves: the leads, and the bookings that carry the
 * same people's names and addresses. One list, so the two sections cannot drift apart.
 */
export const personalDataRoles: readonly Role[] = ["owner", "sales"];

/**
 * One section of the admin: its tab, the roles that may open it, and its routes. `mount` adds the
 * routes under /admin, each behind `guard` (the section's roles: anyone else gets the 403 page).
 */
export type AdminSection = {
  id: string;
  /** The tab's label. */
  label: string;
  /** Where the tab leads, under /admin. */
  path: string;
  roles: readonly Role[];
  mount: (routes: Hono<AdminEnv>, kit: AdminKit, guard: MiddlewareHandler<AdminEnv>) => void;
};
