import { chainSentence } from "../audit-check.ts";
import type { AdminSection } from "../kit.ts";
import { auditPage } from "../people-pages.ts";

/** The audit trail (owners): the newest rows, and whether the chain holds. */
export const audit: AdminSection = {
  id: "audit",
  label: "Audit",
  path: "/admin/audit",
  roles: ["owner"],
  mount(routes, { audit: trail, chain, frame }, guard) {
    routes.get("/audit", guard, async (c) => {
      const sentence = await chain.check().then(chainSentence, (error) => `The chain could not be checked: ${error}.`);
      return c.html(
        auditPage(frame(c), { rows: trail.list({ limit: 200 }), chain: sentence, pending: trail.pendingFailures() })
          .value,
      );
    });
  },
};
