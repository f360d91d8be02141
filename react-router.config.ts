import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/lib/paths";

// Every page is static HTML at build time and hydrates into an SPA (decisions.md "Stack").
// "/404" renders the catch-all route; scripts/postbuild.ts moves it to 404.html.
export default {
  ssr: false,
  prerender: [...prerenderPaths(), "/404"],
} satisfies Config;
