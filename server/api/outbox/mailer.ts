import type { Transporter } from "nodemailer";
import type { Env } from "../../env";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** The same message as HTML (customer mail), sent beside the text. */
  html?: string | null;
  /** `cid` marks a part the HTML shows inline (the logo) rather than a file to open. */
  attachments?: { filename: string; contentType: string; content: Uint8Array; cid?: string }[];
  /** A customer message's one-click unsubscribe address (List-Unsubscribe, RFC 8058). */
  unsubscribeUrl?: string | null;
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
  const smtpUrl = env.SMTP_URL;
  const url = new URL(smtpUrl);
  // nodemailer is loaded with the first message, not with the server (issue 12: start time).
  let transport: Promise<Transporter> | undefined;
  const open = () => {
    transport ??= import("nodemailer").then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: smtpUrl,
        // One connection kept open and reused: a batch of reminders is not a handshake each.
        pool: true,
        maxConnections: 1,
        connectionTimeout: CONNECTION_TIMEOUT_MS,
        greetingTimeout: GREETING_TIMEOUT_MS,
        socketTimeout: SOCKET_TIMEOUT_MS,
      }),
    );
    return transport;
  };
  return {
    from: env.MAIL_FROM,
    server: url.host,
    async send({ unsubscribeUrl, attachments = [], html, ...mail }) {
      await (await open()).sendMail({
        from: env.MAIL_FROM,
        ...mail,
        ...(html ? { html } : {}),
        attachments: attachments.map((file) => ({ ...file, content: Buffer.from(file.content) })),
        ...(unsubscribeUrl
          ? {
              list: { unsubscribe: unsubscribeUrl },
              headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
            }
          : {}),
      });
    },
    close() {
      void transport?.then((opened) => opened.close());
    },
  };
}
