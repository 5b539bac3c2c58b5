/**
 * E-mail through nodemailer. Without SMTP configuration every mail goes to the development
 * outbox (the `mail_outbox` table, read at `/dev/outbox` or with `npm run outbox`); with
 * `CINEMA_SMTP_URL` (e.g. `smtp://user:pass@mail.example:587`) mails are sent through it.
 * `CINEMA_MAIL_FROM` is the sender.
 */
import nodemailer from "nodemailer";
import type { OutboxRepository } from "../db/repositories/outbox.ts";

export interface Mail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

export interface MailConfig {
  /** SMTP connection URL; null: the outbox. */
  readonly smtpUrl: string | null;
  readonly from: string;
}

export const DEFAULT_MAIL_FROM = "Cinema <no-reply@cinema.test>";

export const mailConfigFromEnv = (env: NodeJS.ProcessEnv = process.env): MailConfig => ({
  smtpUrl: env.CINEMA_SMTP_URL?.trim() || null,
  from: env.CINEMA_MAIL_FROM?.trim() || DEFAULT_MAIL_FROM,
});

export interface Mailer {
  /** Whether mails go to the outbox (the `/dev/outbox` page exists only then). */
  readonly usesOutbox: boolean;
  /** Sends (or keeps) the mail; rejects when the SMTP server refuses it. */
  send(mail: Mail): Promise<void>;
}

export function createMailer(
  config: MailConfig,
  outbox: OutboxRepository,
  now: () => number,
): Mailer {
  if (config.smtpUrl === null) {
    // nodemailer composes the message (addresses checked, headers built); the outbox keeps it.
    const composer = nodemailer.createTransport({ jsonTransport: true });
    return {
      usesOutbox: true,
      send: async (mail) => {
        await composer.sendMail({ from: config.from, ...mail });
        outbox.keep(
          { to: mail.to, subject: mail.subject, text: mail.text, html: mail.html },
          now(),
        );
      },
    };
  }
  const transport = nodemailer.createTransport(config.smtpUrl);
  return {
    usesOutbox: false,
    send: async (mail) => {
      await transport.sendMail({ from: config.from, ...mail });
    },
  };
}
