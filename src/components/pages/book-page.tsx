import { PageHero } from "~/components/sections/page-hero";
import { Container } from "~/components/ui/container";
import type { Content } from "~/content/files";
import { BOOKING_REGION } from "~/lib/booking-region";

/**
 * /book (docs/decisions/042-booking-calls.md): a pre-rendered shell in the site's own layout. Its
 * region of times is written by the Node server on every request, in place of what this renders
 * there: the way to the contact form, which is what a visitor sees if the page is ever served
 * without the server (the calendars are out of reach, so no time can be offered).
 */
export function BookPage({ words, contact }: { words: Content<"pages/book">; contact: string }) {
  return (
    <>
      <PageHero eyebrow={words.intro.eyebrow} title={words.title} lead={words.intro.lead} />
      {/* Drawn at once: the footer follows it on the first screen (src/styles/brand.css). */}
      <section
        aria-labelledby="booking-times"
        className="bg-navy-50 py-14 sm:py-20"
        data-pagefind-ignore=""
        data-first-screen=""
      >
        <Container className="max-w-4xl">
          <h2 id="booking-times" className="text-2xl font-semibold text-navy-900">
            {words.times.heading}
          </h2>
          <div {...{ [BOOKING_REGION]: "" }} className="mt-6">
            <p className="text-ink-600">{words.times.unavailable}</p>
            <p className="mt-4">
              <a href={contact} className="font-semibold text-accent-700 underline underline-offset-4">
                {words.times.contact}
              </a>
            </p>
          </div>
        </Container>
      </section>
    </>
  );
}
