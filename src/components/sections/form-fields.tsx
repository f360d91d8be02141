import type { ReactNode } from "react";
import { Field } from "~/components/ui/field";
import type { DescribedField, FieldErrors, FieldOf, InquiryForm } from "~/lib/forms";

/** A field's words in the page's language (forms.json `fields.<name>`; a choice's option labels by id). */
export type FieldWords = { label: string; placeholder?: string; hint?: string; options?: Record<string, string> };

type FormFieldsProps<Form extends InquiryForm> = {
  /** The form's description (src/lib/forms/): which fields, in which order, of which kind. */
  definition: Form;
  /** What `useInquiryForm` holds for the fields. */
  state: {
    values: Record<string, unknown>;
    errors: FieldErrors<FieldOf<Form>>;
    setField: (field: never, value: never) => void;
  };
  words: Record<FieldOf<Form>, FieldWords>;
  /** Shown beside the label of a field that may be left empty. */
  optionalLabel: string;
  /** Where a wide field spans both columns: the form's own breakpoint (its card's container query). */
  wideClassName?: string;
  /** What a field says under it beyond its words (the home form's privacy line under the terms box). */
  hints?: Partial<Record<FieldOf<Form>, ReactNode>>;
};

/**
 * A form's fields, rendered from its description through the one `Field`, with the words of
 * forms.json: the form components keep only what is their own (heading, card, button, a hint).
 */
export function FormFields<Form extends InquiryForm>({
  definition,
  state,
  words,
  optionalLabel,
  wideClassName,
  hints,
}: FormFieldsProps<Form>) {
  const described = definition.described as Record<FieldOf<Form>, DescribedField>;
  const setField = state.setField as (field: string, value: string | boolean) => void;
  return definition.fields.map((name: FieldOf<Form>) => {
    const field = described[name];
    const copy = words[name];
    const common = {
      name,
      label: copy.label,
      error: state.errors[name],
      hint: hints?.[name] ?? copy.hint,
      required: field.required !== undefined,
      className: field.wide ? wideClassName : undefined,
    };
    const text = {
      value: String(state.values[name] ?? ""),
      onValueChange: (value: string) => setField(name, value),
      placeholder: copy.placeholder,
      optionalLabel,
    };
    switch (field.kind) {
      case "consent":
        return (
          <Field
            key={name}
            {...common}
            type="checkbox"
            checked={state.values[name] === true}
            onCheckedChange={(checked) => setField(name, checked)}
          />
        );
      case "choice":
        return (
          <Field
            key={name}
            {...common}
            type="select"
            value={text.value}
            onValueChange={text.onValueChange}
            optionalLabel={optionalLabel}
            autoComplete={field.autoComplete}
            prompt={copy.placeholder ?? ""}
            options={(field.options ?? []).map(([id]) => ({ value: id, label: copy.options?.[id] ?? id }))}
          />
        );
      case "textarea":
        return <Field key={name} {...common} {...text} type="textarea" rows={field.rows} />;
      case "email":
        return (
          <Field key={name} {...common} {...text} type="email" autoComplete={field.autoComplete} spellCheck={false} />
        );
      default:
        return <Field key={name} {...common} {...text} autoComplete={field.autoComplete} />;
    }
  });
}
