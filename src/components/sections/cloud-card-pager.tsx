import { useId } from "react";
import type { LinkCardData } from "~/content/home-index";
import { LinkCard } from "./link-card";

export type CloudPage = { label: string; status: string; cards: LinkCardData[] };

/**
 * The home page's clouds: six cloud cards, three per page, two pages with page dots. Every card
 * is in the pre-rendered HTML (so each cloud page is linked without JavaScript); the other page is
 * `hidden`. Showing a page replays the cards' 0.1 s rise stagger, and a polite status line tells
 * screen-reader users which cards are now shown. On small screens a page's three cards stack.
 * This renders the first page; `enhancePager` (src/lib/widgets.ts), inlined by the home page,
 * turns the pages, so the first tap answers at once on a slow phone.
 */
export function CloudCardPager({ pages, more, label }: { pages: CloudPage[]; more: string; label: string }) {
  const current = 0;
  const id = useId();
  return (
    <div data-pager>
      {pages.map((page, pageIndex) => (
        <ul
          key={page.label}
          id={`${id}-${pageIndex}`}
          data-status={page.status}
          hidden={pageIndex !== current}
          className="grid gap-6 md:grid-cols-3"
        >
          {page.cards.map((card, index) => (
            <li key={card.to} className="rise" style={{ animationDelay: `${index * 100}ms` }}>
              <LinkCard card={card} more={more} />
            </li>
          ))}
        </ul>
      ))}
      <div className="mt-10 flex justify-center">
        <ul aria-label={label} className="flex items-center gap-2">
          {pages.map((page, pageIndex) => {
            const active = pageIndex === current;
            return (
              <li key={page.label}>
                <button
                  type="button"
                  aria-label={page.label}
                  aria-controls={`${id}-${pageIndex}`}
                  aria-current={active ? "true" : undefined}
                  className="group dot-button"
                >
                  <span aria-hidden="true" className="pager-dot" />
                </button>
              </li>
            );
          })}
        </ul>
      </div>
      <p role="status" className="sr-only">
        {pages[current]?.status}
      </p>
    </div>
  );
}
