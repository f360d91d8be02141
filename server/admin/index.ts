import { timingSafeEqual } from "node:crypto";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { site } from "../../src/content/site.ts";
import { clientOf } from "../client.ts";
import { fixedWindowLimiter } from "../inquiries/rate-limit.ts";
import type { InquiryStore } from "../inquiries/store.ts";
import { reportThread } from "../measure/report-worker.ts";
import type { StatsStore } from "../measure/store.ts";
import { adminScript, siteStylesheet, webauthnBundle } from "./assets.ts";
import { type AuditEntry, networkOf, openAudit } from "./audit.ts";
import { chainWatch } from "./audit-check.ts";
import { chainThread } from "./audit-thread.ts";
import { ceremonyCookies } from "./ceremonies.ts";
import type { AdminEnv, AdminKit } from "./kit.ts";
import { adminOriginOf } from "./origin.ts";
import type { Frame } from "./pages.ts";
import { MAX_PASSKEYS, openPeople, type Person, type Role, SESSION_ABSOLUTE_MS, type Session } from "./people.ts";
import { accountPage, enrolPage, messagePage, signInPage } from "./people-pages.ts";
import { mountPreviewGate, previewTickets } from "./previews.ts";
import { adminSections, homeOf, sectionsOf } from "./sections.ts";
import { adminCssHash } from "./styles.ts";

/**
 * The admin area (docs/operators.md "Who may see the leads", docs/decisions/025-people-passkeys-and-erasure.md):
 * named people who sign in with passkeys (WebAuthn), each with a role — owner, sales, marketing
 * — and a server-side session; every sign-in, invitation and look at a lead is a row of the audit
 * trail. Always mounted: with nobody invited yet, /admin says how to invite the first owner from
 * the command line (`npm run admin -- invite`). Every answer is no-store, noindex, and under its
 * own CSP: scripts only from our own origin (the passkey pages' one file and the WebAuthn
 * bundle), styles from our origin or our one inline stylesheet's hash.
 */
export type AdminOptions = {
  store: InquiryStore;
  stats: StatsStore;
  /** The built site's folder: its stylesheet gives the admin the site's typeface. */
  root: string;
  trustProxy: boolean;
  /** ADMIN_ORIGIN: the origin people open the admin on; without it, localhost only (origin.ts). */
  origin?: string | null;
  /** Sends an enrolment link by e-mail (when SMTP_URL is set). */
  sendInvitation?: (to: string, link: string) => Promise<void>;
  /** Deletes a Lead this site made in Salesforce (an erasure); unset without SALESFORCE_URL. */
  eraseSalesforceLead?: (id: string) => Promise<"deleted" | "anonymised">;
  /** A delivery was queued again: the outbox should look. */
  onResend?: () => void;
  /** Cancels a booked call (/admin/bookings); unset without BOOKING_CALENDARS. */
  cancelBooking?: (id: string, by: string) => Promise<boolean>;
  /** The content branches' previews (previews.ts): PREVIEWS_DIR and PREVIEW_ORIGIN. */
  previews?: { dir: string; origin: string | null };
  now?: () => number;
};

export const ADMIN_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "connect-src 'self'",
  `style-src 'self' ${adminCssHash}`,
  "img-src 'self'",
  "font-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join("; ");

/** Sign-in attempts one client may make per window before 429 (a person needs one or two). */
export const SIGN_IN_ATTEMPTS = 10;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
/** Sign-in options (fresh challenges) one client may ask for per window before 429. */
export const SIGN_IN_OPTIONS = 30;

/**
 * The session cookie. `__Host-` makes the browser refuse it unless Secure, path / and no Domain,
 * so no sibling host can set or shadow it — but Secure needs HTTPS: on plain-http localhost
 * (development: WebAuthn allows it there) the same cookie goes without the prefix and Secure.
 */
const cookieName = (secure: boolean) => (secure ? "__Host-summit-admin" : "summit-admin");

type Env = AdminEnv;

const sameSecret = (given: string, expected: string) =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/** A path inside the admin to go back to after signing in; anything else is the role's home. */
const safeNext = (next: unknown, role: Role) =>
  typeof next === "string" && /^\/admin(\/[\w./-]*)?(\?[\w=&-]*)?$/.test(next) && !next.includes("//")
    ? next
    : homeOf(role);

export function adminApp({
  store,
  stats,
  root,
  trustProxy,
  origin: fixedOrigin = null,
  sendInvitation,
  eraseSalesforceLead,
  onResend,
  cancelBooking,
  previews: previewSettings = { dir: "/srv/summit-cloud/previews", origin: null },
  now = Date.now,
}: AdminOptions) {
  const people = openPeople(store.database);
  const audit = openAudit(store.database);
  // Checked on a thread of its own (audit-thread.ts); an in-memory database only on this one.
  const location = store.database.location();
  const chain = location ? chainThread(location) : chainWatch(store.database);
  const siteCss = siteStylesheet(root);
  const signIns = fixedWindowLimiter({ limit: SIGN_IN_ATTEMPTS, windowMs: SIGN_IN_WINDOW_MS, now });
  const signInOptions = fixedWindowLimiter({ limit: SIGN_IN_OPTIONS, windowMs: SIGN_IN_WINDOW_MS, now });
  const ceremonies = ceremonyCookies({ now, secureOf: (c) => secureOf(c), clientOf: (c) => clientOf(c, trustProxy) });
  // Reports are read on a thread of their own (report-worker.ts), so the site never waits for one.
  const reports = stats.path === ":memory:" ? null : reportThread(stats.path);
  const app = new Hono<Env>();

  // Every route below runs only when this is not null (the first middleware answers 421 otherwise).
  const originOf = (c: Context) => adminOriginOf(c, fixedOrigin, trustProxy) as string;
  const secureOf = (c: Context) => originOf(c).startsWith("https:");
  const network = (c: Context) => networkOf(clientOf(c, trustProxy));
  const record = (c: Context, entry: AuditEntry) => audit.append({ network: network(c), ...entry }, now());
  const frame = (c: Context<Env>): Frame => {
    const session = c.get("session") as Session | undefined;
    if (!session) return { siteCss, viewer: null };
    const { role } = session.person;
    // The Previews tab only where previews are served (PREVIEW_ORIGIN): elsewhere it could open none.
    const tabs = sectionsOf(role)
      .filter(({ id }) => id !== "previews" || previewSettings.origin)
      .map(({ id, label, path }) => ({ id, label, path }));
    return { siteCss, viewer: { role, csrf: session.csrf, tabs } };
  };

  const openSession = (c: Context, person: Person) => {
    const id = people.startSession(person.id, now());
    const secure = secureOf(c);
    setCookie(c, cookieName(secure), id, {
      path: "/",
      httpOnly: true,
      secure,
      sameSite: "Strict",
      maxAge: SESSION_ABSOLUTE_MS / 1000,
    });
  };

  app.use(async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
    c.header("X-Robots-Tag", "noindex, nofollow");
    if (c.res.headers.get("content-type")?.startsWith("text/html")) c.header("Content-Security-Policy", ADMIN_CSP);
  });
  app.use(async (c, next) => {
    if (adminOriginOf(c, fixedOrigin, trustProxy) === null) {
      return c.text("The admin answers on localhost only until ADMIN_ORIGIN is set.", 421);
    }
    await next();
  });

  // Every state-changing request must come from the admin's own pages: a browser names the page's
  // origin in Origin on every POST, so a form on another site (or a missing Origin) is refused.
  app.use(async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    if (c.req.header("origin") !== originOf(c)) {
      return c.html(
        messagePage(frame(c), "Refused", "This request did not come from the admin's own pages.").value,
        403,
      );
    }
    return next();
  });
  app.use(bodyLimit({ maxSize: 64 * 1024, onError: (c) => c.text("Too large", 413) }));

  // The files the passkey pages run, from our own origin (script-src 'self').
  app.get("/assets/webauthn.js", (c) =>
    c.body(webauthnBundle(), 200, { "Content-Type": "text/javascript; charset=utf-8" }),
  );
  app.get("/assets/admin.js", (c) => c.body(adminScript(), 200, { "Content-Type": "text/javascript; charset=utf-8" }));

  // Signing in: options (a fresh challenge), then the browser's signed answer.
  app.post("/sign-in/options", async (c) => {
    const limit = signInOptions.hit(clientOf(c, trustProxy));
    if (!limit.allowed) {
      c.header("Retry-After", String(limit.retryAfterSeconds));
      return c.json({ error: "Too many sign-in attempts from here. Try again later." }, 429);
    }
    const options = await generateAuthenticationOptions({
      rpID: new URL(originOf(c)).hostname,
      userVerification: "required",
    });
    ceremonies.start(c, { kind: "sign-in", challenge: options.challenge, personId: null, token: null });
    return c.json({ options });
  });
  app.post("/sign-in/verify", async (c) => {
    const limit = signIns.hit(clientOf(c, trustProxy));
    if (!limit.allowed) {
      c.header("Retry-After", String(limit.retryAfterSeconds));
      return c.json({ error: "Too many sign-in attempts from here. Try again later." }, 429);
    }
    const body = (await c.req.json().catch(() => null)) as { response?: { id?: unknown }; next?: unknown } | null;
    const ceremony = ceremonies.take(c, "sign-in");
    const passkey = typeof body?.response?.id === "string" ? people.passkey(body.response.id) : null;
    const person = passkey ? people.byId(passkey.personId) : null;
    const failed = (why: string) => {
      audit.failedSignIn({ actor: person?.email ?? "unknown", network: network(c), reason: why }, now());
      return c.json(
        { error: "That passkey did not sign you in. Try again, or ask an owner for a new invitation." },
        401,
      );
    };
    if (!ceremony) return failed("no ceremony, or it expired");
    if (!passkey || !person) return failed("unknown passkey");
    try {
      const origin = originOf(c);
      const { verified, authenticationInfo } = await verifyAuthenticationResponse({
        // biome-ignore lint/suspicious/noExplicitAny: the library checks the shape itself.
        response: body?.response as any,
        expectedChallenge: ceremony.challenge,
        expectedOrigin: origin,
        expectedRPID: new URL(origin).hostname,
        credential: {
          id: passkey.id,
          publicKey: passkey.publicKey as Uint8Array<ArrayBuffer>,
          counter: passkey.counter,
          // biome-ignore lint/suspicious/noExplicitAny: stored as the browser reported them.
          transports: passkey.transports as any,
        },
        requireUserVerification: true,
      });
      if (!verified) return failed("signature not verified");
      people.usedPasskey(passkey.id, authenticationInfo.newCounter, now());
    } catch (error) {
      return failed(String((error as Error).message).slice(0, 200));
    }
    openSession(c, person);
    record(c, { actor: person.email, action: "sign-in", detail: `passkey "${passkey.name}"` });
    return c.json({ next: safeNext(body?.next, person.role) });
  });

  // Enrolment: the one-time link's page, then its passkey.
  const invitationProblem = (state: "used" | "expired" | "unknown") =>
    ({
      used: "This enrolment link was already used. Ask an owner for a new one.",
      expired: "This enrolment link has expired (they last 24 hours). Ask an owner for a new one.",
      unknown: "This enrolment link is not valid. Ask an owner for a new one.",
    })[state];
  app.get("/enrol/:token", (c) => {
    const token = c.req.param("token");
    const invitation = people.invitation(token, now());
    if (invitation.state !== "valid") {
      return c.html(messagePage(frame(c), "Link not valid", invitationProblem(invitation.state)).value, 410);
    }
    return c.html(enrolPage(frame(c), { person: invitation.person, token }).value);
  });
  const registrationOptions = (c: Context, person: Person) =>
    generateRegistrationOptions({
      rpName: `${site.name} admin`,
      rpID: new URL(originOf(c)).hostname,
      userName: person.email,
      userID: new TextEncoder().encode(person.id),
      attestationType: "none",
      excludeCredentials: people.passkeys(person.id).map((passkey) => ({ id: passkey.id })),
      authenticatorSelection: { residentKey: "required", userVerification: "required" },
    });
  const verifyRegistration = async (c: Context, challenge: string, response: unknown) => {
    const origin = originOf(c);
    try {
      const { verified, registrationInfo } = await verifyRegistrationResponse({
        // biome-ignore lint/suspicious/noExplicitAny: the library checks the shape itself.
        response: response as any,
        expectedChallenge: challenge,
        expectedOrigin: origin,
        expectedRPID: new URL(origin).hostname,
        requireUserVerification: true,
      });
      return verified && registrationInfo ? registrationInfo.credential : null;
    } catch {
      return null;
    }
  };
  const passkeyName = (name: unknown) =>
    typeof name === "string" && name.trim() ? name.trim().slice(0, 60) : "Passkey";
  /** Keeps a verified passkey under the name the person gave it, and audits it (one row). */
  const savePasskey = (
    c: Context,
    person: Person,
    credential: NonNullable<Awaited<ReturnType<typeof verifyRegistration>>>,
    given: unknown,
    note = "",
  ) => {
    const name = passkeyName(given);
    people.addPasskey({
      id: credential.id,
      personId: person.id,
      publicKey: credential.publicKey,
      counter: credential.counter,
      transports: credential.transports ?? [],
      name,
      createdAt: now(),
    });
    record(c, { actor: person.email, action: "passkey.added", detail: `"${name}"${note}` });
  };

  app.post("/enrol/options", async (c) => {
    const body = (await c.req.json().catch(() => null)) as { token?: unknown } | null;
    const token = typeof body?.token === "string" ? body.token : "";
    const invitation = people.invitation(token, now());
    if (invitation.state !== "valid") return c.json({ error: invitationProblem(invitation.state) }, 410);
    const options = await registrationOptions(c, invitation.person);
    ceremonies.start(c, { kind: "enrol", challenge: options.challenge, personId: invitation.person.id, token });
    return c.json({ options });
  });
  app.post("/enrol/verify", async (c) => {
    const body = (await c.req.json().catch(() => null)) as { response?: unknown; name?: unknown } | null;
    const ceremony = ceremonies.take(c, "enrol");
    if (!ceremony?.token || !ceremony.personId)
      return c.json({ error: "That took too long: reload the page and try again." }, 400);
    const credential = await verifyRegistration(c, ceremony.challenge, body?.response);
    if (!credential) return c.json({ error: "The passkey could not be checked. Try again." }, 400);
    if (!people.spendInvitation(ceremony.token, now())) return c.json({ error: invitationProblem("used") }, 410);
    const person = people.byId(ceremony.personId);
    if (!person) return c.json({ error: invitationProblem("unknown") }, 410);
    savePasskey(c, person, credential, body?.name, " (enrolment)");
    openSession(c, person);
    return c.json({ next: homeOf(person.role) });
  });

  // The editor host's way into a preview (nginx asks; a ticket is traded for its cookie): before
  // the admin's session, whose cookie never reaches that host.
  const previewKit = { ...previewSettings, tickets: previewTickets(now) };
  mountPreviewGate(app, {
    people,
    tickets: previewKit.tickets,
    now,
    adminOrigin: originOf,
    previewOrigin: previewKit.origin,
  });

  // From here on, a session: without one, the page is the sign-in page (401).
  app.use(async (c, next) => {
    const secure = secureOf(c);
    const id = getCookie(c, cookieName(secure)) ?? "";
    const session = id ? people.session(id, now()) : null;
    if (!session) {
      if (id) deleteCookie(c, cookieName(secure), { path: "/", secure });
      if (c.req.method === "GET" && !c.req.path.endsWith(".csv")) {
        return c.html(signInPage(frame(c), { anyone: people.count() > 0 }).value, 401);
      }
      return c.text("Sign in first.", 401);
    }
    c.set("session", session);
    c.set("sessionId", id);
    if (c.req.method !== "GET" && c.req.method !== "HEAD") {
      const type = c.req.header("content-type") ?? "";
      const given = type.startsWith("application/json")
        ? (c.req.header("x-csrf-token") ?? "")
        : String((await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)).csrf ?? "");
      if (!sameSecret(given, session.csrf)) {
        return c.html(
          messagePage(frame(c), "Refused", "This form is out of date: go back, reload the page and try again.").value,
          403,
        );
      }
    }
    return next();
  });

  /** Only these roles may use what follows; anyone else gets a plain 403 page. */
  const allow =
    (...roles: Role[]): MiddlewareHandler<Env> =>
    async (c, next) => {
      const { role } = c.get("session").person;
      if (roles.includes(role)) return next();
      const home = homeOf(role);
      return c.html(
        messagePage(frame(c), "Not for your role", `Your role (${role}) may not open this page.`, {
          href: home,
          label: "Go to your pages",
        }).value,
        403,
      );
    };
  const viewer = (c: Context<Env>) => c.get("session").person;

  app.post("/sign-out", (c) => {
    people.endSession(c.get("sessionId"));
    deleteCookie(c, cookieName(secureOf(c)), { path: "/", secure: secureOf(c) });
    record(c, { actor: viewer(c).email, action: "sign-out" });
    return c.redirect("/admin", 303);
  });

  // One's own passkeys.
  app.get("/account", (c) => c.html(accountPage(frame(c), people.passkeys(viewer(c).id)).value));
  app.post("/passkeys/options", async (c) => {
    const person = viewer(c);
    if (people.passkeys(person.id).length >= MAX_PASSKEYS) {
      return c.json({ error: `You have ${MAX_PASSKEYS} passkeys: remove one first.` }, 409);
    }
    const options = await registrationOptions(c, person);
    ceremonies.start(c, { kind: "add", challenge: options.challenge, personId: person.id, token: null });
    return c.json({ options });
  });
  app.post("/passkeys/verify", async (c) => {
    const person = viewer(c);
    const body = (await c.req.json().catch(() => null)) as { response?: unknown; name?: unknown } | null;
    const ceremony = ceremonies.take(c, "add");
    if (!ceremony || ceremony.personId !== person.id)
      return c.json({ error: "That took too long: reload the page and try again." }, 400);
    const credential = await verifyRegistration(c, ceremony.challenge, body?.response);
    if (!credential) return c.json({ error: "The passkey could not be checked. Try again." }, 400);
    savePasskey(c, person, credential, body?.name);
    return c.json({ next: "/admin/account" });
  });
  app.post("/passkeys/remove", async (c) => {
    const person = viewer(c);
    const id = String((await c.req.parseBody()).id ?? "");
    const name = people.passkey(id)?.name ?? "";
    const outcome = people.removePasskey(person.id, id);
    if (outcome === "removed") record(c, { actor: person.email, action: "passkey.removed", detail: `"${name}"` });
    const notice = {
      removed: `Removed the passkey "${name}".`,
      last: "That is your last passkey: add another before removing it.",
      unknown: "No such passkey.",
    }[outcome];
    return c.html(accountPage(frame(c), people.passkeys(person.id), notice).value, outcome === "removed" ? 200 : 409);
  });

  // Every section of the table (sections.ts), each behind its roles.
  const kit: AdminKit = {
    store,
    stats,
    people,
    audit,
    chain,
    reports,
    now,
    root,
    frame,
    viewer,
    record,
    originOf,
    sendInvitation,
    eraseSalesforceLead,
    onResend,
    cancelBooking,
    previews: previewKit,
  };
  for (const section of adminSections) section.mount(app, kit, allow(...section.roles));

  return app;
}

export { homeOf, sectionsOf } from "./sections.ts";
