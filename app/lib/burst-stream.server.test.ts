import { describe, expect, it } from "vitest";
import { burstStream } from "./burst-stream.server";

function collect(stream: NodeJS.ReadableStream) {
  const chunks: string[] = [];
  stream.on("data", (chunk: Buffer) => chunks.push(chunk.toString()));
  return chunks;
}

describe("burstStream", () => {
  it("joins the writes of one burst into a single chunk", async () => {
    const stream = burstStream(() => {});
    const chunks = collect(stream);
    for (const part of ["<html>", "<body>", "hello"]) stream.write(Buffer.from(part));
    await new Promise((resolve) => setImmediate(resolve));
    expect(chunks).toEqual(["<html><body>hello"]);
  });

  it("lets a later burst (streamed content) out on its own, without waiting for the end", async () => {
    const stream = burstStream(() => {});
    const chunks = collect(stream);
    stream.write(Buffer.from("shell"));
    await new Promise((resolve) => setTimeout(resolve, 5));
    stream.write(Buffer.from("late"));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(chunks).toEqual(["shell", "late"]);
  });

  it("releases large bursts in pieces of 32 KB or more, and everything at the end", async () => {
    const stream = burstStream(() => {});
    const chunks = collect(stream);
    const ended = new Promise((resolve) => stream.on("end", resolve));
    for (let i = 0; i < 40; i++) stream.write(Buffer.alloc(1024, "a"));
    stream.end(Buffer.from("tail"));
    await ended;
    expect(chunks.map((chunk) => chunk.length)).toEqual([32 * 1024, 8 * 1024 + 4]);
  });

  it("calls its end hook once the document is complete", async () => {
    let ended = 0;
    const stream = burstStream(() => ended++);
    collect(stream);
    const finished = new Promise((resolve) => stream.on("end", resolve));
    stream.end(Buffer.from("done"));
    await finished;
    expect(ended).toBe(1);
  });
});
