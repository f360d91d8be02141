import { toCsv } from "../../inquiries/export.ts";
import { allChannels, type Channel } from "../../inquiries/store.ts";
import { type AdminSection, personalDataRoles } from "../kit.ts";
import { leadsPage } from "../pages.ts";
import { messagePage } from "../people-pages.ts";

/** How many leads the page shows; the CSV has them all. */
const LEADS_SHOWN = 100;

/** Leads (owners, sales): each look is in the audit trail, with the leads it showed. */
export const leads: AdminSection = {
  id: "leads",
  label: "Leads",
  path: "/admin/leads",
  roles: personalDataRoles,
  mount(routes, { store, now, frame, viewer, record, onResend }, guard) {
    routes.get("/leads", guard, (c) => {
      const shown = store.listLeads({ limit: LEADS_SHOWN });
      record(c, { actor: viewer(c).email, action: "leads.viewed", detail: shown.map((lead) => lead.id).join(" ") });
      return c.html(
        leadsPage({ leads: shown, total: store.countLeads(), deliveries: store.deliveryStates() }, frame(c)).value,
      );
    });
    routes.get("/leads.csv", guard, (c) => {
      const day = new Date(now()).toISOString().slice(0, 10);
      const all = store.listLeads();
      record(c, { actor: viewer(c).email, action: "leads.csv", detail: all.map((lead) => lead.id).join(" ") });
      c.header("Content-Disposition", `attachment; filename="leads-${day}.csv"`);
      return c.body(toCsv(all), 200, { "Content-Type": "text/csv; charset=utf-8" });
    });
    routes.post("/leads/resend", guard, async (c) => {
      const form = await c.req.parseBody();
      const id = String(form.id ?? "").slice(0, 64);
      const channel = String(form.channel ?? "");
      if (!(allChannels as readonly string[]).includes(channel) || !store.resend(id, channel as Channel, now())) {
        return c.html(messagePage(frame(c), "Not sent again", "No such lead or channel.").value, 404);
      }
      record(c, { actor: viewer(c).email, action: "lead.resend", detail: `${id} on ${channel}` });
      onResend?.();
      return c.redirect("/admin/leads", 303);
    });
  },
};
