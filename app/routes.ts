import { type RouteConfig, route } from "@react-router/dev/routes";
import { routeEntries } from "./lib/paths";

// Every route is listed explicitly from lib/paths.ts (no `:slug` params): an unknown URL can then
// only match the catch-all, so the 404 page never hydrates into a family template.
export default [
  ...routeEntries().map(({ path, file, id }) => route(path, file, { id })),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
