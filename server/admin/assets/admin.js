// The admin's one script (served from our own origin under script-src 'self'): the passkey forms.
// A form marked data-passkey="sign-in|enrol|add" asks the server for WebAuthn options, lets the
// browser make or use a passkey (window.SimpleWebAuthnBrowser, @simplewebauthn/browser's bundle),
// sends the answer back and follows the server to the next page. Every other admin form is a
// plain HTML form and needs no script.
const { startAuthentication, startRegistration } = window.SimpleWebAuthnBrowser;
const csrf = document.querySelector('meta[name="csrf-token"]')?.getAttribute("content") ?? "";

async function post(path, body) {
  const response = await fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-CSRF-Token": csrf },
    body: JSON.stringify(body),
    credentials: "same-origin",
  });
  const answer = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(answer.error ?? `The server said ${response.status}.`);
  return answer;
}

for (const form of document.querySelectorAll("form[data-passkey]")) {
  const kind = form.dataset.passkey;
  const message = form.querySelector('[role="alert"]');
  const button = form.querySelector('button[type="submit"]');
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    message.textContent = "";
    button.disabled = true;
    try {
      const fields = Object.fromEntries(new FormData(form));
      const base = form.getAttribute("action");
      // The ceremony itself is bound to this browser by an HttpOnly cookie the options answer sets.
      const { options } = await post(`${base}/options`, fields);
      const response =
        kind === "sign-in"
          ? await startAuthentication({ optionsJSON: options })
          : await startRegistration({ optionsJSON: options });
      // Signing in from any admin page returns to that page.
      const next = kind === "sign-in" ? location.pathname + location.search : undefined;
      const answer = await post(`${base}/verify`, { ...fields, response, next });
      location.assign(answer.next);
    } catch (error) {
      message.textContent =
        error instanceof Error && error.name === "NotAllowedError"
          ? "The passkey was not used (cancelled or timed out). Try again."
          : String(error instanceof Error ? error.message : error);
      button.disabled = false;
    }
  });
}
