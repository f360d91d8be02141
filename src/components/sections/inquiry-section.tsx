import type { ReactNode } from "react";
import type { homeCopy } from "~/content/pages";
import { NavySplitSection } from "./section";

type Props = {
  copy: typeof homeCopy.inquiry;
  stats: { value: string; label: string }[];
  /** The home inquiry form (a white card), passed in so this section does not own the form's logic. */
  form: ReactNode;
};

/**
 * The home page's last section: the 'Trust … Navigate and Conquer Your Digital Frontier'
 * heading, the four stat tiles and the inquiry form — copy and stats on the left, the form on
 * the right on desktop; stacked on smaller screens.
 */
export function InquirySection({ copy, stats, form }: Props) {
  return (
    <NavySplitSection
      header={copy}
      glows={["-top-40 -left-32 size-[30rem] bg-accent-500/20"]}
      className="grid gap-12 lg:grid-cols-[1fr_1.05fr] lg:items-start lg:gap-16"
      aside={form}
      unsearched
    >
      <dl className="mt-10 grid grid-cols-2 gap-4">
        {stats.map((stat) => (
          <div key={stat.label} className="stat-tile">
            <dt className="mt-1 text-sm font-medium text-navy-100">{stat.label}</dt>
            <dd className="text-3xl font-bold tracking-tight text-warm-400 sm:text-4xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </NavySplitSection>
  );
}
