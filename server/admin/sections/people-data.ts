import { ADDRESS, erasePerson, findPerson, personExport } from "../../inquiries/erasure.ts";
import { erasureSummary } from "../../inquiries/erasure-summary.ts";
import type { AdminSection } from "../kit.ts";
import { messagePage, peopleDataPage } from "../people-pages.ts";

/** A person's data (owners): find, export (JSON), erase; each is a row of the audit trail. */
export const peopleData: AdminSection = {
  id: "people-data",
  label: "A person's data",
  path: "/admin/people-data",
  roles: ["owner"],
  mount(routes, { store, now, frame, viewer, record, eraseSalesforceLead }, guard) {
    routes.get("/people-data", guard, (c) => c.html(peopleDataPage(frame(c)).value));
    routes.post("/people-data", guard, async (c) => {
      const form = await c.req.parseBody();
      const email = String(form.email ?? "").trim();
      if (!ADDRESS.test(email)) {
        return c.html(
          messagePage(frame(c), "Not an address", "Give the e-mail address the person wrote to us from.").value,
          400,
        );
      }
      const data = findPerson(store.database, email);
      const count = `${data.leads.length} leads, ${data.screened.length} screened`;
      if (form.action === "export") {
        record(c, {
          actor: viewer(c).email,
          action: "access.export",
          detail: `${count}: ${data.leads.map((lead) => lead.id).join(" ")}`,
        });
        c.header(
          "Content-Disposition",
          `attachment; filename="personal-data-${new Date(now()).toISOString().slice(0, 10)}.json"`,
        );
        return c.body(`${JSON.stringify(personExport(data, new Date(now())), null, 2)}\n`, 200, {
          "Content-Type": "application/json; charset=utf-8",
        });
      }
      if (form.action === "erase") {
        const done = await erasePerson(store.database, email, { now: new Date(now()), eraseSalesforceLead });
        record(c, {
          actor: viewer(c).email,
          action: "erasure",
          detail: `${done.leads} leads, ${done.screened} screened, ${done.deliveries} deliveries; tombstone ${done.tombstone.slice(0, 16)}`,
        });
        return c.html(peopleDataPage(frame(c), { erased: erasureSummary(done) }).value);
      }
      record(c, {
        actor: viewer(c).email,
        action: "access.find",
        detail: `${count}: ${data.leads.map((lead) => lead.id).join(" ")}`,
      });
      return c.html(peopleDataPage(frame(c), { data }).value);
    });
  },
};
