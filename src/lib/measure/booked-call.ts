/**
 * The script /book's built page inlines (src/pages/[...lang]/book.astro, allowed by its hash): a
 * call is booked by a plain form the server answers, so when the answer confirms one (its
 * `data-conversion="call_booked"`, server/booking/page.ts) this reports it to the page's
 * measurement as a conversion, with the call to action the visit last clicked (visit.ts
 * LAST_CTA_KEY). It runs on `load`, after the measurement is listening; with Global Privacy
 * Control or Do Not Track on nothing listens, so nothing is sent. Self-contained: its source is
 * inlined as it is written (the names below are visit.ts's; booked-call.test.ts holds them to it).
 */
export function reportBookedCall(): void {
  if (!document.querySelector('[data-conversion="call_booked"]')) return;
  let cta: string | undefined;
  try {
    cta = sessionStorage.getItem("summitCta") ?? undefined;
  } catch {
    // Storage refused: the call is counted without its call to action.
  }
  dispatchEvent(new CustomEvent("summit:conversion", { detail: { name: "call_booked", cta } }));
}

export const bookedCallScript = `addEventListener("load",${reportBookedCall.toString()});`;
