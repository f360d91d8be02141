import type { CSSProperties } from "react";
import { ctaMark } from "~/content/calls-to-action";
import type { homeCopy } from "~/content/pages";
import type { Strength } from "~/content/schemas";
import { ButtonLink } from "../ui/button";
import { Icon } from "../ui/icon";
import { Section } from "./section";

/** The first badge sits at 10 o'clock (240° clockwise from 3 o'clock), so reading order runs clockwise from the top left. */
const START_ANGLE = (4 / 3) * Math.PI;

/**
 * Where badge `index` of `count` sits on the ring, as a unit vector in CSS variables. Badges are
 * evenly spaced, so two sit above the mark, two below and one either side; the stylesheet scales
 * the vector by the ring's radii at each breakpoint. On phones the badges are not positioned, so
 * the variables do nothing and the badges flow into a grid.
 */
export function badgePosition(index: number, count: number): CSSProperties {
  const angle = START_ANGLE + (index / count) * 2 * Math.PI;
  return { "--x": Math.cos(angle).toFixed(4), "--y": Math.sin(angle).toFixed(4) } as CSSProperties;
}

/**
 * The home page's Why Choose: six strength badges in a circle around the brand mark on md+ screens,
 * a tidy grid on phones. The ring is an ellipse (wider than tall) because the badges are wider than
 * tall: that keeps neighbours apart while the whole figure still fits a tablet's width.
 */
export function StrengthCircle({ strengths, centre }: { strengths: Strength[]; centre: string }) {
  return (
    <div className="relative mx-auto md:h-[36rem] md:w-[42rem] lg:h-[34rem] lg:w-[56rem]">
      <div aria-hidden="true" className="absolute inset-0 hidden md:block">
        <div className="absolute top-1/2 left-1/2 h-[28rem] w-[30rem] -translate-x-1/2 -translate-y-1/2 rounded-[50%] border-2 border-dashed border-accent-300 lg:h-[26rem] lg:w-[42rem]" />
        <div className="absolute top-1/2 left-1/2 size-60 -translate-x-1/2 -translate-y-1/2 rounded-full bg-accent-100/70" />
        <div className="absolute top-1/2 left-1/2 flex size-40 -translate-x-1/2 -translate-y-1/2 flex-col items-center justify-center gap-2 rounded-full bg-navy-900 text-white shadow-xl ring-8 ring-white">
          <svg viewBox="0 0 40 40" className="size-14" aria-hidden="true" focusable="false">
            <path d="M7 29 16.5 14l5 7.5 3-4.5L33 29Z" className="fill-accent-500" />
            <path d="M16.5 14 20 19.5l-3.5 2.5-3-2Z" className="fill-white" />
            <circle cx="29" cy="11" r="3.5" className="fill-warm-400" />
          </svg>
          <span className="text-base font-bold tracking-tight">{centre}</span>
        </div>
      </div>
      <ul className="grid grid-cols-2 gap-4 md:block">
        {strengths.map((strength, index) => (
          <li key={strength.title} style={badgePosition(index, strengths.length)} className="strength-badge">
            <Icon name={strength.icon} className="strength-icon" />
            <h3 className="strength-title">{strength.title}</h3>
            <p className="mt-1 text-sm leading-5 text-ink-600">{strength.detail}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The Why Choose section — centred heading, the circle, and 'Schedule a Discovery Call'. */
export function WhyChoose({ copy, strengths }: { copy: typeof homeCopy.whyChoose; strengths: Strength[] }) {
  return (
    <Section eyebrow={copy.eyebrow} heading={copy.heading} lead={copy.lead} align="center">
      <StrengthCircle strengths={strengths} centre={copy.centre} />
      <div className="mt-10 flex justify-center sm:mt-12">
        <ButtonLink to={copy.cta.to} variant="primary" size="lg" arrow {...ctaMark("schedule-discovery-call")}>
          {copy.cta.label}
        </ButtonLink>
      </div>
    </Section>
  );
}
