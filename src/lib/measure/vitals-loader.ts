/**
 * The few lines scripts/build/postbuild.ts appends to the island bootstrap file (scripts/build/lighten-html.ts),
 * which every page runs once it has loaded and painted: when the browser is then idle, they add
 * the speed collector (src/lib/measure/vitals.ts, built to `src`) as a module script. So the
 * collector costs the page no inline byte, no request before the first paint and no work during
 * the load (docs/decisions/023-field-speed.md); it is one more cached file, fetched after idle.
 *
 * Nothing is fetched when the visitor asked not to be tracked (Global Privacy Control, Do Not
 * Track: the same test as the beacon's `optedOut`) or on a page marked `noindex`, which is the
 * 404 page (its address is whatever was mistyped, not a page of the site, and the beacon leaves
 * it out too). Safari has no `requestIdleCallback`; a timeout stands in.
 */
export function vitalsWhenIdle(src: string): string {
  return `(()=>{const n=navigator;if(n.globalPrivacyControl===!0||n.doNotTrack==="1"||window.doNotTrack==="1"||document.querySelector('meta[name="robots"][content*="noindex"]'))return;const a=()=>{const s=document.createElement("script");s.type="module";s.src=${JSON.stringify(src)};document.head.append(s)};"requestIdleCallback"in window?requestIdleCallback(a,{timeout:4e3}):setTimeout(a,200)})();`;
}
