import { ButtonLink } from "../ui/button";

/** The link under a section's cards to its full list page. */
export function ViewAll({
  label,
  to,
  variant = "secondary",
}: {
  label: string;
  to: string;
  variant?: "primary" | "secondary";
}) {
  return (
    <div className="mt-10 flex justify-center sm:mt-12">
      <ButtonLink to={to} variant={variant} size="lg" arrow>
        {label}
      </ButtonLink>
    </div>
  );
}
