import type { ComponentProps } from "react";
import { Link } from "~/components/ui/link";
import { cn } from "~/lib/cn";

// Each variant and size is one class of app.css (ADR 022: buttons repeat on every page).
const variants = {
  primary: "btn-primary",
  secondary: "btn-secondary",
  warm: "btn-warm",
  ghost: "btn-ghost",
} as const;

const sizes = {
  md: "btn-md",
  lg: "btn-lg",
} as const;

export type ButtonVariant = keyof typeof variants;

export function buttonClasses(variant: ButtonVariant = "primary", size: keyof typeof sizes = "md") {
  return cn(
    // inline-flex, centred, gap-2, rounded-lg, semibold, colour transition, dimmed when disabled (app.css)
    "btn",
    variants[variant],
    sizes[size],
  );
}

type Variants = { variant?: ButtonVariant; size?: keyof typeof sizes };

export function Button({ variant, size, className, type = "button", ...props }: ComponentProps<"button"> & Variants) {
  return <button type={type} className={cn(buttonClasses(variant, size), className)} {...props} />;
}

/**
 * A link styled as a button: internal routes only. `arrow` draws a right arrow after the label,
 * in CSS (`icon-after` in app.css), for a link that leads on to a page.
 */
export function ButtonLink({
  variant,
  size,
  arrow,
  className,
  ...props
}: ComponentProps<typeof Link> & Variants & { arrow?: boolean }) {
  return (
    <Link
      className={cn(buttonClasses(variant, size), arrow && "icon-after [--icon:var(--icon-arrow-right)]", className)}
      {...props}
    />
  );
}
