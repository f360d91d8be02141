import type { APIContext } from "astro";
import { hubLaterPages } from "~/content/hub-pages";
import { chunkResponse } from "~/lib/listing";

// The cards of each later page of the Insights Hub, which Load More fetches (/blog/page/2.json,
// /de/blog/page/2.json …).
export function getStaticPaths() {
  return hubLaterPages();
}

export function GET({ props }: APIContext<Awaited<ReturnType<typeof hubLaterPages>>[number]["props"]>) {
  return chunkResponse(props);
}
