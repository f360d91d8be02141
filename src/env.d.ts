/// <reference types="astro/client" />

// The site's own client directives (astro.config.ts, src/lib/islands/).
declare module "astro" {
  interface AstroClientDirectives {
    "client:afterload"?: boolean;
    "client:interaction"?: boolean;
  }
}

export {};
