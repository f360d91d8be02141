import { CircleAlert } from "lucide-react";
import { type ComponentProps, type ReactNode, useId } from "react";
import { cn } from "~/lib/cn";

/**
 * The one form field (docs/developers.md "How the code is written"): it ties the label, the control, an optional hint,
 * the error text, `aria-invalid`, `aria-describedby` and the browser's `required` attribute
 * together, so no form can forget one of them.
 *
 * Errors are visible text under the control (danger token plus an icon, never colour alone).
 * They are not live regions: after a failed submit focus moves to the first invalid field, whose
 * description (the error) is read with it, and the form's destructive toast announces the failure.
 */
type BaseProps = {
  /** Form field name; also how the form hook finds the control to focus it. */
  name: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  /** Shown beside the label of a field that may be left empty. */
  optionalLabel?: string;
  /** Classes for the field's wrapper (grid placement). */
  className?: string;
  id?: string;
};

type NativeInput = Omit<
  ComponentProps<"input">,
  "type" | "value" | "checked" | "onChange" | "name" | "required" | "className" | "id" | "children"
>;
type NativeSelect = Omit<
  ComponentProps<"select">,
  "value" | "onChange" | "name" | "required" | "className" | "id" | "children" | "multiple"
>;
type NativeTextarea = Omit<
  ComponentProps<"textarea">,
  "value" | "onChange" | "name" | "required" | "className" | "id" | "children"
>;

type TextProps = BaseProps &
  NativeInput & { type?: "text" | "email"; value: string; onValueChange: (value: string) => void };
type TextareaProps = BaseProps &
  NativeTextarea & { type: "textarea"; value: string; onValueChange: (value: string) => void };
type CheckboxProps = BaseProps &
  NativeInput & { type: "checkbox"; checked: boolean; onCheckedChange: (checked: boolean) => void };
/** One of a few options; `prompt` is the first, empty option ("Choose…"): nothing is picked for the visitor. */
type SelectProps = BaseProps &
  NativeSelect & {
    type: "select";
    value: string;
    onValueChange: (value: string) => void;
    options: readonly { value: string; label: string }[];
    prompt: string;
  };

export type FieldProps = TextProps | TextareaProps | CheckboxProps | SelectProps;

// 44 px tall, 16 px text (no zoom-on-focus on iOS), a border with 3:1 contrast or more (WCAG 1.4.11).
// Focus shows the site-wide 3 px outline from app.css plus an accent border.
const controlClasses = "field-control";
const selectArrow =
  "relative after:pointer-events-none after:absolute after:top-1/2 after:right-3.5 after:size-5 after:-translate-y-1/2 after:bg-current after:text-ink-600 after:[mask:var(--icons)_0_var(--icon-chevron-down)/var(--icons-size)_no-repeat]";

export function Field(props: FieldProps) {
  const autoId = useId();
  const { label, error, hint, required = false, optionalLabel, className, id: idProp, name, ...control } = props;
  const id = idProp ?? `${autoId}-${name}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  const a11y = {
    id,
    name,
    required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
  } as const;

  const hintText = hint ? (
    <p id={hintId} className="text-sm leading-6 text-ink-600">
      {hint}
    </p>
  ) : null;
  const errorText = error ? (
    <p id={errorId} className="flex items-start gap-1.5 text-sm leading-6 font-medium text-danger-700">
      <CircleAlert aria-hidden="true" className="mt-1 size-4 shrink-0" />
      <span>{error}</span>
    </p>
  ) : null;

  if (control.type === "checkbox") {
    const { type: _type, checked, onCheckedChange, ...rest } = control;
    return (
      <div className={cn("grid gap-1.5", className)}>
        <div className="flex items-start gap-3">
          <input
            {...rest}
            {...a11y}
            type="checkbox"
            checked={checked}
            onChange={(event) => onCheckedChange(event.target.checked)}
            className="mt-0.5 size-5 shrink-0 cursor-pointer accent-accent-600 aria-invalid:not-focus-visible:outline-2 aria-invalid:not-focus-visible:outline-offset-1 aria-invalid:not-focus-visible:outline-danger-700"
          />
          {/* The label is part of the target: the box and its text toggle together. */}
          <label htmlFor={id} className="cursor-pointer text-sm leading-6 text-ink-700">
            {label}
          </label>
        </div>
        <div className="grid gap-1.5 pl-8">
          {hintText}
          {errorText}
        </div>
      </div>
    );
  }

  const labelRow = (
    <label htmlFor={id} className="text-sm font-semibold text-ink-900">
      {label}
      {!required && optionalLabel ? (
        <>
          {" "}
          <span className="font-normal text-ink-600">({optionalLabel})</span>
        </>
      ) : null}
    </label>
  );

  if (control.type === "textarea") {
    const { type: _type, value, onValueChange, rows = 5, ...rest } = control;
    return (
      <div className={cn("grid content-start gap-1.5", className)}>
        {labelRow}
        {hintText}
        <textarea
          {...rest}
          {...a11y}
          rows={rows}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          className={cn(controlClasses, "resize-y leading-6")}
        />
        {errorText}
      </div>
    );
  }

  if (control.type === "select") {
    const { type: _type, value, onValueChange, options, prompt, ...rest } = control;
    // A native <select>: the phone's own picker, keyboard and screen-reader support come with it.
    // It is drawn like the text boxes; a <select> cannot hold a pseudo-element, so its wrapper
    // draws the arrow, with the icons' image (app.css) in the hint's colour.
    return (
      <div className={cn("grid content-start gap-1.5", className)}>
        {labelRow}
        {hintText}
        <div className={selectArrow}>
          <select
            {...rest}
            {...a11y}
            value={value}
            onChange={(event) => onValueChange(event.target.value)}
            className={cn(controlClasses, "appearance-none pr-10")}
          >
            <option value="">{prompt}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        {errorText}
      </div>
    );
  }

  const { type = "text", value, onValueChange, ...rest } = control;
  return (
    <div className={cn("grid content-start gap-1.5", className)}>
      {labelRow}
      {hintText}
      <input
        {...rest}
        {...a11y}
        type={type}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        className={controlClasses}
      />
      {errorText}
    </div>
  );
}
