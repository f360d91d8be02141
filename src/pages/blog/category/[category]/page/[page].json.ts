import type { APIContext } from "astro";
import { categoryListings } from "~/content/article-index";
import { articleRecords } from "~/content/collections";
import { chunkResponse } from "~/lib/listing";

// The cards of each category's later pages, which Load More fetches.
export async function getStaticPaths() {
  return categoryListings(await articleRecords())
    .filter(({ listing }) => listing.position.page > 1)
    .map(({ category, listing }) => ({
      params: { category: category.slug, page: String(listing.position.page) },
      props: { listing },
    }));
}

export function GET({ props }: APIContext) {
  return chunkResponse((props as { listing: Parameters<typeof chunkResponse>[0] }).listing);
}
