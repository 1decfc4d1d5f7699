import nodemailer from "nodemailer";
import type { Env } from "../../env";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/** Hands one message to the SMTP server; rejects when the server (or the network) refuses. */
export interface Mailer {
  readonly from: string;
  /** host:port, for the log (never the credentials of SMTP_URL). */
  readonly server: string;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Time-outs, so an unanswering server fails an attempt instead of holding the worker. */
const CONNECTION_TIMEOUT_MS = 10_000;
const GREETING_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 30_000;

/**
 * The SMTP transport of SMTP_URL (smtp:// upgrades with STARTTLS when the server offers it;
 * smtps:// is TLS from the start), sending as MAIL_FROM. Null without SMTP_URL: the outbox
 * then keeps messages for staff to read.
 */
export function createMailer(env: Pick<Env, "SMTP_URL" | "MAIL_FROM">): Mailer | null {
  if (!env.SMTP_URL) return null;
  const url = new URL(env.SMTP_URL);
  const transport = nodemailer.createTransport({
    url: env.SMTP_URL,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: GREETING_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
  });
  return {
    from: env.MAIL_FROM,
    server: url.host,
    async send(mail) {
      await transport.sendMail({ from: env.MAIL_FROM, ...mail });
    },
    close: () => transport.close(),
  };
}
