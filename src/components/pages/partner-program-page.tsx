import { CardGrid, FeatureCard } from "~/components/sections/feature-card";
import { Section } from "~/components/sections/section";
import { partnerProgramIn } from "~/content/pages";
import { ProgramPage } from "./program-page";

/** The partner program: its middle section is who it is for. */
export function PartnerProgramPage({ language }: { language: string }) {
  const program = partnerProgramIn(language);
  return (
    <ProgramPage language={language} program={program} mark="apply-to-partner-program">
      <Section heading={program.whoHeading}>
        <CardGrid columns={program.who.length === 4 ? 4 : 3}>
          {program.who.map((item) => (
            <FeatureCard key={item.title} icon={item.icon} title={item.title}>
              {item.description}
            </FeatureCard>
          ))}
        </CardGrid>
      </Section>
    </ProgramPage>
  );
}
