import { Link2 } from "lucide-react";
import { siFacebook, siX } from "simple-icons";
import { type BlogWords, blogCopy } from "~/content/blog-copy";
import { linkedInPath } from "../ui/social-icon";
import { useToast } from "../ui/toast";

/** The share words this island needs: the default language's are imported, another's come as props. */
type ShareWords = Pick<BlogWords["article"], "share" | "shareHeading" | "copied" | "copyFailed">;

/** Share links for LinkedIn, X and Facebook; they open the network's own share page in a new tab. */
export function shareLinks(url: string, title: string, labels: ShareWords["share"] = blogCopy.article.share) {
  const u = encodeURIComponent(url);
  return [
    {
      label: labels.linkedin,
      icon: linkedInPath,
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    },
    {
      label: labels.twitter,
      icon: siX.path,
      href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
    },
    { label: labels.facebook, icon: siFacebook.path, href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
  ];
}

const buttonClass =
  "inline-flex size-11 items-center justify-center rounded-full border border-line bg-white text-navy-900 shadow-sm hover:border-accent-500 hover:text-accent-700";

/** Working share buttons, plus a copy-link button that confirms with a toast. */
export function ShareButtons({ url, title, words }: { url: string; title: string; words?: ShareWords }) {
  const copy = words ?? blogCopy.article;
  const { toast } = useToast();

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(url);
      toast({ ...copy.copied, variant: "success" });
    } catch {
      toast({ ...copy.copyFailed, variant: "destructive" });
    }
  }

  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wider text-ink-600 uppercase">{copy.shareHeading}</h2>
      <ul className="mt-3 flex gap-3">
        {shareLinks(url, title, copy.share).map((link) => (
          <li key={link.label}>
            <a href={link.href} target="_blank" rel="noopener noreferrer" className={buttonClass}>
              <span className="sr-only">{link.label}</span>
              <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" focusable="false" fill="currentColor">
                <path d={link.icon} />
              </svg>
            </a>
          </li>
        ))}
        <li>
          <button type="button" onClick={copyLink} className={buttonClass}>
            <span className="sr-only">{copy.share.copy}</span>
            <Link2 aria-hidden="true" className="size-5" />
          </button>
        </li>
      </ul>
    </div>
  );
}
