import { createHash, randomBytes } from "node:crypto";
import { brotliDecompressSync } from "node:zlib";
import { fastify, type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addPageCache, inlineScriptHashes, PUBLIC_CACHE_CONTROL } from "./page-cache.ts";
import { addResponseCache } from "./response-cache.ts";

let app: FastifyInstance;
let renders = 0;
const HYDRATE = "hydrate({ page: 1 })";
const hydrateHash = `'sha256-${createHash("sha256").update(HYDRATE).digest("base64")}'`;

beforeAll(async () => {
  app = fastify();
  // As server/plugins/security-headers.ts does: a fresh nonce per request, echoed in the CSP header.
  app.decorateRequest("cspNonce", "");
  app.addHook("onRequest", async (req) => {
    req.cspNonce = randomBytes(16).toString("base64");
  });
  app.addHook("onSend", async (req, reply) => {
    if (reply.hasHeader("content-security-policy")) return;
    reply.header("content-security-policy", `script-src 'self' 'nonce-${req.cspNonce}'`);
  });
  addResponseCache(app, { ttlMs: 60_000, maxEntries: 10, maxBytes: 4_000 });
  await addPageCache(app, { sessionCookie: "admin_session" });
  const page = (title: string) => async (req: { cspNonce: string }, reply: { type: (t: string) => void }) => {
    renders++;
    reply.type("text/html");
    return (
      `<html><head><title>${title}</title><script nonce="${req.cspNonce}" type="module" src="/assets/a.js"></script>` +
      `</head><body>${"<p>Colleges in Pune</p>".repeat(60)}<script nonce="${req.cspNonce}">${HYDRATE}</script></body></html>`
    );
  };
  app.get("/colleges", page("Colleges"));
  app.get("/exams", page("Exams"));
  app.get("/admin/leads", page("Leads"));
  app.get("/big", page("x".repeat(5000)));
  app.get("/private", async (_req, reply) =>
    reply.type("text/html").header("cache-control", "no-store").send("<p>Mine</p>"),
  );
  app.get("/missing", async (_req, reply) => reply.code(404).type("text/html").send("<p>Not found</p>"));
  app.post("/api/admin/streams", async () => ({ message: "Stream added successfully!" }));
  app.post("/api/user/lead_data", async () => ({ message: "Form submitted successfully!" }));
});
afterAll(() => app.close());

describe("page cache", () => {
  it("serves an anonymous page again without rendering it: the same bytes, no nonce, scripts allowed by hash", async () => {
    const before = renders;
    const first = await app.inject("/colleges");
    const second = await app.inject("/colleges");
    expect(renders - before).toBe(1);
    expect(first.headers["x-cache"]).toBe("miss");
    expect(second.headers["x-cache"]).toBe("hit");
    expect(second.headers["cache-control"]).toBe(PUBLIC_CACHE_CONTROL);
    expect(second.headers["content-type"]).toContain("text/html");
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(first.body).not.toContain("nonce=");
    // A CDN keeping the page must keep compressed and uncompressed copies apart.
    for (const res of [first, second]) expect(res.headers.vary).toBe("accept-encoding");
    for (const res of [first, second]) {
      expect(res.headers["content-security-policy"]).toContain(`script-src 'self' ${hydrateHash};`);
    }
  });

  it("answers 304 to a matching ETag, with the policy that fits the stored copy", async () => {
    const { headers } = await app.inject("/colleges");
    const etag = String(headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await app.inject({ url: "/colleges", headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers["content-security-policy"]).toContain(hydrateHash);
  });

  it("compresses a page asked for again once, with brotli, and sends that from then on", async () => {
    const plain = await app.inject("/exams");
    const asks = { url: "/exams", headers: { "accept-encoding": "gzip, deflate, br" } };
    await app.inject(asks); // the first repeat starts the compression
    await new Promise((resolve) => setTimeout(resolve, 300));
    const res = await app.inject(asks);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers.vary).toContain("accept-encoding");
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    expect(brotliDecompressSync(res.rawPayload).toString("utf8")).toBe(plain.body);
    const gz = await app.inject({ url: "/exams", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
  });

  it("never caches staff pages, pages seen with a session or pages that say no-store", async () => {
    const before = renders;
    const admin = await app.inject("/admin/leads");
    await app.inject("/admin/leads");
    expect(renders - before).toBe(2);
    expect(admin.headers["cache-control"]).toBe("private, no-store");
    expect(admin.headers["content-security-policy"]).toMatch(/'nonce-/);
    const withSession = await app.inject({
      url: "/colleges",
      headers: { cookie: "admin_session=abcdefghijklmnopqrstuvwxyz" },
    });
    expect(withSession.headers["x-cache"]).toBeUndefined();
    expect(withSession.headers["cache-control"]).toBe("private, no-store");
    await app.inject("/private");
    expect((await app.inject("/private")).headers["x-cache"]).toBeUndefined();
  });

  it("keeps within its memory budget: a page larger than the budget is served but not kept", async () => {
    await app.inject("/big");
    expect((await app.inject("/big")).headers["x-cache"]).toBe("miss");
  });

  it("does not keep error pages", async () => {
    await app.inject("/missing");
    const again = await app.inject("/missing");
    expect(again.statusCode).toBe(404);
    expect(again.headers["x-cache"]).toBeUndefined();
  });

  it("empties after a staff change, but not after a visitor's enquiry", async () => {
    await app.inject("/colleges");
    await app.inject({ method: "POST", url: "/api/user/lead_data" });
    expect((await app.inject("/colleges")).headers["x-cache"]).toBe("hit");
    await app.inject({ method: "POST", url: "/api/admin/streams" });
    expect((await app.inject("/colleges")).headers["x-cache"]).toBe("miss");
  });
});

describe("inline script hashes", () => {
  it("hashes inline scripts as a browser does and leaves scripts with a src to 'self'", () => {
    const html = `<script src="/a.js"></script><script type="module">import("/b.js")\r\n</script><script>x()</script><script></script>`;
    const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
    expect(inlineScriptHashes(html)).toEqual([sha('import("/b.js")\n'), sha("x()")]);
  });
});
