import { createTransport } from "nodemailer";
import { site } from "../../src/content/site.ts";
import type { EmailConfig } from "../inquiries/config.ts";

/**
 * E-mails an enrolment link through the same SMTP settings as the lead e-mails (SMTP_URL,
 * LEAD_NOTIFY_FROM). The link is a secret: it goes in the message and nowhere else (no log line).
 */
export function invitationMailer(config: Pick<EmailConfig, "smtpUrl" | "from">, timeoutMs = 30_000) {
  return async (to: string, link: string) => {
    const transport = createTransport({
      url: config.smtpUrl,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
      disableFileAccess: true,
      disableUrlAccess: true,
    });
    try {
      await transport.sendMail({
        from: config.from,
        to,
        subject: `Your sign-in to the ${site.name} admin`,
        text: [
          `You were invited to the ${site.name} admin.`,
          "",
          "Open this link within 24 hours to make your passkey (it works once):",
          link,
          "",
          "If you did not expect this, ignore it: nothing happens until the link is opened.",
        ].join("\n"),
      });
    } finally {
      transport.close();
    }
  };
}
