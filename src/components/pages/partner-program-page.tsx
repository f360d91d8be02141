import { CardGrid, FeatureCard } from "~/components/sections/feature-card";
import { Section } from "~/components/sections/section";
import type { Content } from "~/content/files";
import { type ProgramMark, ProgramPage } from "./program-page";

/**
 * A program whose middle section is who it is for: the partner program, and any program whose file
 * has the partner program's description (src/content/files.ts). Its route gives it its words and
 * the mark its call to action is counted by.
 */
export function PartnerProgramPage({
  language,
  program,
  mark,
}: {
  language: string;
  program: Content<"pages/partner-program">;
  mark: ProgramMark;
}) {
  return (
    <ProgramPage language={language} program={program} mark={mark}>
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
