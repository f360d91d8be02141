/** Tells search-entry.ts, once loaded, that open-search.ts has marked another panel for it. */
export const CONNECT_EVENT = "site-search:connect";
