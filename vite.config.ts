import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { buildDefine } from "./app/lib/build-define.ts";

export default defineConfig({
  define: buildDefine,
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  // Fewer, larger client chunks (docs/performance.md "LCP"). Left to itself Rolldown cut the app
  // into ~25 tiny shared chunks, each a <link rel="modulepreload"> in every page's <head>; under
  // Lighthouse's simulated slow 4G those requests queue in front of the first paint. Two groups:
  // the framework (React, React DOM, React Router), and app code that two or more route modules
  // import statically. Route modules stay one chunk per route, and lazy chunks (the strategy
  // dialog) stay lazy ("$initial" only takes statically imported modules).
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/,
                  priority: 2,
                },
                {
                  name: "ui",
                  test: /[\\/]app[\\/](components|lib|content)[\\/]|[\\/]node_modules[\\/](lucide-react|radix-ui|@radix-ui)[\\/]/,
                  tags: ["$initial"],
                  minShareCount: 2,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
    },
  },
});
