import { languageName } from "../../src/content/form-language.ts";
import { site } from "../../src/content/site.ts";
import { sourceOf } from "../../src/lib/forms/attribution.ts";
import { answersOf, fieldsOf } from "../../src/lib/forms/lead-fields.ts";
import type { DeliveryState, Lead } from "../inquiries/store.ts";
import { formatRate, formLabels, type Rate, reportRanges, type StatsReport, sourceLabel } from "../measure/report.ts";
import { barChart, shortDay } from "./chart.ts";
import { Html, html, when } from "./html.ts";
import type { Role } from "./people.ts";
import { adminCss } from "./styles.ts";

/**
 * The admin's pages, rendered on the server as plain HTML: they work with no script at all (and
 * the CSP allows none). Every value from a lead or from the statistics goes in as escaped text.
 */
/** A tab of the admin's bar: a section the viewer's role may open (server/admin/sections.ts). */
export type Tab = { id: string; label: string; path: string };

/** Who is looking: their role picks the tabs, the token goes in every form that changes state. */
export type Viewer = { role: Role; csrf: string; tabs: readonly Tab[] };
/** What every page is drawn in: the site's stylesheet, and the signed-in person (none on the sign-in pages). */
export type Frame = { siteCss: string | null; viewer: Viewer | null };

const number = (value: number) => value.toLocaleString("en-US");

/** The document around each admin page. The stylesheet goes in verbatim: the CSP allows exactly its hash. */
export function layout({
  title,
  section,
  frame: { siteCss, viewer },
  body,
  script = false,
}: {
  title: string;
  /** The section's id (its tab shows as the current page); "none" for pages outside every tab. */
  section: string;
  /** The site's built stylesheet (typeface, reset), when there is a build, and who is looking. */
  frame: Frame;
  body: Html;
  /** The passkey pages load the admin's one script file (and the WebAuthn bundle) from our origin. */
  script?: boolean;
}): Html {
  const tab = ({ id, label, path }: Tab) =>
    html`<a href="${path}"${section === id ? html` aria-current="page"` : ""}>${label}</a>`;
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex, nofollow">
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
    <title>${title} · ${site.name} admin</title>
    ${siteCss ? html`<link rel="stylesheet" href="${siteCss}">` : ""}
    <style>${new Html(adminCss)}</style>
    ${viewer ? html`<meta name="csrf-token" content="${viewer.csrf}">` : ""}
    ${script ? html`<script src="/admin/assets/webauthn.js" defer></script><script src="/admin/assets/admin.js" defer></script>` : ""}
  </head>
  <body>
    <header class="bar-top">
      <div class="inner">
        <div class="brand"><img src="/favicon.svg" alt="" width="32" height="32"><span>${site.name}</span><small>Admin</small></div>
        ${
          viewer
            ? html`<nav class="tabs" aria-label="Admin">${viewer.tabs.map(tab)}</nav>
        <form class="signed-in" method="post" action="/admin/sign-out"><input type="hidden" name="csrf" value="${viewer.csrf}"><button class="link-button" type="submit">Sign out</button></form>`
            : ""
        }
      </div>
    </header>
    <main class="inner">${body}</main>
  </body>
</html>
`;
}

function table<Row>({
  caption,
  hint,
  columns,
  rows,
  empty,
  cells,
  after,
}: {
  caption: string;
  hint?: string;
  columns: { label: string; numeric?: boolean }[];
  rows: Row[];
  empty: string;
  /** One cell's content per column. */
  cells: (row: Row) => (Html | string)[];
  /** Below the table: what it leaves out. */
  after?: Html;
}): Html {
  // On a phone each row stacks: the name on its own line, the numbers under it with their
  // column's name (data-label, shown by the stylesheet), so no column is squeezed to a letter.
  const row = (values: (Html | string)[]) =>
    html`<tr>${values.map((value, index) => {
      const column = columns[index];
      return column?.numeric
        ? html`<td class="num" data-label="${column.label}">${value}</td>`
        : html`<td class="name">${value}</td>`;
    })}</tr>`;
  return html`<section class="panel" aria-label="${caption}">
    <h2>${caption}</h2>
    ${hint ? html`<p class="hint">${hint}</p>` : ""}
    ${
      rows.length === 0
        ? html`<p class="empty">${empty}</p>`
        : html`<div class="table-wrap"><table class="stack">
            <thead><tr>${columns.map((column) => html`<th scope="col"${column.numeric ? html` class="num"` : ""}>${column.label}</th>`)}</tr></thead>
            <tbody>${rows.map((entry) => row(cells(entry)))}</tbody>
          </table></div>`
    }
    ${after ?? ""}
  </section>`;
}

function rate(value: Rate): Html {
  return html`<span class="${value === null ? "rate none" : "rate"}">${formatRate(value)}</span>`;
}

/** "Talk to an Expert: top of service pages" → the button's words, then where it is, smaller. */
function ctaName(label: string): Html {
  const [name, where] = label.split(": ");
  return html`${name}${where ? html`<span class="sub">${where}</span>` : ""}`;
}

export function audiencePage(report: StatsReport, frame: Frame): Html {
  const { totals } = report;
  const card = (label: string, value: string, highlight = false) =>
    html`<div class="${highlight ? "card highlight" : "card"}"><dt>${label}</dt><dd>${value}</dd></div>`;
  const rangeLink = (days: number) =>
    html`<a href="/admin?days=${days}"${days === report.days ? html` aria-current="page"` : ""}>${days} days</a>`;
  const clicked = report.ctas.filter((row) => row.clicks > 0);
  const unclicked = report.ctas.filter((row) => row.clicks === 0);
  const visitsColumns = [
    { label: "Visits", numeric: true },
    { label: "Conversions", numeric: true },
    { label: "Rate", numeric: true },
  ];

  const body = html`
    <div class="page-head">
      <div>
        <p class="eyebrow">Audience</p>
        <h1>Last ${report.days} days</h1>
        <p class="lead">${shortDay(report.from)} – ${shortDay(report.to)}, ${report.to.slice(0, 4)} (UTC days)</p>
      </div>
      <nav class="range" aria-label="Period">${reportRanges.map(rangeLink)}</nav>
    </div>
    <dl class="cards">
      ${card("Visits", number(totals.visits))}
      ${card("Page views", number(totals.pageViews))}
      ${card("Conversions", number(totals.conversions), true)}
      ${card("Conversion rate", formatRate(totals.conversionRate))}
      ${card("Call-to-action clicks", number(totals.ctaClicks))}
      ${card("Strategy popup shown", number(totals.popupsShown))}
    </dl>
    <div class="grid-2">
      <section class="panel">${barChart({
        id: "visits",
        title: "Visits per day",
        unit: "visits",
        tone: "accent",
        points: report.daily.map((day) => ({ day: day.day, value: day.visits })),
      })}</section>
      <section class="panel">${barChart({
        id: "conversions",
        title: "Conversions per day",
        unit: "conversions",
        tone: "warm",
        points: report.daily.map((day) => ({ day: day.day, value: day.conversions })),
      })}</section>
      ${table({
        caption: "Top landing pages",
        hint: "Where visits start, and how many of those visits sent a form.",
        columns: [{ label: "Page" }, ...visitsColumns],
        rows: report.landingPages,
        empty: "No visits in this period.",
        cells: (row) => [row.path, number(row.visits), number(row.conversions), rate(row.conversionRate)],
      })}
      ${table({
        caption: "Sources",
        hint: "The utm source and medium of the landing link, else the site that linked to us.",
        columns: [{ label: "Source" }, ...visitsColumns],
        rows: report.sources,
        empty: "No visits in this period.",
        cells: (row) => [sourceLabel(row), number(row.visits), number(row.conversions), rate(row.conversionRate)],
      })}
      ${table({
        caption: "Campaigns",
        hint: "Visits that landed with a utm campaign.",
        columns: [{ label: "Campaign" }, ...visitsColumns],
        rows: report.campaigns,
        empty: "No visit arrived with a utm campaign in this period.",
        cells: (row) => [row.campaign, number(row.visits), number(row.conversions), rate(row.conversionRate)],
      })}
      ${table({
        caption: "Languages",
        hint: "By the language of the page where the visit started (/de/… is German).",
        columns: [{ label: "Language" }, ...visitsColumns],
        rows: report.languages,
        empty: "",
        cells: (row) => [row.name, number(row.visits), number(row.conversions), rate(row.conversionRate)],
      })}
      ${table({
        caption: "Top pages",
        hint: "Page views, first pages and later pages alike.",
        columns: [{ label: "Page" }, { label: "Views", numeric: true }],
        rows: report.topPages,
        empty: "No page views in this period.",
        cells: (row) => [row.path, number(row.views)],
      })}
      ${table({
        caption: "Conversions per form",
        hint: "Forms sent successfully, each a lead, and calls booked on /book.",
        columns: [{ label: "Form" }, { label: "Sent", numeric: true }],
        rows: report.forms,
        empty: "",
        cells: (row) => [row.label, number(row.conversions)],
      })}
      ${table({
        caption: "Calls to action",
        hint: "Clicks on each button that asks for a conversation, most clicked first, and the calls booked after it (the visit's last click).",
        columns: [{ label: "Button" }, { label: "Clicks", numeric: true }, { label: "Calls booked", numeric: true }],
        rows: clicked,
        empty: "No call to action was clicked in this period.",
        cells: (row) => [ctaName(row.label), number(row.clicks), number(row.bookings)],
        after:
          unclicked.length > 0
            ? html`<details class="unclicked"><summary>${unclicked.length} ${unclicked.length === 1 ? "other was" : "others were"} not clicked</summary>
                <ul>${unclicked.map((row) => html`<li>${ctaName(row.label)}</li>`)}</ul></details>`
            : undefined,
      })}
    </div>
    <p class="note">Counted by the site itself, without cookies and without anything that identifies a visitor:
      a visit is the first page a browser tab opens on the site; a conversion is a form sent or a call booked. Visitors whose
      browser asks not to be tracked (Global Privacy Control, Do Not Track) and bots are not counted.
      The same report: <code>npm run stats -- --days ${report.days}</code>.</p>`;
  return layout({ title: "Audience", section: "audience", frame, body });
}

function deliveryBadge(state: DeliveryState): Html {
  const channel = { email: "E-mail", webhook: "Webhook", salesforce: "Salesforce" }[state.channel];
  if (state.outcome === "matched")
    return html`<span class="delivery delivered">${channel}: matched an existing record ${state.remoteId ?? ""}</span>`;
  if (state.deliveredAt)
    return html`<span class="delivery delivered">${channel}: delivered${state.remoteId ? ` (Lead ${state.remoteId})` : ""}</span>`;
  if (state.failedAt)
    return html`<span class="delivery failed" title="${state.lastError ?? ""}">${channel}: failed — ${state.lastError ?? "refused"}</span>`;
  const tries = `${state.attempts} attempt${state.attempts === 1 ? "" : "s"}`;
  return html`<span class="delivery pending">${channel}: pending${state.attempts > 0 ? `, ${tries}` : ""}</span>`;
}

const item = (label: string, value: string) => html`<div><dt>${label}</dt> <dd>${value}</dd></div>`;

/** "Send again" for a delivery refused for good (sales, owners): a plain form with the CSRF token. */
function resendButton(lead: Lead, state: DeliveryState, csrf: string): Html {
  if (!state.failedAt) return html``;
  return html`<form class="resend" method="post" action="/admin/leads/resend"><input type="hidden" name="csrf" value="${csrf}"><input type="hidden" name="id" value="${lead.id}"><input type="hidden" name="channel" value="${state.channel}"><button class="link-button" type="submit">Send again</button></form>`;
}

function leadCard(lead: Lead, deliveries: DeliveryState[], csrf: string): Html {
  // Every field of its form but the name and address the heading shows, in on-screen order and
  // under the names the form's description gives them: a column's value, or an answer beyond them.
  const answers = answersOf(lead);
  const fields: [string, string | null][] = [
    ...fieldsOf(lead.form)
      .filter((field) => field.column !== "name" && field.column !== "email")
      .map((field): [string, string | null] => [
        field.label,
        field.column ? lead[field.column] : (answers.find((answer) => answer.name === field.name)?.text ?? null),
      ]),
    // The language of the page whose form sent it (docs/decisions/026-languages.md).
    ["Language", lead.language === null ? null : languageName(lead.language)],
  ];
  const found = lead.attribution;
  return html`<article class="panel lead-card" aria-labelledby="lead-${lead.id}">
    <header>
      <h2 id="lead-${lead.id}">${lead.name} <a href="mailto:${lead.email}">${lead.email}</a></h2>
      <div><span class="badge ${lead.form}">${formLabels[lead.form]}</span> ${when(lead.receivedAt)}</div>
    </header>
    ${
      fields.some(([, value]) => value)
        ? html`<dl class="fields">${fields.map(([label, value]) => (value ? html`<dt>${label}</dt><dd>${value}</dd>` : ""))}</dl>`
        : ""
    }
    <div class="found"><strong>How they found us</strong>
      ${
        found
          ? html`<dl>
              ${item("Landing page", found.landingPath ?? "not recorded")}
              ${item("Source", `${sourceOf(found)}${found.utmMedium ? ` / ${found.utmMedium}` : ""}`)}
              ${item("Campaign", found.utmCampaign ?? "none")}
              ${found.utmSource && found.referrerHost ? item("Via", found.referrerHost) : ""}
              ${found.utmTerm ? item("Term", found.utmTerm) : ""}
              ${found.utmContent ? item("Content", found.utmContent) : ""}
            </dl>`
          : html`<p>not recorded</p>`
      }
    </div>
    ${deliveries.length > 0 ? html`<div class="deliveries">${deliveries.map((state) => html`${deliveryBadge(state)}${resendButton(lead, state, csrf)}`)}</div>` : ""}
  </article>`;
}

export function leadsPage(
  { leads, total, deliveries }: { leads: Lead[]; total: number; deliveries: Map<string, DeliveryState[]> },
  frame: Frame,
): Html {
  const body = html`
    <div class="page-head">
      <div>
        <p class="eyebrow">Leads</p>
        <h1>${total === 0 ? "No leads yet" : leads.length < total ? `Newest ${leads.length} of ${number(total)}` : `${number(total)} lead${total === 1 ? "" : "s"}`}</h1>
        <p class="lead">Newest first, with each delivery's state and how the visit found us.</p>
      </div>
      ${total > 0 ? html`<a class="button" href="/admin/leads.csv" download>Download all as CSV</a>` : ""}
    </div>
    ${
      total === 0
        ? html`<section class="panel"><p class="empty">Inquiries sent through the site's three forms appear here.</p></section>`
        : html`<div class="leads">${leads.map((lead) => leadCard(lead, deliveries.get(lead.id) ?? [], frame.viewer?.csrf ?? ""))}</div>`
    }
    <p class="note">The same list: <code>npm run leads -- list</code>; the CSV is <code>npm run leads -- export --format csv</code>.</p>`;
  return layout({ title: "Leads", section: "leads", frame, body });
}
