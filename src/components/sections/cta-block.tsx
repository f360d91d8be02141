import type { ReactNode } from "react";
import { Container } from "../ui/container";
import { Glow } from "../ui/glow";

/** The closing call to action that ends most pages (the same few words everywhere: not indexed for search). */
export function CtaBlock({ heading, text, children }: { heading: string; text?: string; children: ReactNode }) {
  return (
    <section className="bg-white py-16 sm:py-20" data-pagefind-ignore="">
      <Container>
        <div className="relative isolate overflow-hidden rounded-3xl bg-navy-900 px-6 py-12 text-center shadow-xl sm:px-12 sm:py-16">
          <Glow className="-top-24 -right-24 size-72 bg-accent-500/30" />
          <Glow className="-bottom-24 -left-24 size-72 bg-warm-400/15" />
          <h2 className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">
            {heading}
          </h2>
          {text ? <p className="mx-auto mt-4 max-w-2xl text-lg leading-8 text-navy-100">{text}</p> : null}
          {/* On a phone the buttons stack at one width, so a long label that wraps still lines up. */}
          <div className="mt-8 flex flex-col gap-3 *:w-full sm:flex-row sm:flex-wrap sm:justify-center sm:*:w-auto">
            {children}
          </div>
        </div>
      </Container>
    </section>
  );
}
