// The SMTP connection staff mail goes through (SMTP_URL, MAIL_FROM), with nodemailer. Timeouts
// are short: the outbox retries, and a hung server must not hold a claimed mail for long.
import nodemailer from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";
import type { ComposedMail } from "~/lib/inquiry-mail";
import type { Env } from "../env.server";

/** A file sent with a mail: an appointment's calendar file. */
export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

export interface Mailer {
  /** Where mail goes, for the dashboard and logs: host and port, never the password. */
  server: string;
  send(mail: ComposedMail & { to: string[]; messageId: string; attachments?: MailAttachment[] }): Promise<void>;
  close(): void;
}

export function createMailer(env: Pick<Env, "SMTP_URL" | "MAIL_FROM">): Mailer | null {
  if (!env.SMTP_URL || !env.MAIL_FROM) return null;
  const url = new URL(env.SMTP_URL);
  const transport = nodemailer.createTransport({
    url: env.SMTP_URL,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  } satisfies SMTPTransport.Options);
  const from = env.MAIL_FROM;
  return {
    server: `${url.hostname}:${url.port || (url.protocol === "smtps:" ? 465 : 587)}`,
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        replyTo: mail.replyTo,
        // The same id on a retry, so a mail client shows a rare duplicate (a crash after the
        // server accepted it) as one message.
        messageId: mail.messageId,
        attachments: mail.attachments?.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })),
      });
    },
    close: () => transport.close(),
  };
}
