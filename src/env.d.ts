/// <reference types="astro/client" />

// The site's own client directives (astro.config.ts, src/lib/islands/).
declare module "astro" {
  interface AstroClientDirectives {
    /** When the pre-rendered HTML stops being right by itself (src/lib/islands/on-due.ts). */
    "client:due"?: import("./lib/islands/on-due").Due;
    /** `true`, or the name of a window event that also wakes the island. */
    "client:interaction"?: boolean | string;
    "client:popup"?: boolean;
    /** What the pre-rendered date reads: the island wakes when today no longer starts with it. */
    "client:stale"?: string;
  }
}

export {};
