import { Section } from "~/components/sections/section";
import { Steps } from "~/components/sections/steps";
import { referralProgramIn } from "~/content/pages";
import { ProgramPage } from "./program-page";

/** The referral program: its middle section is how referring works, step by step. */
export function ReferralProgramPage({ language }: { language: string }) {
  const program = referralProgramIn(language);
  return (
    <ProgramPage language={language} program={program} mark="sign-up-to-refer">
      <Section heading={program.stepsHeading}>
        <Steps steps={program.steps} />
      </Section>
    </ProgramPage>
  );
}
