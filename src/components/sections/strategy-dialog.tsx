import { CircleCheck, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useRef } from "react";
import { pageWords } from "~/components/sections/page-words";
import popup from "~/content/data/site/strategy-popup.json" with { type: "json" };
import type { Content } from "~/content/files";
import type { FormsFile } from "~/content/forms";
import { readFile } from "~/content/site";
import { Glow } from "../ui/glow";
import { IconList } from "./icon-list";
import { StrategyForm } from "./strategy-form";

/** The strategy-call popup's words (its form's are in site/forms.json). */
const english = readFile<"site/strategy-popup">(popup);
export type PopupFile = Content<"site/strategy-popup">;

/**
 * A modal dialog (docs/requirements.md "Accessibility"): focus moves in and is trapped, Escape and
 * the close button close it (both set the session flag through `onClose`), outside clicks do not,
 * and focus returns where it was. A successful submit closes it too, after the form's toast.
 */
export default function StrategyDialog({
  onClose,
  language,
  words = pageWords(language),
}: {
  onClose: () => void;
  /** The page's language: another than the default brings its words (components/sections/page-words.ts). */
  language?: string;
  /** The popup's and its form's words in the page's language; English without. */
  words?: { popup: PopupFile; forms: FormsFile; privacyHref?: string };
}) {
  const copy = words?.popup ?? english;
  // The popup opens by itself, not from a trigger, so Radix has nothing to return focus to:
  // remember what the visitor was on when it opened (read during the first render, before Radix
  // moves focus in) and go back there.
  const returnFocusTo = useRef(typeof document === "undefined" ? null : document.activeElement);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-navy-950/70 backdrop-blur-sm data-[state=open]:animate-[page-fade_0.2s_ease-out]" />
        <Dialog.Content
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (returnFocusTo.current instanceof HTMLElement) returnFocusTo.current.focus();
          }}
          className="fixed top-1/2 left-1/2 z-[70] grid max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-4xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white shadow-2xl outline-none md:grid-cols-[2fr_3fr] data-[state=open]:animate-[page-fade_0.25s_ease-out]"
        >
          <div className="relative isolate overflow-hidden bg-navy-900 p-6 text-white sm:p-8">
            <Glow className="-top-20 -right-20 size-60 bg-accent-500/30" />
            <p className="pr-12 text-2xl font-bold tracking-tight text-warm-400 sm:text-3xl md:pr-0">{copy.sideText}</p>
            <p className="mt-3 text-base leading-7 text-navy-100">{copy.sideLead}</p>
            <IconList
              items={copy.highlights}
              icon={CircleCheck}
              iconColour="text-accent-300"
              textColour="text-navy-100"
              className="mt-6 hidden space-y-3 md:block"
            />
          </div>
          <div className="p-6 sm:p-8">
            <Dialog.Title className="pr-10 text-2xl font-bold tracking-tight text-navy-900">{copy.title}</Dialog.Title>
            <Dialog.Description className="mt-2 text-base leading-7 text-ink-600">
              {copy.description}
            </Dialog.Description>
            <div className="mt-6">
              <StrategyForm onSuccess={onClose} words={words?.forms} privacyHref={words?.privacyHref} />
            </div>
          </div>
          <Dialog.Close className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full bg-white text-navy-900 shadow-sm hover:bg-navy-50">
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">{copy.close}</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
