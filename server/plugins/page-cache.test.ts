import { randomBytes } from "node:crypto";
import { fastify, type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addPageCache, PUBLIC_CACHE_CONTROL } from "./page-cache.ts";

let app: FastifyInstance;
let renders = 0;

beforeAll(async () => {
  app = fastify();
  // As server/plugins/security.ts does: a fresh nonce per request, echoed in the CSP header.
  app.decorateRequest("cspNonce", "");
  app.addHook("onRequest", async (req) => {
    req.cspNonce = randomBytes(16).toString("base64");
  });
  app.addHook("onSend", async (req, reply) => {
    reply.header("content-security-policy", `script-src 'nonce-${req.cspNonce}'`);
  });
  await addPageCache(app, { ttlMs: 60_000, maxEntries: 10, maxBytes: 400 });
  const page = (title: string) => async (req: { cspNonce: string }, reply: { type: (t: string) => void }) => {
    renders++;
    reply.type("text/html");
    return `<html><title>${title}</title><script nonce="${req.cspNonce}">hydrate()</script></html>`;
  };
  app.get("/colleges", page("Colleges"));
  app.get("/admin/leads", page("Leads"));
  app.get("/big", page("x".repeat(1000)));
  app.get("/missing", async (_req, reply) => reply.code(404).type("text/html").send("<p>Not found</p>"));
  app.post("/api/admin/streams", async () => ({ message: "Stream added successfully!" }));
  app.post("/api/user/lead_data", async () => ({ message: "Form submitted successfully!" }));
});
afterAll(() => app.close());

const nonceIn = (body: string) => /nonce="([^"]+)"/.exec(body)?.[1];

describe("page cache", () => {
  it("serves an anonymous page again without rendering it, with a fresh nonce each time", async () => {
    const before = renders;
    const first = await app.inject("/colleges");
    const second = await app.inject("/colleges");
    expect(renders - before).toBe(1);
    expect(first.headers["x-page-cache"]).toBe("miss");
    expect(second.headers["x-page-cache"]).toBe("hit");
    expect(second.headers["cache-control"]).toBe(PUBLIC_CACHE_CONTROL);
    expect(nonceIn(second.body)).not.toBe(nonceIn(first.body));
    expect(second.headers["content-security-policy"]).toContain(`'nonce-${nonceIn(second.body)}'`);
    expect(second.body.replace(/nonce="[^"]+"/, "")).toBe(first.body.replace(/nonce="[^"]+"/, ""));
    expect(second.headers["content-type"]).toContain("text/html");
  });

  it("answers 304 to a matching ETag, without a CSP header that would not match the stored copy", async () => {
    const { headers } = await app.inject("/colleges");
    const etag = String(headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await app.inject({ url: "/colleges", headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers["content-security-policy"]).toBeUndefined();
  });

  it("never caches staff pages or pages seen with a session", async () => {
    const before = renders;
    const admin = await app.inject("/admin/leads");
    await app.inject("/admin/leads");
    expect(renders - before).toBe(2);
    expect(admin.headers["cache-control"]).toBe("private, no-store");
    const withSession = await app.inject({
      url: "/colleges",
      headers: { cookie: "admin_session=abcdefghijklmnopqrstuvwxyz" },
    });
    expect(withSession.headers["x-page-cache"]).toBeUndefined();
    expect(withSession.headers["cache-control"]).toBe("private, no-store");
  });

  it("keeps within its memory budget: a page larger than the budget is served but not kept", async () => {
    await app.inject("/big");
    expect((await app.inject("/big")).headers["x-page-cache"]).toBe("miss");
    expect((await app.inject("/colleges")).headers["x-page-cache"]).toMatch(/hit|miss/);
  });

  it("does not keep error pages", async () => {
    await app.inject("/missing");
    const again = await app.inject("/missing");
    expect(again.statusCode).toBe(404);
    expect(again.headers["x-page-cache"]).toBeUndefined();
  });

  it("empties after a staff change, but not after a visitor's enquiry", async () => {
    await app.inject("/colleges");
    await app.inject({ method: "POST", url: "/api/user/lead_data" });
    expect((await app.inject("/colleges")).headers["x-page-cache"]).toBe("hit");
    await app.inject({ method: "POST", url: "/api/admin/streams" });
    expect((await app.inject("/colleges")).headers["x-page-cache"]).toBe("miss");
  });
});
