import { pageWords } from "~/components/sections/page-words";
import { useInquiryForm } from "~/components/sections/use-inquiry-form";
import { type FormsFile, formsCopyOf } from "~/content/forms";
import { homeInquiryForm } from "~/lib/forms";
import { FormCard } from "./form-card";
import { FormFields } from "./form-fields";
import { PrivacyLine } from "./privacy-line";
import { SubmitButton } from "./submit-button";

/**
 * The home page's inquiry form (docs/requirements.md "Forms and their messages"), as a white card
 * that reads well on the navy inquiry section or on white. It lays itself out by its own width
 * (container query), not the viewport's, because it sits in half of a two-column section on wide
 * screens.
 */
export function HomeInquiryForm({
  language,
  words = pageWords(language)?.forms,
  privacyHref = pageWords(language)?.privacyHref,
}: {
  /** The page's language: another than the default brings its words (components/sections/page-words.ts). */
  language?: string;
  /** The forms' words in the page's language (a translation of forms.json); English without. */
  words?: FormsFile;
  /** The privacy page in the page's language: an island is rendered outside it. */
  privacyHref?: string;
}) {
  const { homeInquiryCopy: copy, formCopy } = formsCopyOf(words);
  const form = useInquiryForm({
    definition: homeInquiryForm,
    initialValues: homeInquiryForm.empty,
    toasts: copy.toasts,
    shared: formCopy,
  });
  const { submitting } = form;

  return (
    <FormCard
      heading={copy.heading}
      lead={copy.lead}
      headingLevel={3}
      form={form}
      honeypotLabel={formCopy.honeypotLabel}
      className="shadow-xl ring-1 ring-navy-900/10"
      formClassName="@lg:grid-cols-2"
    >
      <FormFields
        definition={homeInquiryForm}
        state={form}
        words={copy.fields}
        optionalLabel={formCopy.optional}
        wideClassName="@lg:col-span-2"
        hints={{
          // Outside the label, so the checkbox's name stays the agreement itself and clicking the
          // link never toggles the box. It is read as the checkbox's description.
          consent: <PrivacyLine words={formCopy.privacy} href={privacyHref} />,
        }}
      />
      <SubmitButton
        submitting={submitting}
        label={copy.submit}
        submittingLabel={formCopy.submitting}
        className="@lg:col-span-2 sm:w-full"
      />
    </FormCard>
  );
}
