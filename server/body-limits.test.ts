// Nobody can make the server hold a large body in memory: every route refuses a body over its limit with
// 413 before reading it (as announced by Content-Length, or as soon as the bytes of a chunked body pass the
// limit), 100 KB for forms and only the program form, for a signed-in admin, takes an image of up to 5 MB.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATA_UPLOAD_BODY_LIMIT, FORM_BODY_LIMIT, UPLOAD_BODY_LIMIT } from "./plugins/site.ts";
import { adminCookie, openTestSite, rawRequest, sendChunked, type TestSite } from "../tests/support/site.ts";

let site: TestSite;
beforeAll(async () => {
  site = await openTestSite();
});
afterAll(() => site.close());

const head = (requestLine: string, ...headers: string[]) =>
  [requestLine, "Host: 127.0.0.1", "Connection: close", ...headers].join("\r\n");
const form = "Content-Type: application/x-www-form-urlencoded";
/** The type each path reads: JSON for the API, a form for pages */
const typeFor = (path: string) => (path.startsWith("/api/") ? "Content-Type: application/json" : form);
const MB = 1024 * 1024;
// An answer comes at once; waiting for a whole body that is never sent (the fault these tests look for)
// ends in rawRequest's "no answer within 10 s" rather than in the runner's own timeout.
const WAIT = { timeout: 60_000 };

describe("bodies over the limit", () => {
  it("are refused with 413 on their Content-Length alone, before a byte of the body is sent", WAIT, async () => {
    for (const path of ["/admin", "/resources/enquiry", "/some/page", "/api/user/lead_data"]) {
      const answer = await rawRequest(
        site.port,
        head(`POST ${path} HTTP/1.1`, typeFor(path), `Content-Length: ${180 * MB}`),
      );
      expect({ path, status: answer.status }).toEqual({ path, status: 413 });
    }
  });

  it("are refused with 413 as soon as a chunked body passes 100 KB, long before its end", WAIT, async () => {
    for (const path of ["/admin", "/resources/enquiry", "/api/user/lead_data"]) {
      const answer = await rawRequest(
        site.port,
        head(`POST ${path} HTTP/1.1`, typeFor(path), "Transfer-Encoding: chunked"),
        (socket, sent) => sendChunked(socket, 20 * MB, sent),
      );
      expect({ path, status: answer.status }).toEqual({ path, status: 413 });
      // What was written before the answer came: the limit and what the connection buffers, not 20 MB.
      expect(answer.bodyBytesSent).toBeLessThan(8 * MB);
    }
  });

  it("refuse a multipart enquiry over 100 KB with 413", WAIT, async () => {
    const boundary = "----portal-test";
    const body = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\n${"x".repeat(150 * 1024)}\r\n--${boundary}--\r\n`,
    );
    const answer = await rawRequest(
      site.port,
      head(
        "POST /resources/enquiry HTTP/1.1",
        `Content-Type: multipart/form-data; boundary=${boundary}`,
        `Content-Length: ${body.length}`,
      ),
      (socket, sent) => void (socket.write(body), sent(body.length)),
    );
    expect(answer.status).toBe(413);
  });

  it("hold a program form post without an admin session to the form limit, before reading it", WAIT, async () => {
    // The site: 413 at once for a body declared too large; a small one still reaches the page, which sends the
    // browser to sign in. The API: 401 before any of the body is read.
    for (const [path, status] of [
      ["/admin/add_program", 413],
      ["/admin/add_program.data", 413],
      ["/api/admin/create_program", 401],
    ] as const) {
      const answer = await rawRequest(
        site.port,
        head(`POST ${path} HTTP/1.1`, "Content-Type: multipart/form-data; boundary=x", `Content-Length: ${4 * MB}`),
      );
      expect({ path, status: answer.status }).toEqual({ path, status });
    }
    const chunked = await rawRequest(
      site.port,
      head(
        "POST /admin/add_program HTTP/1.1",
        "Content-Type: multipart/form-data; boundary=x",
        "Transfer-Encoding: chunked",
      ),
      (socket, sent) => sendChunked(socket, 20 * MB, sent),
    );
    expect(chunked.status, "chunked").toBe(413);
    expect(chunked.bodyBytesSent).toBeLessThan(8 * MB);
    const small = await rawRequest(
      site.port,
      head("POST /admin/add_program HTTP/1.1", form, "Content-Length: 5"),
      (socket, sent) => void (socket.write("a=bcd"), sent(5)),
    );
    expect(small.status).toBe(200);
  });
});

describe("bodies within the limit", () => {
  it("reach the page's action whole, with a Content-Length or chunked", WAIT, async () => {
    const size = FORM_BODY_LIMIT - 1024;
    const sized = await rawRequest(
      site.port,
      head("POST /admin HTTP/1.1", form, `Content-Length: ${size}`),
      (socket, sent) => void (socket.write(Buffer.alloc(size, "a")), sent(size)),
    );
    expect(sized.status).toBe(200);
    expect(sized.text).toContain(`{"received":${size}}`);
    const chunked = await rawRequest(
      site.port,
      head("POST /admin HTTP/1.1", form, "Transfer-Encoding: chunked"),
      (socket, sent) => sendChunked(socket, 64 * 1024, sent),
    );
    expect(chunked.status).toBe(200);
    expect(chunked.text).toContain(`{"received":${64 * 1024}}`);
  });

  it(
    "let a signed-in admin send the program form with a 4 MB image, but not more than the upload limit",
    WAIT,
    async () => {
      const cookie = await adminCookie(site);
      const upload = (size: number) =>
        rawRequest(
          site.port,
          head(
            "POST /admin/add_program HTTP/1.1",
            "Content-Type: multipart/form-data; boundary=x",
            `Cookie: ${cookie}`,
            `Content-Length: ${size}`,
          ),
          (socket, sent) => void (socket.write(Buffer.alloc(size, "a")), sent(size)),
        );
      const fourMb = await upload(4 * MB);
      expect(fourMb.status).toBe(200);
      expect(fourMb.text).toContain(`{"received":${4 * MB}}`);
      expect((await upload(UPLOAD_BODY_LIMIT + 1)).status).toBe(413);
    },
  );

  it(
    "let a signed-in admin send an official data file of 15 MB to /admin/data, and refuse 50 MB unread",
    WAIT,
    async () => {
      const cookie = await adminCookie(site);
      const headers = (size: number) =>
        head(
          "POST /admin/data HTTP/1.1",
          "Content-Type: multipart/form-data; boundary=x",
          `Cookie: ${cookie}`,
          `Content-Length: ${size}`,
        );
      const fifteen = await rawRequest(
        site.port,
        headers(15 * MB),
        (socket, sent) => void (socket.write(Buffer.alloc(15 * MB, "a")), sent(15 * MB)),
      );
      expect(fifteen.status).toBe(200);
      expect(fifteen.text).toContain(`{"received":${15 * MB}}`);
      // Refused on its Content-Length alone: not a byte of the 50 MB is sent.
      expect((await rawRequest(site.port, headers(50 * MB))).status).toBe(413);
      expect(DATA_UPLOAD_BODY_LIMIT).toBeLessThan(50 * MB);
    },
  );
});
