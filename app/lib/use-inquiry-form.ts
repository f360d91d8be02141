import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { type ToastInput, useToast } from "~/components/ui/toast";
import { formCopy } from "~/content/forms";
import {
  type FieldErrors,
  type FormDefinition,
  firstInvalidField,
  type InquiryFormId,
  type InquirySubmissions,
} from "./forms";
import { submitInquiry } from "./submit-inquiry";

type Copy = { title: string; description: string };

/** The fields of a form that hold text (everything but the home form's checkbox). */
type TextKeys<Values> = { [Key in keyof Values]: Values[Key] extends string ? Key : never }[keyof Values];

type Options<Id extends InquiryFormId, Values, Field extends keyof Values & string> = {
  definition: FormDefinition<Id, Values, Field>;
  /**
   * What the fields hold at first and after a successful submit. The latest value is used for the
   * reset, so the contact subject returns to its prefilled value (spec §4).
   */
  initialValues: Values;
  toasts: { invalid: Copy; success: (data: InquirySubmissions[Id]) => Copy };
  /** Runs after the success toast (the strategy popup closes itself here). */
  onSuccess?: (data: InquirySubmissions[Id]) => void;
};

/**
 * The one state machine behind all three forms (spec §4): idle → invalid (per-field errors, a
 * destructive toast, focus on the first invalid field, everything typed kept) or → submitting
 * ('Submitting...', button disabled) → success toast, fields reset, errors cleared → idle.
 * Editing a field clears that field's error only.
 */
export function useInquiryForm<Id extends InquiryFormId, Values, Field extends keyof Values & string>({
  definition,
  initialValues,
  toasts,
  onSuccess,
}: Options<Id, Values, Field>) {
  const { toast } = useToast();
  const [values, setValues] = useState<Values>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const inFlight = useRef(false);

  const latestInitial = useRef(initialValues);
  useEffect(() => {
    latestInitial.current = initialValues;
  });

  // Focus moves after the errors have rendered, so the field is announced with its message.
  // A fresh object per failed submit re-runs the effect even when the same field is first again.
  const [focusRequest, setFocusRequest] = useState<{ field: Field } | null>(null);
  useEffect(() => {
    if (!focusRequest) return;
    const control = formRef.current?.elements.namedItem(focusRequest.field);
    if (control instanceof HTMLElement) control.focus();
  }, [focusRequest]);

  // Disabling the focused submit button drops keyboard focus to <body> in some browsers; once the
  // button is usable again, put focus back so a keyboard visitor keeps their place.
  const wasSubmitting = useRef(false);
  useEffect(() => {
    if (wasSubmitting.current && !submitting) {
      const active = document.activeElement;
      if (!active || active === document.body) {
        formRef.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
      }
    }
    wasSubmitting.current = submitting;
  }, [submitting]);

  const setField = useCallback(<Key extends Field>(field: Key, value: Values[Key]) => {
    setValues((current) => (current[field] === value ? current : { ...current, [field]: value }));
    setErrors((current) => {
      if (current[field] === undefined) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);

  function show(copy: Copy, variant: ToastInput["variant"]) {
    // Names and addresses are the visitor's own text and may be one long unbroken string.
    toast({ ...copy, variant, className: "wrap-anywhere" });
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const result = definition.validate(values);
    if (!result.success) {
      setErrors(result.errors);
      show(toasts.invalid, "destructive");
      const field = firstInvalidField(result.errors, definition.fields);
      if (field) setFocusRequest({ field });
      return;
    }

    setErrors({});
    inFlight.current = true;
    setSubmitting(true);
    try {
      await submitInquiry(definition.id, result.data);
    } catch {
      // Not reachable while submissions are simulated; a real endpoint may fail. Keep the values.
      inFlight.current = false;
      setSubmitting(false);
      show(formCopy.sendFailed, "destructive");
      return;
    }
    inFlight.current = false;
    setSubmitting(false);
    setValues(latestInitial.current);
    setErrors({});
    show(toasts.success(result.data), "success");
    onSuccess?.(result.data);
  }

  /** Props that wire a text, e-mail or textarea `Field` to one text field of this form. */
  function textField<Key extends Field & TextKeys<Values>>(field: Key) {
    return {
      name: field,
      // TextKeys guarantees a string; TypeScript cannot see it through the generic index.
      value: values[field] as string,
      error: errors[field],
      onValueChange: (value: string) => setField(field, value as Values[Key]),
    };
  }

  return { values, errors, submitting, setField, textField, handleSubmit, formRef };
}
