import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { buildDefine } from "./app/lib/build-define.ts";

export default defineConfig({
  define: buildDefine,
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
});
