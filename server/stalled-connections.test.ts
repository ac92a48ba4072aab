// Connections that announce a body and then send nothing must not deny the site to everyone else: a request
// takes one of the few places of the request queue only once its body is in, and the request timeout closes
// a stalled connection (408) instead of keeping it for good.
import type { Socket } from "node:net";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN } from "../tests/support/api.ts";
import { openTestSite, type TestSite } from "../tests/support/site.ts";

const STALLED = 50;
const STALLED_UPLOADS = 10;
const MAX_ACTIVE_REQUESTS = 8;
// Short, so the test sees the timeout end the stalled requests; the checks in between take well under it.
const REQUEST_TIMEOUT_MS = 6_000;

let site: TestSite;
let stalled: Stalled[] = [];
beforeAll(async () => {
  site = await openTestSite({
    MAX_ACTIVE_REQUESTS: String(MAX_ACTIVE_REQUESTS),
    REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    HEADERS_TIMEOUT_MS: "2000",
  });
});
afterAll(async () => {
  for (const s of stalled) s.socket.destroy();
  await site.close();
});

interface Stalled {
  socket: Socket;
  answer: string;
  closed: boolean;
}

/** Sends the request line and headers of a post announcing a body, then nothing more. */
function stall(port: number, head: string): Promise<Stalled> {
  return new Promise((resolve) => {
    const stalled: Stalled = { socket: connect(port, "127.0.0.1"), answer: "", closed: false };
    stalled.socket.on("data", (chunk) => (stalled.answer += chunk.toString("latin1")));
    stalled.socket.on("close", () => (stalled.closed = true));
    stalled.socket.on("error", () => {});
    stalled.socket.once("connect", () => {
      stalled.socket.write(`${head}\r\n\r\n`);
      resolve(stalled);
    });
  });
}

/** A visitor's form post of 100,000 bytes */
const formPost =
  "POST /admin HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\n" +
  "Content-Length: 100000";
/** A signed-in admin's program with a 4 MB image, through the API (its handler takes the parts apart) */
const programUpload = (token: string) =>
  "POST /api/admin/create_program HTTP/1.1\r\nHost: 127.0.0.1\r\n" +
  `Authorization: Bearer ${token}\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 4194304`;

// Answers within this are answers; a request waiting for a place behind the stalled ones would get 503
// after ADMISSION_WAIT_MS (2 s) at the earliest, or wait for the stalled sockets to close.
const answered = () => ({ signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS - 1_000) });

describe("stalled connections", () => {
  it("leave pages, enquiries and API reads answered, and are ended by the request timeout", async () => {
    // Warm up each kind of request once, so the checks below measure the stalls, not a first start.
    expect((await fetch(`${site.url}/warm-up`)).status).toBe(200);

    const signIn = await fetch(`${site.url}/api/admin/admin_login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(ADMIN),
    });
    const { token } = (await signIn.json()) as { token: string };
    stalled = await Promise.all([
      ...Array.from({ length: STALLED }, () => stall(site.port, formPost)),
      ...Array.from({ length: STALLED_UPLOADS }, () => stall(site.port, programUpload(token))),
    ]);
    await new Promise((r) => setTimeout(r, 300)); // the server has read every stalled request's headers

    const fresh = Date.now().toString(36);
    const page = await fetch(`${site.url}/colleges?fresh=${fresh}`, answered());
    expect(page.status).toBe(200);
    expect(page.headers.get("x-cache")).toBe("MISS"); // rendered for this request, not a kept copy
    const lead = await fetch(`${site.url}/api/user/lead_data`, {
      ...answered(),
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: "Asha Kulkarni",
        email: `asha-${fresh}@example.in`,
        phone: "+91 98220 12345",
        city: "Pune",
        course: "btech",
        terms: true,
      }),
    });
    expect(lead.status).toBe(201);
    const read = await fetch(`${site.url}/api/admin/get_collegespage?page=1&limit=5&fresh=${fresh}`, answered());
    expect(read.status).toBe(200);
    expect(read.headers.get("x-cache")).toBe("MISS");

    // All of that happened while every stalled request was still waiting for its body.
    expect(stalled.filter((s) => s.closed || s.answer)).toHaveLength(0);

    // The request timeout then ends each of them with 408 and closes the connection (generous bound: Node
    // looks for connections past their time every half second here).
    const deadline = Date.now() + REQUEST_TIMEOUT_MS + 10_000;
    while (stalled.some((s) => !s.closed) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(stalled.filter((s) => !s.closed)).toHaveLength(0);
    expect(stalled.filter((s) => s.answer.startsWith("HTTP/1.1 408"))).toHaveLength(STALLED + STALLED_UPLOADS);
  }, 40_000);
});
