/** Leadership placeholders (docs/requirements.md "Images"): initials on a brand-coloured disc. */
export function MonogramAvatar({ name }: { name: string }) {
  const initials = name
    .split(/\s+/)
    .map((part) => part[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-20 items-center justify-center rounded-full bg-gradient-to-br from-navy-700 to-accent-600 text-2xl font-bold text-white ring-4 ring-accent-50"
    >
      {initials}
    </span>
  );
}
