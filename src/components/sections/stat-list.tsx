import { cn } from "~/lib/cn";

/** Big numbers with a label under each, e.g. "50+ consultants". */
export function StatList({
  stats,
  tone = "light",
}: {
  stats: { value: string; label: string }[];
  tone?: "light" | "navy";
}) {
  return (
    <dl className={cn("grid gap-6", stats.length === 4 ? "grid-cols-2 lg:grid-cols-4" : "sm:grid-cols-3")}>
      {stats.map((stat) => (
        <div
          key={stat.label}
          className={cn(
            "flex flex-col-reverse rounded-2xl border p-6",
            tone === "navy" ? "border-white/10 bg-white/5" : "border-line bg-white shadow-sm",
          )}
        >
          <dt className={cn("mt-1 text-sm font-medium", tone === "navy" ? "text-navy-100" : "text-ink-600")}>
            {stat.label}
          </dt>
          <dd className={cn("text-4xl font-bold tracking-tight", tone === "navy" ? "text-white" : "text-navy-900")}>
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
