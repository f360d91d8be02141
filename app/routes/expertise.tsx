import { data } from "react-router";
import { ExpertisePageView } from "~/components/sections/expertise-page";
import { findExpertiseEntry } from "~/content/expertise";
import { requestPath } from "~/lib/paths";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/expertise";

// Runs at build time only (every route is pre-rendered): the page's record travels in its HTML,
// and the records of the other 23 pages never reach the browser's JavaScript.
export function loader({ request }: Route.LoaderArgs) {
  const entry = findExpertiseEntry(requestPath(request));
  if (!entry) throw data("Not Found", { status: 404 });
  return entry;
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { page, path, parent } = loaderData;
  return pageMeta({ title: page.title, description: page.description, path, breadcrumbs: [parent] });
}

export default function Expertise({ loaderData }: Route.ComponentProps) {
  return <ExpertisePageView page={loaderData.page} family={loaderData.family} />;
}
