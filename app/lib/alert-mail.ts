// The mail the clinic's admins get when the site's health turns degraded (issue 43 item 5):
// lead mail failing, backups too old. Pure; the outbox sends it like every other mail.
import { type ComposedMail, escapeHtml, headerSafe } from "./inquiry-mail";
import { formatIndiaTime } from "./inquiry-inbox";

export interface AlertNotice {
  /** Incident.summary: what is wrong, in a sentence. */
  summary: string;
  /** When it was noticed. */
  at: Date;
  check: "mail" | "backup";
}

const ADVICE: Record<AlertNotice["check"], string[]> = {
  mail: [
    "New inquiries are still stored: open the inbox to see them, and answer anyone waiting by phone or WhatsApp.",
    "Whoever runs the server should check the mail settings (SMTP_URL, MAIL_FROM) and the mail provider's status; the dashboard's System status shows the last error.",
  ],
  backup: [
    "The site works, but a recent copy of its data is missing if the server is lost.",
    "Whoever runs the server should check the backup settings and the server's log (search for 'backup').",
  ],
};

export function composeAlertMail(notice: AlertNotice, opts: { siteUrl: string; clinicName: string }): ComposedMail {
  const summary = headerSafe(notice.summary, 300);
  const dashboard = new URL("/admin", opts.siteUrl).toString();
  const subject = headerSafe(`${opts.clinicName} website needs attention: ${notice.check === "mail" ? "lead mail" : "backups"}`);
  const text = [
    `The ${opts.clinicName} website noticed a problem at ${formatIndiaTime(notice.at)}:`,
    "",
    `  ${summary}`,
    "",
    ...ADVICE[notice.check],
    "",
    `Dashboard: ${dashboard}`,
    "",
    "You get this because you are an admin of the website with an address for security notices. One mail is sent per problem, not one per minute.",
  ].join("\n");
  const html = [
    `<p>The ${escapeHtml(opts.clinicName)} website noticed a problem at ${escapeHtml(formatIndiaTime(notice.at))}:</p>`,
    `<p><strong>${escapeHtml(summary)}</strong></p>`,
    ...ADVICE[notice.check].map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(dashboard)}">Open the dashboard</a></p>`,
    `<p>You get this because you are an admin of the website with an address for security notices. One mail is sent per problem, not one per minute.</p>`,
  ].join("\n");
  return { subject, text, html };
}
