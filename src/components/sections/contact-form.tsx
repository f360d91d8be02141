import { useEffect } from "react";
import { pageWords } from "~/components/sections/page-words";
import { useInquiryForm } from "~/components/sections/use-inquiry-form";
import { ctaMark } from "~/content/calls-to-action";
import { type FormsFile, formsCopyOf } from "~/content/forms";
import { defaultLanguage } from "~/content/languages";
import { localizedPath, paths } from "~/content/paths";
import { contactForm, subjectFromQuery } from "~/lib/forms";
import { useHydrated } from "~/lib/use-hydrated";
import { FormCard } from "./form-card";
import { FormFields } from "./form-fields";
import { PrivacyLine } from "./privacy-line";
import { SubmitButton } from "./submit-button";

/**
 * The contact page's form (docs/requirements.md "Forms and their messages"). `initialSubject`
 * comes from the link that brought the visitor here; it fills the subject field and is what the
 * field returns to after a successful submit. It is rendered only as the input's value, never as
 * markup.
 */
export function ContactForm({
  initialSubject: given,
  language,
  words = pageWords(language)?.forms,
  privacyHref = pageWords(language)?.privacyHref,
}: {
  initialSubject?: string;
  /** The page's language: another than the default brings its words (components/sections/page-words.ts). */
  language?: string;
  /** The forms' words in the page's language (a translation of forms.json); English without. */
  words?: FormsFile;
  /** The privacy page in the page's language: an island is rendered outside it. */
  privacyHref?: string;
}) {
  const { contactFormCopy: copy, formCopy } = formsCopyOf(words);
  // The subject comes from ?subject=, else ?service=. The pre-rendered page has no query,
  // so the island reads it once hydrated; its first render then matches the static markup.
  const hydrated = useHydrated();
  const initialSubject = given ?? (hydrated ? subjectFromQuery(new URLSearchParams(window.location.search)) : "");
  const form = useInquiryForm({
    definition: contactForm,
    initialValues: { ...contactForm.empty, subject: initialSubject },
    toasts: copy.toasts,
    shared: formCopy,
  });
  const { submitting, setField, offer } = form;
  const pick = formCopy.pickTime;

  // Only a subject from the URL is set: a submit replayed as the island wakes may already have
  // marked the empty field, and setting it again would clear that message.
  useEffect(() => {
    if (initialSubject) setField("subject", initialSubject);
  }, [initialSubject, setField]);

  return (
    <FormCard
      heading={copy.heading}
      lead={copy.lead}
      headingLevel={2}
      form={form}
      honeypotLabel={formCopy.honeypotLabel}
      className="border border-line shadow-sm"
      formClassName="@xl:grid-cols-2"
    >
      <FormFields
        definition={contactForm}
        state={form}
        words={copy.fields}
        optionalLabel={formCopy.optional}
        wideClassName="@xl:col-span-2"
      />
      <div className="@xl:col-span-2">
        <SubmitButton submitting={submitting} label={copy.submit} submittingLabel={formCopy.submitting} />
      </div>
      {/* After the button, as in the popup: the fields lead straight to it, by eye and by Tab. */}
      <p className="-mt-2 text-sm leading-6 text-ink-600 @xl:col-span-2">
        <PrivacyLine words={formCopy.privacy} href={privacyHref} />
      </p>
      {/*
        A way to book a call without the form, that needs no script. Once the form is sent (where
        calls can be booked) it becomes the offer to pick a time for that message, which stays
        after the toast has gone; the toast has already announced it, so it is not a live region.
      */}
      {offer ? (
        <p className="rounded-xl border border-accent-700/30 bg-accent-50 p-4 text-sm leading-6 text-ink-900 @xl:col-span-2">
          {pick.offer}{" "}
          <a
            href={offer}
            className="font-semibold text-accent-700 underline underline-offset-4"
            {...ctaMark("pick-a-time")}
          >
            {pick.action}
          </a>
        </p>
      ) : (
        <p className="text-sm leading-6 text-ink-600 @xl:col-span-2">
          {pick.direct}{" "}
          <a
            href={localizedPath(paths.book, language ?? defaultLanguage.code)}
            className="font-semibold text-accent-700 underline underline-offset-4"
            {...ctaMark("book-from-contact")}
          >
            {pick.directLink}
          </a>
        </p>
      )}
    </FormCard>
  );
}
