import type { AdminSection } from "./kit.ts";
import type { Role } from "./people.ts";
import { previews } from "./previews.ts";
import { audit } from "./sections/audit.ts";
import { bookings } from "./sections/bookings.ts";
import { leads } from "./sections/leads.ts";
import { people } from "./sections/people.ts";
import { peopleData } from "./sections/people-data.ts";
import { audience, speed } from "./sections/reports.ts";
import { scheduled } from "./sections/scheduled.ts";

/**
 * The admin's sections, in the order of their tabs: each one's path, the roles that may open it
 * and the module that mounts its routes (docs/decisions/025-people-passkeys-and-erasure.md).
 * This one list drives the permission check on every route, the tabs a person sees and the 403
 * page's way home. A new page for a role is its entry here and its module in sections/.
 */
const account: AdminSection = {
  id: "account",
  label: "Your passkeys",
  path: "/admin/account",
  roles: ["owner", "sales", "marketing"],
  // Its routes are the passkey ceremony's own (adding and removing one's passkeys), which share
  // the sign-in's challenges and checks: index.ts mounts them beside the sign-in.
  mount: () => {},
};

export const adminSections: readonly AdminSection[] = [
  audience,
  leads,
  bookings,
  speed,
  scheduled,
  previews,
  people,
  peopleData,
  audit,
  account,
];

/** The sections a role may open, in tab order. */
export function sectionsOf(role: Role): readonly AdminSection[] {
  return adminSections.filter((section) => section.roles.includes(role));
}

/** Where a person lands after signing in, and where the 403 page sends them: their first tab. */
export function homeOf(role: Role): string {
  return sectionsOf(role)[0]?.path ?? "/admin/account";
}
