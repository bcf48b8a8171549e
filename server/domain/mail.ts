import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describeFailure, log, type FailureDescription, type Logger } from '../log.js';
import type nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';

/** What a mail is about: the log names it by this, never by its recipient. */
export type MailKind =
  'verify_email' | 'already_registered' | 'reset_password' | 'two_factor_reset';

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
 * The transport `make` makes, made at the first mail: nodemailer is ~0.45 MB of code
 * that an idle server would otherwise hold (issue 29, idle memory).
 */
function transport(make: (mailer: typeof nodemailer) => Transporter) {
  let made: Promise<Transporter> | undefined;
  return () => (made ??= import('nodemailer').then(({ default: mailer }) => make(mailer)));
}

/**
 * Delivers over SMTP_URL; without one, writes each message to DATA_DIR/outbox as an .eml file,
 * and as plain text in a .txt file of the same name. The log names a mail by its kind, never by
 * its recipient.
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
  const { smtpUrl } = config;
  if (smtpUrl) {
    const smtp = transport((mailer) => mailer.createTransport(smtpUrl));
    return {
      send: async ({ to, subject, text }) =>
        void (await (await smtp()).sendMail({ from: config.mailFrom, to, subject, text })),
    };
  }
  const outbox = path.join(config.dataDir, 'outbox');
  const stream = transport((mailer) =>
    mailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  return {
    async send({ kind, to, subject, text, link }) {
      const info = await (await stream()).sendMail({ from: config.mailFrom, to, subject, text });
      await mkdir(outbox, { recursive: true });
      const file = path.join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      // The same mail as plain text beside it: the .eml's quoted-printable breaks a long link
      // across lines, and whoever copies it from there gets a broken one.
      await writeFile(
        file.replace(/\.eml$/, '.txt'),
        `To: ${to}\nSubject: ${subject}\n\n${text}\n`,
      );
      // The link is handy while developing; in production it holds a live token, and the files
      // have it anyway, so the log does not.
      const shown = link && config.nodeEnv !== 'production' ? `: ${link}` : '';
      logger.info(`[mail] ${kind}: ${subject}${shown} (${file})`);
    },
  };
}

/** The languages mails are written in; a person's is stored with them (users.language). */
export const MAIL_LANGUAGES = ['en', 'de'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

/** The language mails are written in for `value` (a language tag: "de", "de-AT"), else English. */
export function mailLanguage(value: string | null | undefined): MailLanguage {
  const primary = (value ?? '').split('-')[0]!.toLowerCase();
  return (MAIL_LANGUAGES as readonly string[]).includes(primary) ? (primary as MailLanguage) : 'en';
}

/**
 * The name as the greeting may show it: one line, at most 100 characters, and never anything a
 * mail client could turn into a link (a name is whatever the sign-up form was given), in which
 * case the greeting goes without it.
 */
export function greeting(name: string, language: MailLanguage = 'en'): string {
  const line = name
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100);
  const linkLike = /[:/\\@<>[\]]|www\.|\.[a-z]{2,}/i.test(line);
  const hello = language === 'de' ? 'Hallo' : 'Hello';
  return line && !linkLike ? `${hello} ${line},` : `${hello},`;
}

/** The texts the product sends, in each language. */
const texts = {
  en: {
    verifySubject: 'Confirm your e-mail address',
    verify: (link: string) =>
      `please confirm your e-mail address by opening this link within 24 hours:\n\n${link}\n\nIf you did not sign up, ignore this message.\n`,
    registeredSubject: 'You already have an account',
    registered: (login: string, reset: string) =>
      `someone tried to sign up with this e-mail address, which already has an account.\nSign in: ${login}\nForgot your password? ${reset}\n\nIf it was not you, ignore this message.\n`,
    resetSubject: 'Reset your password',
    reset: (link: string) =>
      `open this link within one hour to choose a new password:\n\n${link}\n\nIf you did not ask for it, ignore this message; your password stays as it is.\n`,
    twoFactorResetSubject: 'Your two-factor sign-in was turned off',
    twoFactorReset: (login: string) =>
      `an administrator turned off the two-factor sign-in of your account, removed its passkeys and signed you out everywhere, as is done when an authenticator app or passkeys are lost.\nSign in with your password: ${login}\nThen set up two-factor sign-in again (account menu, Two-factor sign-in).\n\nIf you did not ask for this, change your password and tell your administrator at once.\n`,
  },
  de: {
    verifySubject: 'Bestätigen Sie Ihre E-Mail-Adresse',
    verify: (link: string) =>
      `bitte bestätigen Sie Ihre E-Mail-Adresse, indem Sie innerhalb von 24 Stunden diesen Link öffnen:\n\n${link}\n\nWenn Sie sich nicht registriert haben, ignorieren Sie diese Nachricht.\n`,
    registeredSubject: 'Sie haben bereits ein Konto',
    registered: (login: string, reset: string) =>
      `jemand hat versucht, sich mit dieser E-Mail-Adresse zu registrieren, zu der es bereits ein Konto gibt.\nAnmelden: ${login}\nPasswort vergessen? ${reset}\n\nWenn Sie es nicht waren, ignorieren Sie diese Nachricht.\n`,
    resetSubject: 'Setzen Sie Ihr Passwort zurück',
    reset: (link: string) =>
      `öffnen Sie diesen Link innerhalb einer Stunde, um ein neues Passwort zu wählen:\n\n${link}\n\nWenn Sie das nicht angefordert haben, ignorieren Sie diese Nachricht; Ihr Passwort bleibt, wie es ist.\n`,
    twoFactorResetSubject: 'Ihre Zwei-Faktor-Anmeldung wurde ausgeschaltet',
    twoFactorReset: (login: string) =>
      `die Administration hat die Zwei-Faktor-Anmeldung Ihres Kontos ausgeschaltet, seine Passkeys entfernt und Sie überall abgemeldet, wie es geschieht, wenn eine Authenticator-App oder Passkeys verloren sind.\nMelden Sie sich mit Ihrem Passwort an: ${login}\nRichten Sie danach die Zwei-Faktor-Anmeldung wieder ein (Kontomenü, Zwei-Faktor-Anmeldung).\n\nWenn Sie das nicht veranlasst haben, ändern Sie Ihr Passwort und wenden Sie sich sofort an Ihre Administration.\n`,
  },
} satisfies Record<MailLanguage, unknown>;

/** Who a mail goes to: their address, their name for the greeting, their language. */
export type Recipient = { email: string; fullname: string; language?: string | null };

/** The mails the product sends, in the recipient's language (English when it has none). */
export const mails = {
  verifyEmail: (to: Recipient, link: string): Mail => {
    const language = mailLanguage(to.language);
    return {
      kind: 'verify_email',
      to: to.email,
      subject: texts[language].verifySubject,
      link,
      text: `${greeting(to.fullname, language)}\n\n${texts[language].verify(link)}`,
    };
  },
  alreadyRegistered: (to: Recipient, loginLink: string, resetLink: string): Mail => {
    const language = mailLanguage(to.language);
    return {
      kind: 'already_registered',
      to: to.email,
      subject: texts[language].registeredSubject,
      link: loginLink,
      text: `${greeting(to.fullname, language)}\n\n${texts[language].registered(loginLink, resetLink)}`,
    };
  },
  twoFactorReset: (to: Recipient, loginLink: string): Mail => {
    const language = mailLanguage(to.language);
    return {
      kind: 'two_factor_reset',
      to: to.email,
      subject: texts[language].twoFactorResetSubject,
      link: loginLink,
      text: `${greeting(to.fullname, language)}\n\n${texts[language].twoFactorReset(loginLink)}`,
    };
  },
  resetPassword: (to: Recipient, link: string): Mail => {
    const language = mailLanguage(to.language);
    return {
      kind: 'reset_password',
      to: to.email,
      subject: texts[language].resetSubject,
      link,
      text: `${greeting(to.fullname, language)}\n\n${texts[language].reset(link)}`,
    };
  },
};
