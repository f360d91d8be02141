import data from "./data/site/site.json" with { type: "json" };
import type { Content, SingletonName } from "./files";

/**
 * The one site configuration (docs/requirements.md "The site configuration"), kept in
 * src/content/data/site/site.json: the owner changes the brand, contact details and social profiles
 * there and every page follows. It is also where every data file is read (`readFile`), since
 * reading one fills in these details.
 */
export type Site = Content<"site/site">;
/** Read as it is, not through `readFile`: it is where `{site.…}` comes from (it names no token). */
export const site = data as Site;

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
 * The one typed reader of a data file (docs/decisions/020-one-description.md): the record, typed by
 * the file's description (named as the type argument), with `{site.name}`, `{site.email}`… filled in
 * from site.json in every string, so the words follow it. read.ts's `page("about")`, `list("jobs")`
 * and `shared("forms")` pass it the record their description has checked; an island passes the one
 * file it imports (`readFile<"site/forms">(forms)`), so its bundle holds that file and this module,
 * not every file, nor zod and the descriptions (the build has checked the file).
 */
export function readFile<Value>(value: Value): Value;
export function readFile<Name extends SingletonName>(record: unknown): Content<Name>;
export function readFile(value: unknown): unknown {
  if (typeof value === "string") {
    return value.replace(/\{site\.(\w+)\}/g, (token, key: string) => {
      const filled = siteTokens[key];
      if (filled === undefined) throw new Error(`Unknown ${token} in "${value}"`);
      return filled;
    });
  }
  if (Array.isArray(value)) return value.map(readFile);
  if (value !== null && typeof value === "object") {
    // A key the schema read as absent (an empty choice in the editor) is left out, as if never written.
    const entries = Object.entries(value).filter(([, child]) => child !== undefined);
    return Object.fromEntries(entries.map(([key, child]) => [key, readFile(child)]));
  }
  return value;
}
