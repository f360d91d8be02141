import { useInquiryForm } from "~/components/sections/use-inquiry-form";
import { Honeypot } from "~/components/ui/honeypot";
import { type FormsFile, formsCopyOf } from "~/content/forms";
import { strategyForm } from "~/lib/forms";
import { FormFields } from "./form-fields";
import { SubmitButton } from "./submit-button";

/**
 * The strategy-call form (docs/requirements.md "The strategy-call popup"). The popup owns its title and
 * dialog; this is only the form. `onSuccess` runs after the success toast, so the popup can close
 * and set its session flag.
 */
export function StrategyForm({ onSuccess, words }: { onSuccess: () => void; words?: FormsFile }) {
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
      <Honeypot label={formCopy.honeypotLabel} />
    </form>
  );
}
