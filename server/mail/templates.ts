/**
 * The account e-mails: password reset, e-mail verification, cancellation confirmation, the
 * notice of an e-mail change to the old address.
 */
import { escapeHtml } from "../http/html.ts";
import type { Mail } from "./mailer.ts";

const page = (title: string, intro: string, link: string, button: string, outro: string) =>
  `<!doctype html><html><body style="font-family:sans-serif;background:#0b1026;color:#fff;padding:24px">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}" style="background:#d2122e;color:#fff;padding:10px 16px;text-decoration:none">${escapeHtml(button)}</a></p>
<p style="font-size:12px">${escapeHtml(outro)}<br>${escapeHtml(link)}</p>
</body></html>`;

export const passwordResetMail = (to: string, link: string): Mail => ({
  to,
  subject: "Reset your Cinema password",
  text: `Someone asked to reset the password of your Cinema account.\n\nReset it here (the link works once, for one hour):\n${link}\n\nIf it was not you, ignore this e-mail.`,
  html: page(
    "Reset your password",
    "Someone asked to reset the password of your Cinema account. The link works once, for one hour.",
    link,
    "Reset password",
    "If it was not you, ignore this e-mail.",
  ),
});

export const verificationMail = (to: string, link: string): Mail => ({
  to,
  subject: "Verify your Cinema e-mail address",
  text: `Confirm that this is your e-mail address:\n${link}\n\nThe link works once, for seven days.`,
  html: page(
    "Verify your e-mail address",
    "Confirm that this is your e-mail address. The link works once, for seven days.",
    link,
    "Verify my e-mail",
    "If you did not sign up to Cinema, ignore this e-mail.",
  ),
});

export const cancellationMail = (to: string, link: string): Mail => ({
  to,
  subject: "Confirm the cancellation of your Cinema subscription",
  text: `Confirm that you want to cancel your Cinema subscription:\n${link}\n\nThe link works once, for 24 hours. If you did not ask for it, ignore this e-mail.`,
  html: page(
    "Cancel your subscription",
    "Confirm that you want to cancel your Cinema subscription. The link works once, for 24 hours.",
    link,
    "Cancel my subscription",
    "If you did not ask for it, ignore this e-mail.",
  ),
});

export const emailChangeNoticeMail = (to: string, newEmail: string, link: string): Mail => ({
  to,
  subject: "The e-mail address of your Cinema account was changed",
  text: `The e-mail address of your Cinema account was changed from ${to} to ${newEmail}.\n\nIf it was not you, put your address back here (the link works once, for seven days), then reset your password:\n${link}`,
  html: page(
    "Your e-mail address was changed",
    `The e-mail address of your Cinema account was changed from ${to} to ${newEmail}. If it was not you, put your address back (the link works once, for seven days), then reset your password.`,
    link,
    "This was not me: undo",
    "If it was you, ignore this e-mail.",
  ),
});

/** Where complaints and content removal requests go (the support team's inbox; demo address). */
export const SUPPORT_EMAIL = "support@cinema.test";

/** A complaint or content removal request (issue 26), to the support inbox. */
export const complaintMail = (complaint: {
  readonly name: string;
  readonly email: string;
  readonly url: string;
  readonly reason: string;
  readonly details: string;
}): Mail => {
  const lines = [
    `From: ${complaint.name} <${complaint.email}>`,
    `Content: ${complaint.url}`,
    `Reason: ${complaint.reason}`,
    "",
    complaint.details,
  ];
  return {
    to: SUPPORT_EMAIL,
    subject: `Complaint (${complaint.reason}): ${complaint.url.slice(0, 120)}`,
    text: lines.join("\n"),
    html: `<!doctype html><html><body style="font-family:sans-serif"><h1 style="font-size:20px">Complaint or content removal request</h1>${lines
      .slice(0, 3)
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join(
        "",
      )}<pre style="white-space:pre-wrap">${escapeHtml(complaint.details)}</pre></body></html>`,
  };
};
