import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the message is about; logged so a developer without SMTP can follow it. */
  link: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}

/**
 * nodemailer over SMTP_URL when set. Without it every message is logged (recipient, subject, link)
 * and written as an .eml file to `${dataDir}/outbox/` by nodemailer's stream transport, so the
 * sign-up and recovery flows work on a laptop with nothing configured (docs/architecture.md#embedded-defaults).
 */
export function createMailer(opts: MailerOptions): Mailer {
  if (opts.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: opts.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
        opts.log.info({ to: message.to, subject: message.subject }, 'e-mail sent');
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const outbox = path.join(opts.dataDir, 'outbox');
  return {
    async send(message) {
      const info = await transport.sendMail({ from: opts.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
      await mkdir(outbox, { recursive: true });
      const file = await writeUnique(outbox, `${new Date().toISOString()}-${message.to.replace(/[^a-zA-Z0-9@._+-]/g, '_')}`, info.message as Buffer);
      opts.log.info({ to: message.to, subject: message.subject, link: message.link, file }, 'e-mail written to the outbox (SMTP_URL is not set)');
    },
    close: () => transport.close(),
  };
}

async function writeUnique(dir: string, base: string, content: Buffer) {
  for (let n = 0; ; n++) {
    const file = path.join(dir, `${base}${n ? `-${n}` : ''}.eml`);
    try {
      await writeFile(file, content, { flag: 'wx' });
      return file;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || n > 100) throw err;
    }
  }
}
