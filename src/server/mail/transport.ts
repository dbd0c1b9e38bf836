// The mail transport: Nodemailer over SMTP to whatever SMTP_URL names (a provider's SMTP endpoint in
// production, the local SMTP server under `npm start` and in tests). Decision 0034.
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { serverEnv } from '../env.ts';

export interface TransportAccepted {
  /** The server's final reply, e.g. `250 2.0.0 Ok: queued`. */
  response: string;
}

export interface MailTransport {
  send(message: SendMailOptions): Promise<TransportAccepted>;
  close(): void;
}

/**
 * Timeouts well inside the worker's lease (src/server/mail/worker.ts): a send that hangs fails
 * before another worker may take the message over.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

export function smtpTransport(url: string): MailTransport {
  // A small pool: one run of the worker sends many messages over a few connections.
  const transporter = nodemailer.createTransport({ url, pool: true, maxConnections: 2, ...SMTP_TIMEOUTS } as never);
  return {
    async send(message) {
      const info = (await transporter.sendMail(message)) as { response?: string; rejected?: unknown[] };
      if (Array.isArray(info.rejected) && info.rejected.length)
        throw Object.assign(new Error(`Recipient rejected: ${info.response ?? ''}`), {
          responseCode: 550,
          command: 'RCPT TO',
        });
      return { response: String(info.response ?? '') };
    },
    close: () => transporter.close(),
  };
}

/** The configured transport, or null when SMTP_URL is not set (mail then waits in the outbox). */
export function configuredTransport(): MailTransport | null {
  const url = serverEnv().SMTP_URL;
  return url ? smtpTransport(url) : null;
}
