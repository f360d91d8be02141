import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type SalesforceReceiver, startSalesforce } from "../../server/test/salesforce-receiver";
import { leadsCli, spawnServer } from "../../server/test/spawn-server";
import { POPUP_DELAY_MS } from "../../src/lib/use-exit-intent";
import {
  dueIslandsHydrated,
  expect,
  fillTextboxes,
  gotoHydrated,
  openPaused,
  pauseClock,
  reactMounted,
  sendAfterFilling,
  test,
} from "./fixtures";
import { expectOnScreen } from "./on-screen";

/**
 * The forms speak the page's language (docs/decisions/026-languages.md): a visitor on
 * /de/contact reads the German field message and toasts, and the lead they send records German,
 * in the database and in the Lead the Salesforce-shaped server receives (Preferred_Language__c).
 * The French strategy popup is in French. The production build, served by `npm start`'s entry.
 */
let server: Awaited<ReturnType<typeof spawnServer>>;
let org: SalesforceReceiver;
let databasePath: string;

test.describe("the German contact form", () => {
  test.beforeEach(async () => {
    databasePath = join(mkdtempSync(join(tmpdir(), "summit-e2e-languages-")), "inquiries.db");
    org = await startSalesforce();
    server = await spawnServer({
      DATABASE_PATH: databasePath,
      INQUIRY_RATE_LIMIT: "100/60",
      ...org.env,
    });
  });
  test.afterEach(async () => {
    await server.kill();
    await org.close();
  });

  test("says what is wrong in German, thanks in German, and the lead records German", async ({ page }) => {
    await page.clock.install();
    await page.goto(`${server.url}/de/contact`);
    await page.waitForFunction(dueIslandsHydrated);
    await pauseClock(page);
    const form = page.getByRole("form", { name: "Schreiben Sie uns" });
    const toasts = page.getByRole("region", { name: /Benachrichtigung/ });
    await fillTextboxes(form, {
      "Vor- und Nachname": "Lena Hoffmann",
      "Geschäftliche E-Mail": "lena.hoffmann@example",
      Betreff: "Salesforce-Beratung",
      Nachricht: "Wir planen die Einführung von Data Cloud.",
    });
    await reactMounted(form);
    await form.getByRole("button", { name: "Nachricht senden" }).click();

    await expectOnScreen(
      form.getByText("Bitte geben Sie eine gültige E-Mail-Adresse ein."),
      "the German field message",
    );
    await expect(form.getByText("Please enter a valid email address.")).toHaveCount(0);
    await expectOnScreen(toasts.getByText("Eingaben prüfen", { exact: true }), "the German invalid toast");

    await form.getByRole("textbox", { name: /^Geschäftliche E-Mail/ }).fill("lena.hoffmann@example.de");
    await sendAfterFilling(form, "Nachricht senden");
    await expectOnScreen(toasts.getByText("Nachricht gesendet", { exact: true }), "the German success toast");

    const [lead] = JSON.parse(leadsCli(databasePath, "export", "--format", "json")) as {
      id: string;
      language: string | null;
    }[];
    expect(lead?.language).toBe("de");
    await expect.poll(() => org.leads.length).toBe(1);
    expect(org.leads[0]).toMatchObject({ Website_Inquiry_Id__c: lead?.id, Preferred_Language__c: "de" });
  });
});

test.describe("the French strategy popup", () => {
  test.use({ strategyPopup: true });

  test("opens in French, its form too", async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, "/fr/about");
    await page.clock.runFor(POPUP_DELAY_MS);
    const popup = page.getByRole("dialog", { name: "30 minutes de conseil stratégique offertes" });
    await expectOnScreen(popup.getByText("Ne partez pas tout de suite\u00a0!"), "the French side text");
    await expect(popup.getByLabel("Votre nom")).toBeVisible();
    await popup.getByRole("button", { name: "Réserver mon appel stratégique" }).click();
    await expect(popup.getByText("Veuillez indiquer votre nom.")).toBeVisible();
    await expect(popup.getByText("Your name is required.")).toHaveCount(0);
  });
});

test.describe("the German home", () => {
  test("its islands carry no words in the page, fetch them once as they wake, and speak German", async ({ page }) => {
    // The page's HTML: the form's messages and the second slide's words are not in it as props.
    const html = await (await page.request.get("/de")).text();
    expect(html).not.toContain("Bitte geben Sie Ihren vollständigen Namen an.");
    const largest = Math.max(...[...html.matchAll(/ props="([^"]*)"/g)].map(([, props = ""]) => props.length));
    expect(largest, "the largest island's props, in characters").toBeLessThan(400);

    const fetched: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("island-words.json")) fetched.push(new URL(request.url()).pathname);
    });
    await openPaused(page, "/de");
    // A tap on the carousel's arrow before it is awake: it wakes, fetches its words, and turns.
    const carousel = page.getByRole("region", { name: "Ausgewählte Lösungen" });
    await carousel.getByRole("button", { name: "Nächste Folie" }).click();
    const second = carousel.getByRole("group", { name: "2 von 4" });
    await expectOnScreen(
      second.getByRole("heading", { name: "Aus vereinten Daten werden KI-Insights, die wirken" }),
      "the second slide, in German",
    );
    await expect(carousel.getByRole("button", { name: /^Folie 2 anzeigen/ })).toHaveAttribute("aria-current", "true");

    // The home form, sent empty: its field message is German.
    const form = page.getByRole("form", { name: "Lassen Sie uns sprechen" });
    await form.getByRole("button", { name: "Anfrage senden" }).click();
    await expectOnScreen(form.getByText("Bitte geben Sie Ihren vollständigen Namen an."), "the German field message");
    await expect(form.getByText("Full name is required.")).toHaveCount(0);
    expect(fetched).toEqual(["/de/island-words.json"]);
  });
});
