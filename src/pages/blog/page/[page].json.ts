import type { APIContext } from "astro";
import { type ArticleCard, articleCards } from "~/content/article-index";
import { articleRecords } from "~/content/collections";
import { chunkResponse, type ListingPage, laterPages } from "~/lib/listing";
import { paths } from "~/lib/paths";

// The cards of each later page of the Insights Hub, which Load More fetches (/blog/page/2.json …).
export async function getStaticPaths() {
  return laterPages(paths.blog, articleCards(await articleRecords()));
}

export function GET({ props }: APIContext) {
  return chunkResponse(props as ListingPage<ArticleCard>);
}
