/**
 * The one site configuration module (decisions.md 11): the owner changes the brand, contact
 * details and social profiles here and every page follows.
 */
export const site = {
  name: "Summit Cloud Consulting",
  shortName: "Summit Cloud",
  tagline: "Salesforce, data, AI and DevOps consulting",
  origin: "https://www.example.com",
  email: "hello@example.com",
  privacyEmail: "privacy@example.com",
  phone: "+1 (555) 010-0142",
  address: {
    street: "100 Market Street, Suite 400",
    locality: "San Francisco",
    region: "CA",
    postalCode: "94105",
    country: "US",
  },
  blurb:
    "Summit Cloud Consulting helps companies, public agencies, schools and nonprofits get more from Salesforce, their data and AI — with senior consultants who design, build and run the platforms their teams rely on.",
  social: [
    { name: "LinkedIn", href: "https://www.linkedin.com/company/example" },
    { name: "Twitter", href: "https://twitter.com/example" },
    { name: "Facebook", href: "https://www.facebook.com/example" },
    { name: "YouTube", href: "https://www.youtube.com/@example" },
  ],
} as const;

/** "100 Market Street, Suite 400, San Francisco, CA 94105" */
export function formatAddress(address = site.address): string {
  return `${address.street}, ${address.locality}, ${address.region} ${address.postalCode}`;
}

/** `tel:` links need the digits only. */
export function phoneHref(phone: string = site.phone): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

export type SocialName = (typeof site.social)[number]["name"];
