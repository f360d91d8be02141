import data from "./data/site/site.json" with { type: "json" };
import type { Site } from "./schemas";

/**
 * The one site configuration (decisions.md 11), kept in src/content/data/site/site.json: the owner
 * changes the brand, contact details and social profiles there and every page follows.
 */
export const site: Site = data as Site;

/** "100 Market Street, Suite 400, San Francisco, CA 94105" */
export function formatAddress(address = site.address): string {
  return `${address.street}, ${address.locality}, ${address.region} ${address.postalCode}`;
}

/** `tel:` links need the digits only. */
export function phoneHref(phone: string = site.phone): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

export type SocialName = Site["social"][number]["name"];

const siteTokens: Record<string, string> = {
  name: site.name,
  shortName: site.shortName,
  email: site.email,
  privacyEmail: site.privacyEmail,
  phone: site.phone,
  address: formatAddress(),
};

/**
 * The words in the data files name the company and its contact details as `{site.name}`,
 * `{site.email}`… so they follow site.json. This fills them in, in every string of a value.
 */
export function withSite<Value>(value: Value): Value {
  if (typeof value === "string") {
    return value.replace(/\{site\.(\w+)\}/g, (token, key: string) => {
      const filled = siteTokens[key];
      if (filled === undefined) throw new Error(`Unknown ${token} in "${value}"`);
      return filled;
    }) as Value;
  }
  if (Array.isArray(value)) return value.map(withSite) as Value;
  if (value !== null && typeof value === "object") {
    // A key the schema read as absent (an empty choice in the editor) is left out, as if never written.
    const entries = Object.entries(value).filter(([, child]) => child !== undefined);
    return Object.fromEntries(entries.map(([key, child]) => [key, withSite(child)])) as Value;
  }
  return value;
}
