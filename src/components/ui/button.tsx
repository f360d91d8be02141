import type { ComponentProps } from "react";
import { Link } from "~/components/ui/link";
import { cn } from "~/lib/cn";

const variants = {
  primary: "bg-accent-600 text-white shadow-sm hover:bg-accent-700",
  secondary: "border border-navy-100 bg-white text-navy-900 hover:border-accent-500 hover:text-accent-700",
  warm: "bg-warm-400 text-navy-950 shadow-sm hover:bg-white",
  ghost: "border border-white/40 text-white hover:border-white hover:bg-white/10",
} as const;

const sizes = {
  md: "min-h-11 px-5 text-sm",
  lg: "min-h-12 px-6 text-base",
} as const;

export type ButtonVariant = keyof typeof variants;

export function buttonClasses(variant: ButtonVariant = "primary", size: keyof typeof sizes = "md") {
  return cn(
    "inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors",
    "disabled:cursor-not-allowed disabled:opacity-60",
    variants[variant],
    sizes[size],
  );
}

type Variants = { variant?: ButtonVariant; size?: keyof typeof sizes };

export function Button({ variant, size, className, type = "button", ...props }: ComponentProps<"button"> & Variants) {
  return <button type={type} className={cn(buttonClasses(variant, size), className)} {...props} />;
}

/** A link styled as a button: internal routes only. */
export function ButtonLink({ variant, size, className, ...props }: ComponentProps<typeof Link> & Variants) {
  return <Link className={cn(buttonClasses(variant, size), className)} {...props} />;
}
