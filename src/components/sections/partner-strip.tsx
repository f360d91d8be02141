import { useId } from "react";
import type { PartnerLogo } from "~/content/pages";
import { Container } from "../ui/container";
import { PartnerMark } from "./partner-mark";

/**
 * The home page's partner logo strip. Each logo is its brand's mark from simple-icons where the
 * package has one, drawn in our navy (not the brand colour) beside the name, or else a PartnerMark
 * wordmark. The visible name is the accessible name, so no logo needs alt text or a link.
 */
export function PartnerStrip({ heading, logos }: { heading: string; logos: PartnerLogo[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="border-y border-line bg-white py-12 sm:py-14">
      <Container>
        <h2
          id={headingId}
          className="text-center text-sm font-semibold tracking-wider text-balance text-ink-600 uppercase"
        >
          {heading}
        </h2>
        <ul className="mt-8 flex flex-wrap items-center justify-center gap-3 sm:gap-4">
          {logos.map((logo) => (
            <li key={logo.name}>
              {logo.mark ? (
                <span className="partner-mark gap-2.5">
                  <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true" focusable="false" fill="currentColor">
                    <path d={logo.mark} />
                  </svg>
                  {logo.name}
                </span>
              ) : (
                <PartnerMark name={logo.name} />
              )}
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
