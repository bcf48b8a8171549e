import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describeFailure, log, type FailureDescription, type Logger } from '../log.js';
import nodemailer from 'nodemailer';

/** What a mail is about: the log names it by this, never by its recipient. */
export type MailKind = 'verify_email' | 'already_registered' | 'reset_password';

export type Mail = {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  /** The link the mail is about, logged when mail goes to the outbox. */
  link?: string;
};

export type Mailer = { send(mail: Mail): Promise<void> };

export type MemoryMailer = Mailer & { sent: Mail[] };

/** Keeps every message in `sent`: for tests. */
export function memoryMailer(): MemoryMailer {
  const sent: Mail[] = [];
  return { sent, send: async (mail) => void sent.push(mail) };
}

/** Anything in a failure's message that looks like an e-mail address (an SMTP server's refusal
 * quotes the recipient). */
const ADDRESS_LIKE = /[^\s<>()[\]"',;:]+@[^\s<>()[\]"',;:]+/g;

/** What may be logged of a failed send: `describeFailure` with every address taken out. */
export function mailFailure(error: unknown): FailureDescription {
  const failure = describeFailure(error);
  return { ...failure, message: failure.message.replace(ADDRESS_LIKE, '[address]') };
}

/**
 * Delivers over SMTP_URL; without one, writes each message to DATA_DIR/outbox as an .eml file.
 * The log names a mail by its kind, never by its recipient.
 */
export function createMailer(
  config: {
    nodeEnv: string;
    smtpUrl: string | undefined;
    mailFrom: string;
    dataDir: string;
  },
  logger: Logger = log,
): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      send: async ({ to, subject, text }) =>
        void (await transport.sendMail({ from: config.mailFrom, to, subject, text })),
    };
  }
  const outbox = path.join(config.dataDir, 'outbox');
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send({ kind, to, subject, text, link }) {
      const info = await transport.sendMail({ from: config.mailFrom, to, subject, text });
      await mkdir(outbox, { recursive: true });
      const file = path.join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      // The link is handy while developing; in production it holds a live token, and the file
      // has it anyway, so the log does not.
      const shown = link && config.nodeEnv !== 'production' ? `: ${link}` : '';
      logger.info(`[mail] ${kind}: ${subject}${shown} (${file})`);
    },
  };
}

/**
 * The name as the greeting may show it: one line, at most 100 characters, and never anything a
 * mail client could turn into a link (a name is whatever the sign-up form was given), in which
 * case the greeting goes without it.
 */
export function greeting(name: string): string {
  const line = name
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100);
  const linkLike = /[:/\\@<>[\]]|www\.|\.[a-z]{2,}/i.test(line);
  return line && !linkLike ? `Hello ${line},` : 'Hello,';
}

/** The texts the product sends. */
export const mails = {
  verifyEmail: (to: string, name: string, link: string): Mail => ({
    kind: 'verify_email',
    to,
    subject: 'Confirm your e-mail address',
    link,
    text: `${greeting(name)}\n\nplease confirm your e-mail address by opening this link within 24 hours:\n\n${link}\n\nIf you did not sign up, ignore this message.\n`,
  }),
  alreadyRegistered: (to: string, name: string, loginLink: string, resetLink: string): Mail => ({
    kind: 'already_registered',
    to,
    subject: 'You already have an account',
    link: loginLink,
    text: `${greeting(name)}\n\nsomeone tried to sign up with this e-mail address, which already has an account.\nSign in: ${loginLink}\nForgot your password? ${resetLink}\n\nIf it was not you, ignore this message.\n`,
  }),
  resetPassword: (to: string, name: string, link: string): Mail => ({
    kind: 'reset_password',
    to,
    subject: 'Reset your password',
    link,
    text: `${greeting(name)}\n\nopen this link within one hour to choose a new password:\n\n${link}\n\nIf you did not ask for it, ignore this message; your password stays as it is.\n`,
  }),
};
