import type { AdminSection } from "../kit.ts";
import { isRole } from "../people.ts";
import { messagePage, peoplePage } from "../people-pages.ts";

/** The people who may sign in (owners): invite with a role, remove. */
export const people: AdminSection = {
  id: "people",
  label: "People",
  path: "/admin/people",
  roles: ["owner"],
  mount(routes, { people: all, now, frame, viewer, record, originOf, sendInvitation }, guard) {
    const list = () => all.list().map((person) => ({ ...person, passkeys: all.passkeys(person.id).length }));
    routes.get("/people", guard, (c) => c.html(peoplePage(frame(c), { people: list() }).value));
    routes.post("/people/invite", guard, async (c) => {
      const form = await c.req.parseBody();
      const email = String(form.email ?? "").trim();
      const role = String(form.role ?? "");
      if (!isRole(role))
        return c.html(messagePage(frame(c), "Not invited", "Pick a role: owner, sales or marketing.").value, 400);
      let invited: { token: string };
      try {
        invited = all.invite(email, role, now());
      } catch {
        return c.html(messagePage(frame(c), "Not invited", "That is not an e-mail address.").value, 400);
      }
      const link = `${originOf(c)}/admin/enrol/${invited.token}`;
      let mailed = false;
      if (sendInvitation) {
        try {
          await sendInvitation(email, link);
          mailed = true;
        } catch {
          mailed = false;
        }
      }
      record(c, { actor: viewer(c).email, action: "invitation", detail: `${email} as ${role}` });
      return c.html(peoplePage(frame(c), { people: list(), invited: { email, link, mailed } }).value);
    });
    routes.post("/people/remove", guard, async (c) => {
      const id = String((await c.req.parseBody()).id ?? "");
      const person = all.byId(id);
      if (!person) return c.html(messagePage(frame(c), "Not removed", "No such person.").value, 404);
      if (person.role === "owner" && all.list().filter((other) => other.role === "owner").length === 1) {
        return c.html(
          messagePage(frame(c), "Not removed", "That is the last owner: invite another owner first.").value,
          409,
        );
      }
      all.remove(person.id);
      record(c, { actor: viewer(c).email, action: "person.removed", detail: person.email });
      return c.redirect("/admin/people", 303);
    });
  },
};
