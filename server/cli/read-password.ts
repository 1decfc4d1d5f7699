import { createInterface } from "node:readline";

/** The first line of piped input (scripts, CI). */
async function firstLine(): Promise<string> {
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return "";
}

/** Reads a line from the terminal without echoing it. */
function hiddenLine(prompt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    let value = "";
    process.stdout.write(prompt);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding("utf8");
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n") {
          finish();
          return resolve(value);
        }
        if (char === "\u0003") {
          finish();
          return reject(new Error("Cancelled."));
        }
        if (char === "\u007f" || char === "\b") value = value.slice(0, -1);
        else value += char;
      }
    };
    const finish = () => {
      stdin.off("data", onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stdout.write("\n");
    };
    stdin.on("data", onData);
  });
}

/** From the terminal: asked twice, hidden. From a pipe: the first line. */
export async function readPassword(prompt: string): Promise<string> {
  if (!process.stdin.isTTY) return firstLine();
  const first = await hiddenLine(prompt);
  const again = await hiddenLine("Repeat the password: ");
  if (first !== again) throw new Error("The passwords do not match.");
  return first;
}
