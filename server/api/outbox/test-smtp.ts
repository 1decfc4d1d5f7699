import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * For tests: an SMTP server in this process on a free port that parses what it receives.
 * `reject` set to a message makes it refuse every recipient with a 550 carrying it.
 */
export async function startTestSmtp() {
  const received: ParsedMail[] = [];
  const waiters: (() => void)[] = [];
  const state: { reject: string | null } = { reject: null };
  const server = new SMTPServer({
    // Plain SMTP on 127.0.0.1: no STARTTLS (a self-signed certificate) and no login.
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!state.reject) return callback();
      const error = Object.assign(new Error(state.reject), { responseCode: 550 });
      callback(error);
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          for (const wake of waiters.splice(0)) wake();
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    state,
    /** Resolves once `count` messages have arrived in all. */
    async waitFor(count: number, timeoutMs = 5000): Promise<ParsedMail[]> {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline)
          throw new Error(`expected ${count} mails, got ${received.length}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestSmtp = Awaited<ReturnType<typeof startTestSmtp>>;
