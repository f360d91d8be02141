import { type ReactNode, useId } from "react";
import { cn } from "~/lib/cn";
import { Container } from "../ui/container";
import { Glow } from "../ui/glow";

const tones = {
  white: "bg-white",
  muted: "bg-navy-50",
  navy: "bg-navy-900 text-white",
} as const;

type SectionProps = {
  eyebrow?: string;
  heading: string;
  lead?: string;
  tone?: keyof typeof tones;
  align?: "left" | "center";
  /** Anchor target for in-page links. */
  id?: string;
  className?: string;
  children?: ReactNode;
};

/** Every content section follows one rhythm: eyebrow, heading, lead, content. */
export function Section({
  eyebrow,
  heading,
  lead,
  tone = "white",
  align = "left",
  id,
  className,
  children,
}: SectionProps) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className={cn("py-16 sm:py-20", tones[tone], className)}>
      <Container>
        <SectionHeader
          eyebrow={eyebrow}
          heading={heading}
          lead={lead}
          headingId={headingId}
          tone={tone}
          align={align}
          // The gap to the content, on the header: the content's first block keeps any larger top
          // margin of its own (the two collapse), with no wrapper element (ADR 019).
          className={children ? "mb-10 sm:mb-12" : undefined}
        />
        {children}
      </Container>
    </section>
  );
}

export function SectionHeader({
  eyebrow,
  heading,
  lead,
  headingId,
  tone = "white",
  align = "left",
  className,
}: Pick<SectionProps, "eyebrow" | "heading" | "lead" | "tone" | "align" | "className"> & { headingId?: string }) {
  const onNavy = tone === "navy";
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center", className)}>
      {eyebrow ? (
        <p className={cn("section-eyebrow", onNavy ? "text-accent-300" : "text-accent-700")}>{eyebrow}</p>
      ) : null}
      <h2 id={headingId} className={cn("section-heading", onNavy ? "text-white" : "text-navy-900")}>
        {heading}
      </h2>
      {lead ? <p className={cn("section-lead", onNavy ? "text-navy-100" : "text-ink-600")}>{lead}</p> : null}
    </div>
  );
}

/**
 * A home section on the navy surface, lit by soft glows (each a `Glow`'s place, size and colour):
 * the heading and `children` on one side, `aside` (a picture, a form) on the other on wide
 * screens, stacked on phones. `className` sets the two columns.
 */
export function NavySplitSection({
  header,
  glows,
  className,
  aside,
  unsearched,
  children,
}: {
  header: Pick<SectionProps, "eyebrow" | "heading" | "lead">;
  glows: string[];
  className: string;
  aside: ReactNode;
  /** Kept out of the site's search index (Pagefind). */
  unsearched?: boolean;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="relative isolate overflow-hidden bg-navy-900 py-16 sm:py-24"
      data-pagefind-ignore={unsearched ? "" : undefined}
    >
      {glows.map((glow) => (
        <Glow key={glow} className={glow} />
      ))}
      <Container className={className}>
        <div>
          <SectionHeader
            eyebrow={header.eyebrow}
            heading={header.heading}
            lead={header.lead}
            headingId={headingId}
            tone="navy"
          />
          {children}
        </div>
        {aside}
      </Container>
    </section>
  );
}
