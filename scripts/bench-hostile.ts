// Two ways a single visitor with a script could once take the portal down (pre-launch security audit), as
// load on the built server:
// - oversized posts: twenty 50 MB bodies at once, to a page and to the lead form, with a Content-Length
//   and chunked. Every one must get 413 and the server's memory stay within 100 MB of idle.
// - stalled sockets: fifty form posts that announce 100,000 bytes and send none. Meanwhile uncached pages,
//   leads and uncached API reads must still be answered, p99 under 1 s.
// Each request comes from a loopback address of its own (127.x.y.z): the form and lead limits count per
// address, and the bench trusts no proxy to say otherwise.
import { request } from "node:http";
import { connect, type Socket } from "node:net";
import { percentile, rssBytes } from "./bench-load.ts";

const MB = 1024 * 1024;

export interface OversizedResult {
  posts: number;
  bodyMb: number;
  /** Answers by kind of post and status ("reset" when the connection was reset before an answer could be
   * read: the server closes a connection it refused while the client still writes, and the reset can
   * overtake the 413 already sent) */
  statuses: Record<string, Record<string, number>>;
  idleRssMb: number;
  peakRssMb: number;
  /** A second after the last answer */
  afterRssMb: number;
  /** Megabytes of body written by all clients before their answers came, in all */
  sentBeforeAnswerMb: number;
  /** Megabytes of body the clients wrote in all before the server closed their connections */
  sentMb: number;
  seconds: number;
}

export interface Latencies {
  requests: number;
  /** answers with the expected status */
  ok: number;
  statuses: Record<string, number>;
  p50: number;
  p99: number;
  max: number;
}

export interface StalledResult {
  stalledSockets: number;
  /** Stalled sockets still open, unanswered, when the measurement ended (all, unless the server gave up) */
  stillStalledAtEnd: number;
  seconds: number;
  page: Latencies;
  lead: Latencies;
  read: Latencies;
}

let addressCounter = 0;
/** A loopback address not used before in this run. */
function nextAddress(): string {
  addressCounter++;
  return `127.${100 + ((addressCounter >> 16) & 127)}.${(addressCounter >> 8) & 255}.${addressCounter & 255 || 1}`;
}

/** One post of `total` bytes over a connection of its own, written as fast as the connection takes it, to
 * the end whatever the answer (as a hostile client would), unless the server closes the connection first. */
function oversizedPost(port: number, path: string, total: number, chunked: boolean) {
  return new Promise<{ status: string; sentBeforeAnswer: number; sent: number }>((resolve) => {
    const socket = connect({ port, host: "127.0.0.1", localAddress: nextAddress() });
    const boundary = "----bench";
    const multipart = path === "/resources/enquiry";
    const type = multipart ? `multipart/form-data; boundary=${boundary}` : "application/x-www-form-urlencoded";
    let answer = "";
    let reset = false;
    let sent = 0;
    let sentBeforeAnswer: number | undefined;
    const done = () => {
      socket.destroy();
      resolve({
        status: /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? (reset ? "reset" : "closed without an answer"),
        sentBeforeAnswer: sentBeforeAnswer ?? sent,
        sent,
      });
    };
    socket.on("data", (d) => {
      sentBeforeAnswer ??= sent;
      answer += d.toString("latin1");
    });
    socket.on("close", done);
    socket.on("error", (err: NodeJS.ErrnoException) => (reset ||= err.code === "ECONNRESET" || err.code === "EPIPE"));
    socket.once("connect", async () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${type}\r\n` +
          (chunked ? "Transfer-Encoding: chunked\r\n\r\n" : `Content-Length: ${total}\r\n\r\n`),
      );
      const chunk = Buffer.alloc(64 * 1024, "a");
      if (multipart) chunk.write(`--${boundary}\r\nContent-Disposition: form-data; name="message"\r\n\r\n`);
      while (sent < total && !socket.destroyed) {
        const flowing = chunked
          ? socket.write(`${chunk.length.toString(16)}\r\n`) && socket.write(chunk) && socket.write("\r\n")
          : socket.write(chunk);
        sent += chunk.length;
        if (!flowing) await new Promise((r) => socket.once("drain", r).once("close", r));
      }
      if (socket.destroyed) return;
      if (chunked) socket.write("0\r\n\r\n");
      // Everything written and the server still listening: give it a moment to answer, then hang up.
      setTimeout(done, 2_000);
    });
  });
}

export async function runOversizedPosts(
  server: { url: string; pid: number },
  posts = 20,
  bodyMb = 50,
): Promise<OversizedResult> {
  const port = Number(new URL(server.url).port);
  const idleRss = rssBytes(server.pid);
  let peakRss = idleRss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssBytes(server.pid))), 20);
  const started = performance.now();
  // A quarter each: a page and the lead form, each with a Content-Length and chunked.
  const kinds = Array.from({ length: posts }, (_, i) => ({
    path: i % 2 ? "/resources/enquiry" : "/admin",
    chunked: i % 4 >= 2,
  }));
  const results = await Promise.all(kinds.map((k) => oversizedPost(port, k.path, bodyMb * MB, k.chunked)));
  const seconds = (performance.now() - started) / 1000;
  peakRss = Math.max(peakRss, rssBytes(server.pid));
  await new Promise((r) => setTimeout(r, 1000));
  clearInterval(sampler);
  const afterRss = rssBytes(server.pid);
  const statuses: OversizedResult["statuses"] = {};
  results.forEach((r, i) => {
    const kind = `${kinds[i].path}, ${kinds[i].chunked ? "chunked" : "Content-Length"}`;
    statuses[kind] ??= {};
    statuses[kind][r.status] = (statuses[kind][r.status] ?? 0) + 1;
  });
  return {
    posts,
    bodyMb,
    statuses,
    idleRssMb: Math.round(idleRss / MB),
    peakRssMb: Math.round(Math.max(peakRss, afterRss) / MB),
    afterRssMb: Math.round(afterRss / MB),
    sentBeforeAnswerMb: Math.round((results.reduce((sum, r) => sum + r.sentBeforeAnswer, 0) / MB) * 10) / 10,
    sentMb: Math.round((results.reduce((sum, r) => sum + r.sent, 0) / MB) * 10) / 10,
    seconds: Math.round(seconds * 100) / 100,
  };
}

interface Stalled {
  socket: Socket;
  answered: boolean;
}

function stall(port: number): Promise<Stalled> {
  return new Promise((resolve) => {
    const stalled = { socket: connect({ port, host: "127.0.0.1", localAddress: nextAddress() }), answered: false };
    stalled.socket.on("data", () => (stalled.answered = true));
    stalled.socket.on("error", () => {});
    stalled.socket.once("connect", () => {
      stalled.socket.write(
        "POST /admin HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\n" +
          "Content-Length: 100000\r\n\r\n",
      );
      resolve(stalled);
    });
  });
}

/** One request on a connection of its own, from a loopback address of its own; resolves with its status and
 * milliseconds to the end of the answer (status 0 when it failed or took more than 10 s). */
function timed(url: string, init: { method?: string; body?: string } = {}) {
  return new Promise<{ status: number; ms: number }>((resolve) => {
    const sent = performance.now();
    const req = request(
      url,
      {
        method: init.method ?? "GET",
        agent: false,
        localAddress: nextAddress(),
        timeout: 10_000,
        headers: init.body ? { "content-type": "application/json" } : {},
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - sent }));
      },
    );
    req.on("timeout", () => req.destroy());
    req.on("error", () => resolve({ status: 0, ms: performance.now() - sent }));
    req.end(init.body);
  });
}

function summary(samples: { status: number; ms: number }[], expected: number): Latencies {
  const statuses: Record<string, number> = {};
  for (const s of samples) statuses[s.status] = (statuses[s.status] ?? 0) + 1;
  const ms = samples
    .filter((s) => s.status === expected)
    .map((s) => s.ms)
    .sort((a, b) => a - b);
  return {
    requests: samples.length,
    ok: ms.length,
    statuses,
    p50: percentile(ms, 50),
    p99: percentile(ms, 99),
    max: Math.round(ms.at(-1) ?? 0),
  };
}

/** Fifty stalled posts held open while, one after another, an uncached page, a lead and an uncached
 * API read are asked for, for the given seconds. */
export async function runStalledSockets(
  server: { url: string },
  collegeId: string,
  seconds: number,
  stalledSockets = 50,
): Promise<StalledResult> {
  const port = Number(new URL(server.url).port);
  const stalled = await Promise.all(Array.from({ length: stalledSockets }, () => stall(port)));
  await new Promise((r) => setTimeout(r, 500)); // every stalled request's headers are in
  const run = Date.now().toString(36);
  const page: { status: number; ms: number }[] = [];
  const lead: { status: number; ms: number }[] = [];
  const read: { status: number; ms: number }[] = [];
  const until = Date.now() + seconds * 1000;
  for (let n = 0; Date.now() < until; n++) {
    page.push(await timed(`${server.url}/?stalled=${run}-${n}`));
    lead.push(
      await timed(`${server.url}/api/user/lead_data`, {
        method: "POST",
        body: JSON.stringify({
          name: "Bench Student",
          email: `stalled-${run}-${n}@example.in`,
          phone: `8${String(n).padStart(9, "0")}`,
          city: "Pune",
          course: "BTech",
          terms: true,
        }),
      }),
    );
    read.push(await timed(`${server.url}/api/admin/getSingle_collegespage/${collegeId}?stalled=${run}-${n}`));
  }
  const stillStalledAtEnd = stalled.filter((s) => !s.socket.destroyed && !s.answered).length;
  for (const s of stalled) s.socket.destroy();
  return {
    stalledSockets,
    stillStalledAtEnd,
    seconds,
    page: summary(page, 200),
    lead: summary(lead, 201),
    read: summary(read, 200),
  };
}
