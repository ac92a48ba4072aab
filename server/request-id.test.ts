// A request's id is the proxy's X-Request-Id only when TRUST_PROXY names the proxy that connects; any other
// client's is ignored. Either way the request's line in the access log carries the id the answer names.
import { Writable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { openTestApi, type TestApi } from "../tests/support/api.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
let api: TestApi | undefined;
let lines: { requestId?: string; msg: string }[] = [];

async function open(trustProxy: string) {
  lines = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as { requestId?: string; msg: string });
      done();
    },
  });
  api = await openTestApi({ LOG_LEVEL: "info", TRUST_PROXY: trustProxy }, { logStream });
  return api.app;
}
afterEach(async () => {
  await api?.close();
  api = undefined;
});

/** The answer's request id, after checking that the request's one access-log line carries the same one. */
async function requestId(app: TestApi["app"], remoteAddress: string, given: string) {
  lines = [];
  const res = await app.inject({ url: "/api/nope", remoteAddress, headers: { "x-request-id": given } });
  const id = String(res.headers["x-request-id"]);
  expect(lines.filter((l) => l.msg === "incoming request")).toEqual([]);
  const logged = lines.filter((l) => l.msg === "request completed");
  expect(logged.map((l) => l.requestId)).toEqual([id]);
  return id;
}

describe("request ids", () => {
  it("keeps the X-Request-Id of a proxy TRUST_PROXY names, and of no other client", async () => {
    const app = await open("10.0.0.5, 2001:db8::/32");
    expect(await requestId(app, "10.0.0.5", "lb-4f2a")).toBe("lb-4f2a");
    expect(await requestId(app, "::ffff:10.0.0.5", "lb-4f2b")).toBe("lb-4f2b");
    expect(await requestId(app, "2001:db8::7", "lb-4f2c")).toBe("lb-4f2c");
    expect(await requestId(app, "10.0.0.6", "forged-1")).toMatch(UUID);
    expect(await requestId(app, "127.0.0.1", "forged-2")).toMatch(UUID);
    // Even from the proxy, an id that is no plain token is replaced.
    expect(await requestId(app, "10.0.0.5", "two words")).toMatch(UUID);
  });

  it("keeps no client's X-Request-Id when no proxy is trusted", async () => {
    for (const trustProxy of [""]) {
      const app = await open(trustProxy);
      expect(await requestId(app, "10.0.0.5", "forged-3"), trustProxy).toMatch(UUID);
      expect(await requestId(app, "127.0.0.1", "forged-4"), trustProxy).toMatch(UUID);
      await api?.close();
      api = undefined;
    }
  });
});
