import { openPeople, type Role } from "../admin/people.ts";
import type { InquiryStore } from "../inquiries/store.ts";

/**
 * A signed-in person for tests that are about what a role sees, not about passkeys (those are
 * tests/e2e/admin.spec.ts, with Chromium's virtual authenticator): the person and a session row
 * are written as the sign-in would write them. On plain http the cookie has no __Host- prefix.
 */
export function signInAs(
  { store }: { store: InquiryStore },
  role: Role,
  { email = `${role}@summit.example`, at = Date.now() }: { email?: string; at?: number } = {},
) {
  const people = openPeople(store.database);
  const person = people.byEmail(email) ?? people.invite(email, role, at).person;
  const id = people.startSession(person.id, at);
  const csrf = people.session(id, at)?.csrf ?? "";
  return { person, id, csrf, cookie: { name: "summit-admin", value: id }, headers: { Cookie: `summit-admin=${id}` } };
}
