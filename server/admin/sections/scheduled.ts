import { join } from "node:path";
import { asWritten, inUtc, readSchedule, type ScheduledRecord } from "../../schedule.ts";
import { type Html, html } from "../html.ts";
import type { AdminSection } from "../kit.ts";
import { type Frame, layout } from "../pages.ts";

/**
 * What the live site leaves out until a later moment (owners, marketing; ADR 043): each article or
 * case study with a `publishAt` still ahead when the running build was made, soonest first, in
 * UTC and as its author wrote it. It reads the running build's schedule.json, beside its pages.
 */
export const scheduled: AdminSection = {
  id: "scheduled",
  label: "Scheduled",
  path: "/admin/scheduled",
  roles: ["owner", "marketing"],
  mount(routes, { frame, root, now }, guard) {
    routes.get("/scheduled", guard, (c) =>
      c.html(scheduledPage(readSchedule(join(root, "..")) ?? [], now(), frame(c)).value),
    );
  },
};

function row(record: ScheduledRecord, at: number): Html {
  const passed = Date.parse(record.publishAt) <= at;
  return html`<tr>
    <td class="name">${record.title}<span class="sub">${record.kind}, ${record.language}: ${record.path}</span></td>
    <td class="name"><time datetime="${new Date(Date.parse(record.publishAt)).toISOString()}">${inUtc(record.publishAt)}</time><span class="sub">${asWritten(record.publishAt)} as written${passed ? ", due: the site rebuilds within 5 minutes" : ""}</span></td>
  </tr>`;
}

export function scheduledPage(records: ScheduledRecord[], at: number, frame: Frame): Html {
  const body = html`
    <div class="page-head">
      <div>
        <p class="eyebrow">Scheduled</p>
        <h1>${records.length === 0 ? "Nothing scheduled" : `${records.length} waiting to be published`}</h1>
        <p class="lead">Articles and case studies with a "Publish at" moment still ahead. Each appears on the site by itself at its moment, within 5 minutes.</p>
      </div>
    </div>
    <section class="panel" aria-label="Scheduled">
      ${
        records.length === 0
          ? html`<p class="empty">To schedule an article or case study, give it a "Publish at" moment in the editor.</p>`
          : html`<div class="table-wrap"><table class="stack">
              <thead><tr><th scope="col">What</th><th scope="col">When (UTC)</th></tr></thead>
              <tbody>${records.map((record) => row(record, at))}</tbody>
            </table></div>`
      }
    </section>
    <p class="note">The same list: <code>sudo deploy/install.sh --status</code>.</p>`;
  return layout({ title: "Scheduled", section: "scheduled", frame, body });
}
