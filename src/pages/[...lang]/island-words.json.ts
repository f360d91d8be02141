import type { APIRoute } from "astro";
import { islandWordLanguages, islandWordsIn } from "~/content/island-words";

// The islands' words per language (src/content/island-words.ts): /de/island-words.json, fetched
// once by a German page's first island as it wakes (src/components/sections/page-words.ts).
export function getStaticPaths() {
  return islandWordLanguages().map((language) => ({ params: { lang: language }, props: { language } }));
}

export const GET: APIRoute<{ language: string }> = ({ props }) =>
  new Response(JSON.stringify(islandWordsIn(props.language)), {
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
