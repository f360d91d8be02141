import { siFacebook, siX, siYoutube } from "simple-icons";
import type { SocialName } from "~/content/site";

// simple-icons no longer carries LinkedIn's mark (at LinkedIn's request), so its "in" is drawn here.
export const linkedInPath =
  "M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4V21H3V9.75Zm6.5 0h3.83v1.54h.06c.53-1 1.84-2.06 3.79-2.06 4.05 0 4.8 2.66 4.8 6.13V21h-4v-4.97c0-1.19-.02-2.71-1.65-2.71-1.65 0-1.9 1.29-1.9 2.62V21h-4V9.75Z";

const paths: Record<SocialName, string> = {
  LinkedIn: linkedInPath,
  Twitter: siX.path,
  Facebook: siFacebook.path,
  YouTube: siYoutube.path,
};

export function SocialIcon({ name, className }: { name: SocialName; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false" fill="currentColor">
      <path d={paths[name]} />
    </svg>
  );
}
