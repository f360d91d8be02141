import type { ReactNode } from "react";
import type { IconName } from "~/content/icon-names";
import { cn } from "~/lib/cn";
import { Container } from "../ui/container";
import { Icon } from "../ui/icon";

type PageHeroProps = {
  eyebrow: string;
  title: string;
  lead: string;
  icon?: IconName;
  /** Buttons under the lead. */
  children?: ReactNode;
  /** A decorative picture beside the text on wide screens (hidden on phones, where it would only push the text down). */
  media?: ReactNode;
};

/** The top of every inner page: the page's only h1, on the navy brand surface. */
export function PageHero({ eyebrow, title, lead, icon, children, media }: PageHeroProps) {
  return (
    <section className="relative isolate overflow-hidden bg-navy-900 py-16 text-white sm:py-24">
      <HeroBackdrop />
      <Container className={cn(media ? "grid items-center gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]" : null)}>
        <div className="max-w-3xl">
          {icon ? (
            <span className="mb-6 inline-flex size-14 items-center justify-center rounded-2xl bg-accent-600 text-white shadow-lg shadow-accent-600/30">
              <Icon name={icon} className="size-7" />
            </span>
          ) : null}
          <p className="text-sm font-semibold tracking-wider text-accent-300 uppercase">{eyebrow}</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
          <p className="mt-6 text-lg leading-8 text-navy-100">{lead}</p>
          {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
        </div>
        {media ? <div className="hidden lg:block">{media}</div> : null}
      </Container>
    </section>
  );
}

/** A quiet contour-and-dots backdrop, drawn once in SVG (no image request). */
function HeroBackdrop() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className="absolute inset-0 -z-10 h-full w-full"
      preserveAspectRatio="xMidYMid slice"
      viewBox="0 0 1200 500"
    >
      <defs>
        <radialGradient id="hero-glow" cx="85%" cy="15%" r="60%">
          <stop offset="0" stopColor="var(--color-accent-500)" stopOpacity="0.45" />
          <stop offset="1" stopColor="var(--color-navy-900)" stopOpacity="0" />
        </radialGradient>
        <pattern id="hero-dots" width="28" height="28" patternUnits="userSpaceOnUse">
          <circle cx="2" cy="2" r="1.4" fill="white" fillOpacity="0.09" />
        </pattern>
      </defs>
      <rect width="1200" height="500" fill="url(#hero-dots)" />
      <rect width="1200" height="500" fill="url(#hero-glow)" />
      <g fill="none" stroke="white" strokeOpacity="0.08" strokeWidth="1.5">
        <path d="M700 500c60-140 180-220 330-230s170-90 170-170" />
        <path d="M760 500c50-110 150-175 280-185s160-70 160-150" />
        <path d="M820 500c40-80 120-130 230-140s150-50 150-130" />
      </g>
    </svg>
  );
}
