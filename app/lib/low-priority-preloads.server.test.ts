import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "./low-priority-preloads.server.ts";

const page =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/a.js"/>' +
  '<link rel="modulepreload" href="/b.js"/></head><body><p>नमस्ते, छात्र</p></body></html>';

async function rewrite(chunks: Buffer[]): Promise<string> {
  return text(Readable.from(chunks).pipe(lowPriorityModulePreloads()));
}

describe("low-priority module preloads", () => {
  it("marks every module preload low priority and leaves the rest of the page as it was", async () => {
    const out = await rewrite([Buffer.from(page)]);
    expect(out.match(/<link rel="modulepreload" fetchpriority="low" href="\/[ab]\.js"\/>/g)).toHaveLength(2);
    expect(out.replaceAll(' fetchpriority="low"', "")).toBe(page);
  });

  it("finds a tag cut by any chunk boundary, and never cuts a character in two", async () => {
    const bytes = Buffer.from(page);
    const whole = await rewrite([bytes]);
    for (let at = 1; at < bytes.length; at++) {
      expect(await rewrite([bytes.subarray(0, at), bytes.subarray(at)])).toBe(whole);
    }
  });

  it("sends a chunk on at once unless its end may start a tag", async () => {
    const transform = lowPriorityModulePreloads();
    const seen: string[] = [];
    transform.on("data", (c: Buffer) => seen.push(c.toString()));
    transform.write(Buffer.from("<head><title>x</title>"));
    transform.write(Buffer.from("<p>shell</p><li"));
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen.join("")).toBe("<head><title>x</title><p>shell</p>");
    transform.end(Buffer.from('nk rel="modulepreload" href="/c.js"/>'));
    await new Promise((resolve) => transform.on("end", resolve));
    expect(seen.join("")).toBe(
      '<head><title>x</title><p>shell</p><link rel="modulepreload" fetchpriority="low" href="/c.js"/>',
    );
  });
});
