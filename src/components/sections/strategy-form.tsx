import { useInquiryForm } from "~/components/sections/use-inquiry-form";
import { Honeypot } from "~/components/ui/honeypot";
import { type FormsFile, formsCopyOf } from "~/content/forms";
import { strategyForm } from "~/lib/forms";
import { FormFields } from "./form-fields";
import { PrivacyLine } from "./privacy-line";
import { SubmitButton } from "./submit-button";

/**
 * The strategy-call form (docs/requirements.md "The strategy-call popup"). The popup owns its title and
 * dialog; this is only the form. `onSuccess` runs after the success toast, so the popup can close
 * and set its session flag.
 */
export function StrategyForm({
  onSuccess,
  words,
  privacyHref,
}: {
  onSuccess: () => void;
  words?: FormsFile;
  /** The privacy page in the page's language: an island is rendered outside it. */
  privacyHref?: string;
}) {
  const { strategyFormCopy: copy, formCopy } = formsCopyOf(words);
  const form = useInquiryForm({
    definition: strategyForm,
    initialValues: strategyForm.empty,
    toasts: copy.toasts,
    shared: formCopy,
    onSuccess,
  });
  const { submitting, handleSubmit, formRef } = form;

  return (
    // noValidate: the required messages show instead of the browser's bubbles; inputs keep `required`.
    <form ref={formRef} noValidate aria-busy={submitting} onSubmit={handleSubmit} className="grid gap-5">
      <FormFields definition={strategyForm} state={form} words={copy.fields} optionalLabel={formCopy.optional} />
      <SubmitButton
        submitting={submitting}
        label={copy.submit}
        submittingLabel={formCopy.submitting}
        className="sm:w-full"
      />
      {/* After the button, so a phone still shows the button when the popup opens. */}
      <p className="-mt-2 text-sm leading-6 text-ink-600">
        <PrivacyLine words={formCopy.privacy} href={privacyHref} />
      </p>
      <Honeypot label={formCopy.honeypotLabel} />
    </form>
  );
}
