// The notice a staff member gets when their account's sign-in changes (issue 49 item 1): a
// passkey or an authenticator app added or removed, new recovery codes, a new password, a new
// notice address. Pure, so the tests read exactly what the outbox sends. A stolen session can
// make such a change; the notice is how its owner finds out, so it says what to do then.
import { type ComposedMail, escapeHtml, headerSafe } from "./inquiry-mail";
import { formatIndiaTime } from "./inquiry-inbox";

export interface SecurityNotice {
  /** The account the change was made to. */
  owner: string;
  /** Who made it: the owner (or whoever held their session), or an admin. */
  actor: string | null;
  /** The audit log's sentence, e.g. `added the passkey "Work laptop"`. */
  summary: string;
  at: Date;
}

const SHAPE = /^[^\s@<>",;:()[\]\\]+@[^\s@<>",;:()[\]\\]+\.[^\s@<>",;:()[\]\\]+$/;
/** Longest address SMTP carries (RFC 5321: 254 in a path). */
export const STAFF_EMAIL_MAX = 254;

/** A plain address a notice can go to, or false. */
export function isNoticeAddress(value: string): boolean {
  return value.length <= STAFF_EMAIL_MAX && SHAPE.test(value);
}

export function composeSecurityMail(notice: SecurityNotice, opts: { siteUrl: string; clinicName: string }): ComposedMail {
  const owner = headerSafe(notice.owner, 60);
  const byOwner = notice.actor === null || notice.actor === notice.owner;
  const who = byOwner ? `you (or someone signed in as ${owner})` : `the administrator "${headerSafe(notice.actor ?? "", 60)}"`;
  const what = headerSafe(notice.summary, 300);
  const when = formatIndiaTime(notice.at);
  const account = new URL("/admin/account", opts.siteUrl).toString();
  const subject = headerSafe(`${opts.clinicName} staff account "${owner}": a sign-in change`);
  const advice = byOwner
    ? [
        "If this was you, there is nothing to do.",
        "If it was not, someone can use your account: sign in now, change your password, sign out all other devices (removing your passkeys there too), and tell the clinic's administrator.",
      ]
    : [
        "An administrator can reset a staff member's password or sign-in methods, for example when a phone was lost.",
        "If you did not expect this, speak to the clinic's administrator.",
      ];
  const text = [
    `Hello ${owner},`,
    "",
    `This change was made to how your staff account at ${opts.clinicName} signs in:`,
    "",
    `  ${what}`,
    "",
    `When: ${when}`,
    `By: ${who}`,
    "",
    ...advice,
    "",
    `My Account: ${account}`,
    "",
    "You get this notice because this address is set for your staff account's security notices.",
  ].join("\n");
  const html = [
    `<p>Hello ${escapeHtml(owner)},</p>`,
    `<p>This change was made to how your staff account at ${escapeHtml(opts.clinicName)} signs in:</p>`,
    `<p><strong>${escapeHtml(what)}</strong></p>`,
    `<p>When: ${escapeHtml(when)}<br>By: ${escapeHtml(who)}</p>`,
    ...advice.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(account)}">Open My Account</a></p>`,
    `<p>You get this notice because this address is set for your staff account's security notices.</p>`,
  ].join("\n");
  return { subject, text, html };
}
