import { HONEYPOT_FIELD } from "~/lib/forms";

/**
 * A spam trap (issue "Real lead capture"): a text input nobody sees, reaches by Tab or hears
 * from a screen reader, which form-filling bots tend to fill. The server screens out any
 * submission that carries a value in it.
 */
/** `label` is read by no one but a bot, yet in the page's language like every word of it. */
export function Honeypot({ label }: { label: string }) {
  return (
    <div aria-hidden="true" className="sr-only">
      <label>
        {label}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
