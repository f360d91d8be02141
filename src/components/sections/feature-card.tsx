import type { ReactNode } from "react";
import type { IconName } from "~/content/icon-names";
import { Icon } from "../ui/icon";

/** Icon, title and description: benefits, principles, program perks. */
export function FeatureCard({ icon, title, children }: { icon: IconName; title: string; children: ReactNode }) {
  return (
    <div className="feature-card">
      <Icon name={icon} className="feature-icon" />
      <h3 className="card-title">{title}</h3>
      <div className="text-lead">{children}</div>
    </div>
  );
}

/** A responsive card grid whose cards rise in with a 0.1 s stagger, off under reduced motion. */
export function CardGrid({ children, columns = 3 }: { children: ReactNode[]; columns?: 2 | 3 | 4 }) {
  const cols = { 2: "md:grid-cols-2", 3: "md:grid-cols-2 lg:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" }[columns];
  return (
    <ul className={`grid gap-6 ${cols}`}>
      {children.map((child, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the grid's children are static content
        <li key={index} className="rise" style={{ animationDelay: `${index * 100}ms` }}>
          {child}
        </li>
      ))}
    </ul>
  );
}
