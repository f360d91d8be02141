import type { APIContext } from "astro";
import { categoryLaterPages } from "~/content/hub-pages";
import { chunkResponse } from "~/lib/listing";

// The cards of each category's later pages, which Load More fetches, in every language.
export function getStaticPaths() {
  return categoryLaterPages();
}

export function GET({ props }: APIContext<Awaited<ReturnType<typeof categoryLaterPages>>[number]["props"]>) {
  return chunkResponse(props.listing);
}
