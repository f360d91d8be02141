import type { PersonData } from "../inquiries/erasure.ts";
import type { AuditRow, PendingFailures } from "./audit.ts";
import { type Html, html, when } from "./html.ts";
import { type Frame, layout } from "./pages.ts";
import type { Passkey, Person, Role } from "./people.ts";
import { roles } from "./people.ts";

/**
 * The pages of signing in and of people: sign-in, enrolment, one's passkeys, the people (owner)
 * and the audit trail (owner). The passkey forms work through /admin/assets/admin.js (WebAuthn
 * needs a script); everything else is a plain form that posts with its CSRF token.
 */

const noScript = html`<noscript><p class="message">Passkeys need JavaScript: turn it on for this site to sign in.</p></noscript>`;

/** A page that says one thing: refused, expired, not allowed. Never an empty page. */
export function messagePage(frame: Frame, title: string, text: string, link?: { href: string; label: string }): Html {
  return layout({
    title,
    section: "none",
    frame,
    body: html`<section class="panel"><h1>${title}</h1><p class="lead">${text}</p>${
      link ? html`<p class="lead"><a href="${link.href}">${link.label}</a></p>` : ""
    }</section>`,
  });
}

/** The sign-in page; with nobody invited yet, how to invite the first owner instead. */
export function signInPage(frame: Frame, { anyone }: { anyone: boolean }): Html {
  const body = anyone
    ? html`<section class="panel">
        <h1>Sign in</h1>
        <p class="lead">With the passkey you made when you were invited: your device asks for your fingerprint, face or PIN.</p>
        <form class="form" data-passkey="sign-in" action="/admin/sign-in" method="post">
          <button class="button" type="submit">Sign in with a passkey</button>
          <p class="message" role="alert"></p>
        </form>
        ${noScript}
        <p class="note">No passkey yet? Ask an owner for an invitation. Lost every passkey? An owner invites you again.</p>
      </section>`
    : html`<section class="panel">
        <h1>Nobody can sign in yet</h1>
        <p class="lead">Invite the first owner from the server's command line, in the site's folder:</p>
        <p class="note"><code>npm run admin -- invite you@example.com --role owner</code></p>
        <p class="lead">It prints a one-time link (good for 24 hours); open it to make your passkey.</p>
      </section>`;
  return layout({ title: "Sign in", section: "none", frame, body, script: anyone });
}

export function enrolPage(frame: Frame, { person, token }: { person: Person; token: string }): Html {
  const body = html`<section class="panel">
    <h1>Make your passkey</h1>
    <p class="lead">You were invited as ${roleLabel(person.role)}. Your device keeps the passkey; we keep only its public half.</p>
    <form class="form" data-passkey="enrol" action="/admin/enrol" method="post">
      <input type="hidden" name="token" value="${token}">
      <label>A name for this passkey <input name="name" maxlength="60" value="This device" autocomplete="off"></label>
      <button class="button" type="submit">Make a passkey</button>
      <p class="message" role="alert"></p>
    </form>
    ${noScript}
  </section>`;
  return layout({ title: "Make your passkey", section: "none", frame, body, script: true });
}

const roleLabel = (role: Role) => ({ owner: "an owner", sales: "sales", marketing: "marketing" })[role];

export function accountPage(frame: Frame, passkeys: Passkey[], notice?: string): Html {
  const csrf = frame.viewer?.csrf ?? "";
  const body = html`
    <div class="page-head"><div><p class="eyebrow">Account</p><h1>Your passkeys</h1>
      <p class="lead">Sign in with any of them. Keep at least one.</p></div></div>
    ${notice ? html`<p class="once" role="status">${notice}</p>` : ""}
    <section class="panel" aria-label="Passkeys">
      <h2>${passkeys.length} passkey${passkeys.length === 1 ? "" : "s"}</h2>
      <div class="table-wrap"><table>
        <thead><tr><th scope="col">Name</th><th scope="col">Added</th><th scope="col">Last used</th><th scope="col"><span class="sr-only">Remove</span></th></tr></thead>
        <tbody>${passkeys.map(
          (passkey) =>
            html`<tr><td class="name">${passkey.name}</td><td>${when(passkey.createdAt)}</td><td>${
              passkey.lastUsedAt ? when(passkey.lastUsedAt) : "never"
            }</td><td>${
              passkeys.length > 1
                ? html`<form method="post" action="/admin/passkeys/remove"><input type="hidden" name="csrf" value="${csrf}"><input type="hidden" name="id" value="${passkey.id}"><button class="link-button" type="submit" aria-label="Remove ${passkey.name}">Remove</button></form>`
                : ""
            }</td></tr>`,
        )}</tbody>
      </table></div>
    </section>
    <section class="panel" aria-label="Add a passkey">
      <h2>Add a passkey</h2>
      <p class="hint">Another device or a security key, so losing one does not lock you out.</p>
      <form class="form" data-passkey="add" action="/admin/passkeys" method="post">
        <label>A name for it <input name="name" maxlength="60" value="" required autocomplete="off"></label>
        <button class="button" type="submit">Add a passkey</button>
        <p class="message" role="alert"></p>
      </form>
      ${noScript}
    </section>`;
  return layout({ title: "Your passkeys", section: "account", frame, body, script: true });
}

export function peoplePage(
  frame: Frame,
  {
    people,
    invited,
  }: { people: (Person & { passkeys: number })[]; invited?: { email: string; link: string; mailed: boolean } },
): Html {
  const csrf = frame.viewer?.csrf ?? "";
  const body = html`
    <div class="page-head"><div><p class="eyebrow">People</p><h1>Who may sign in</h1>
      <p class="lead">Owners: people, a person's data, audit. Sales: leads. Marketing: audience and speed, no personal data.</p></div></div>
    ${
      invited
        ? html`<div class="once" role="status"><p>Invitation for ${invited.email}${invited.mailed ? " (also e-mailed)" : ""}. This link is shown once and works once, for 24 hours:</p><p><code>${invited.link}</code></p></div>`
        : ""
    }
    <section class="panel" aria-label="People">
      <h2>${people.length} ${people.length === 1 ? "person" : "people"}</h2>
      <div class="table-wrap"><table>
        <thead><tr><th scope="col">E-mail</th><th scope="col">Role</th><th scope="col">Passkeys</th><th scope="col"><span class="sr-only">Remove</span></th></tr></thead>
        <tbody>${people.map(
          (person) =>
            html`<tr><td class="name">${person.email}</td><td>${person.role}</td><td>${person.passkeys === 0 ? "not enrolled" : String(person.passkeys)}</td><td><form method="post" action="/admin/people/remove"><input type="hidden" name="csrf" value="${csrf}"><input type="hidden" name="id" value="${person.id}"><button class="link-button" type="submit" aria-label="Remove ${person.email}">Remove</button></form></td></tr>`,
        )}</tbody>
      </table></div>
    </section>
    <section class="panel" aria-label="Invite">
      <h2>Invite a person</h2>
      <form class="form" method="post" action="/admin/people/invite">
        <input type="hidden" name="csrf" value="${csrf}">
        <label>E-mail <input type="email" name="email" required maxlength="254" autocomplete="off"></label>
        <label>Role <select name="role">${roles.map((role) => html`<option value="${role}">${role}</option>`)}</select></label>
        <button class="button" type="submit">Make an enrolment link</button>
      </form>
    </section>`;
  return layout({ title: "People", section: "people", frame, body });
}

export function auditPage(
  frame: Frame,
  { rows, chain, pending = [] }: { rows: AuditRow[]; chain: string; pending?: PendingFailures[] },
): Html {
  const body = html`
    <div class="page-head"><div><p class="eyebrow">Audit</p><h1>Audit trail</h1>
      <p class="lead">Newest first. ${chain}</p></div></div>
    ${
      pending.length > 0
        ? html`<section class="panel" aria-label="Failed sign-ins this hour">
      <h2>Failed sign-ins this hour</h2>
      <p class="note">Counted per network; each count becomes one row of the trail when the hour is over.</p>
      <div class="table-wrap"><table>
        <thead><tr><th scope="col">Network</th><th scope="col">Who</th><th scope="col">Failures</th><th scope="col">The last reason</th></tr></thead>
        <tbody>${pending.map(
          (row) =>
            html`<tr><td>${row.network}</td><td class="name">${row.actor}</td><td>${String(row.count)}</td><td>${row.lastReason}</td></tr>`,
        )}</tbody>
      </table></div>
    </section>`
        : ""
    }
    <section class="panel" aria-label="Audit rows">
      <h2>The last ${rows.length} rows</h2>
      <div class="table-wrap"><table>
        <thead><tr><th scope="col">#</th><th scope="col">When</th><th scope="col">Who</th><th scope="col">What</th><th scope="col">Network</th></tr></thead>
        <tbody>${rows.map(
          (row) =>
            html`<tr><td>${String(row.seq)}</td><td>${when(row.at)}</td><td class="name">${row.actor}</td><td class="name">${row.action}${row.detail ? html`<span class="sub">${row.detail}</span>` : ""}</td><td>${row.network || "—"}</td></tr>`,
        )}</tbody>
      </table></div>
    </section>
    <p class="note">The whole trail: <code>npm run admin -- audit</code>; every row checked again, and against the anchors: <code>npm run admin -- audit --verify</code>.</p>`;
  return layout({ title: "Audit", section: "audit", frame, body });
}

/** A person's data (owners): find by address, then export it as JSON or erase it. */
export function peopleDataPage(frame: Frame, { data, erased }: { data?: PersonData; erased?: string } = {}): Html {
  const csrf = frame.viewer?.csrf ?? "";
  const action = (value: string, label: string, email: string) =>
    html`<form class="form" method="post" action="/admin/people-data"><input type="hidden" name="csrf" value="${csrf}"><input type="hidden" name="email" value="${email}"><input type="hidden" name="action" value="${value}"><button class="button" type="submit">${label}</button></form>`;
  const body = html`
    <div class="page-head"><div><p class="eyebrow">A person's data</p><h1>Find, export or erase</h1>
      <p class="lead">What we hold about one e-mail address (GDPR articles 15 and 17).</p></div></div>
    ${erased ? html`<div class="once" role="status">${erased.split("\n").map((line) => html`<p>${line}</p>`)}</div>` : ""}
    <section class="panel" aria-label="Find">
      <h2>Find an address</h2>
      <form class="form" method="post" action="/admin/people-data">
        <input type="hidden" name="csrf" value="${csrf}"><input type="hidden" name="action" value="find">
        <label>E-mail <input type="email" name="email" required maxlength="254" autocomplete="off" value="${data?.email ?? ""}"></label>
        <button class="button" type="submit">Find</button>
      </form>
    </section>
    ${
      data
        ? html`<section class="panel" aria-label="What we hold">
            <h2>${data.leads.length} lead${data.leads.length === 1 ? "" : "s"}, ${data.screened.length} screened submission${data.screened.length === 1 ? "" : "s"}</h2>
            <ul class="form">${data.leads.map(
              (lead) =>
                html`<li>${lead.receivedAt}: ${lead.form} from ${lead.name}${lead.deliveries.map(
                  (delivery) =>
                    html`<span class="sub">${delivery.channel}: ${delivery.deliveredAt ? "delivered" : delivery.failedAt ? "failed" : "pending"}${delivery.remoteId ? ` (${delivery.remoteId})` : ""}</span>`,
                )}</li>`,
            )}${data.screened.map((row) => html`<li>${row.receivedAt}: screened (${row.reason})</li>`)}</ul>
            ${data.salesforceLeadIds.length > 0 ? html`<p class="hint">Salesforce Leads: ${data.salesforceLeadIds.join(", ")}</p>` : ""}
            ${action("export", "Export as JSON", data.email)}
            ${data.leads.length + data.screened.length > 0 ? action("erase", "Erase for good", data.email) : ""}
            <p class="note">Erasing deletes these rows and the Salesforce Leads we made, vacuums the database, and keeps a tombstone so a restored backup erases them again. The e-mails already sent to the team are outside our reach.</p>
          </section>`
        : ""
    }`;
  return layout({ title: "A person's data", section: "people-data", frame, body });
}
