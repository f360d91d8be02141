import { ctaMark } from "~/content/calls-to-action";
import type { homeCopy } from "~/content/pages";
import { ButtonLink } from "../ui/button";
import { Illustration } from "../ui/illustration";
import { NavySplitSection } from "./section";

/**
 * The home page's Agentforce promo (docs/requirements.md "The home page"). 'Explore Agentforce'
 * leads to the service page and 'Request Demo' to the contact form with its subject prefilled.
 */
export function AgentforcePromo({ copy }: { copy: typeof homeCopy.agentforce }) {
  return (
    <NavySplitSection
      header={copy}
      glows={["-top-32 -right-24 size-[28rem] bg-accent-500/25", "-bottom-32 -left-24 size-96 bg-warm-400/10"]}
      className="grid items-center gap-12 lg:grid-cols-2"
      aside={
        <div className="relative">
          <div
            aria-hidden="true"
            className="absolute -inset-4 -z-10 rounded-[2rem] bg-gradient-to-tr from-accent-600/40 to-warm-400/20 blur-2xl"
          />
          <Illustration image={copy.image} className="rounded-3xl shadow-2xl ring-1 ring-white/15" />
        </div>
      }
    >
      <ul className="mt-8 space-y-3">
        {copy.highlights.map((highlight) => (
          <li
            key={highlight}
            className="icon-before flex gap-3 text-base text-navy-100 [--icon-colour:var(--color-warm-400)] [--icon:var(--icon-circle-check)] before:mt-0.5"
          >
            {highlight}
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <ButtonLink to={copy.explore.to} variant="warm" size="lg" arrow {...ctaMark("explore-agentforce")}>
          {copy.explore.label}
        </ButtonLink>
        <ButtonLink to={copy.demo.to} variant="ghost" size="lg" {...ctaMark("request-demo")}>
          {copy.demo.label}
        </ButtonLink>
      </div>
    </NavySplitSection>
  );
}
