import { createHash, randomBytes } from "node:crypto";
import { brotliDecompressSync } from "node:zlib";
import { fastify, type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { addPageCache, inlineScriptHashes, PUBLIC_CACHE_CONTROL } from "./page-cache.ts";
import { addResponseCache, cacheKey, type ResponseCacheLimits } from "./response-cache.ts";

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
  // As requireAdmin (server/api/require-admin.ts): signed-in staff get req.admin, anyone else a 401.
  const requireAdmin = async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.headers.authorization !== "Bearer staff-token") return reply.code(401).send({ message: "Sign in" });
    req.admin = { id: "a1", email: "staff@college.example.in", role: "admin" };
  };
  app.post("/api/admin/streams", { preHandler: requireAdmin }, async () => ({ message: "Stream added!" }));
  app.post("/api/admin/logout", async () => ({ message: "Signed out" }));
  app.post("/api/admin/admin_login", async () => ({ message: "Wrong email or password." }));
  // An admin page posted to without a session: the admin guard sends the browser to sign in.
  app.post("/admin/dashboard", async (_req, reply) => reply.redirect("/admin?next=%2Fadmin%2Fdashboard"));
  app.post("/api/user/lead_data", async () => ({ message: "Form submitted successfully!" }));
});
afterAll(() => app.close());

describe("page cache", () => {
  it("serves an anonymous page again without rendering it: the same bytes, no nonce, scripts allowed by hash", async () => {
    const before = renders;
    const first = await app.inject("/colleges");
    const second = await app.inject("/colleges");
    expect(renders - before).toBe(1);
    expect(first.headers["x-cache"]).toBe("MISS");
    expect(second.headers["x-cache"]).toBe("HIT");
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
    const res = await vi.waitFor(async () => {
      const answer = await app.inject(asks);
      expect(answer.headers["content-encoding"]).toBe("br");
      return answer;
    });
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
    expect((await app.inject("/private")).headers["x-cache"]).toBe("MISS");
  });

  it("neither serves nor keeps a page seen with a compare tray: it shows that student's tray (decision 061)", async () => {
    await app.inject("/colleges");
    expect((await app.inject("/colleges")).headers["x-cache"]).toBe("HIT");
    const before = renders;
    const withTray = await app.inject({ url: "/colleges", headers: { cookie: "compare_tray=iit-bombay" } });
    expect(renders - before).toBe(1);
    expect(withTray.headers["x-cache"]).toBeUndefined();
    expect(withTray.headers["cache-control"]).toBe("private, no-store");
    // The next visitor without a tray still gets the kept page.
    expect((await app.inject("/colleges")).headers["x-cache"]).toBe("HIT");
  });

  it("keeps within its memory budget: a page larger than the budget is served but not kept", async () => {
    await app.inject("/big");
    expect((await app.inject("/big")).headers["x-cache"]).toBe("MISS");
  });

  it("does not keep error pages, and says so", async () => {
    await app.inject("/missing");
    const again = await app.inject("/missing");
    expect(again.statusCode).toBe(404);
    expect(again.headers["x-cache"]).toBe("MISS");
  });

  it("serves a page reached through a campaign or ad link from the copy kept for the plain address", async () => {
    await app.inject("/colleges");
    for (const url of ["/colleges?utm_source=newsletter", "/colleges?utm_medium=email&fbclid=abc&gclid=def"]) {
      const res = await app.inject(url);
      expect(res.headers["x-cache"]).toBe("HIT");
    }
    // Other parameters do change the page.
    expect((await app.inject("/colleges?page=2")).headers["x-cache"]).toBe("MISS");
  });
});

describe("emptying the page cache", () => {
  const staff = { authorization: "Bearer staff-token" };

  it("keeps pages after a visitor's enquiry, a sign-in or sign-out, or a post to a staff page without a session", async () => {
    await app.inject("/colleges");
    expect((await app.inject("/colleges")).headers["x-cache"]).toBe("HIT");
    const anonymous = [
      { method: "POST", url: "/api/user/lead_data" },
      { method: "POST", url: "/api/admin/logout" },
      { method: "POST", url: "/api/admin/admin_login" },
      { method: "POST", url: "/admin/dashboard" },
      { method: "POST", url: "/api/admin/streams" },
    ] as const;
    for (const request of anonymous) {
      const res = await app.inject(request);
      expect(res.statusCode).toBeLessThan(request.url === "/api/admin/streams" ? 500 : 400);
      expect((await app.inject("/colleges")).headers["x-cache"], `${request.method} ${request.url}`).toBe("HIT");
    }
  });

  it("empties after a change saved by signed-in staff", async () => {
    await app.inject("/colleges");
    expect((await app.inject("/colleges")).headers["x-cache"]).toBe("HIT");
    const saved = await app.inject({ method: "POST", url: "/api/admin/streams", headers: staff });
    expect(saved.statusCode).toBe(200);
    expect((await app.inject("/colleges")).headers["x-cache"]).toBe("MISS");
  });
});

/** A small app of its own: plain pages of a known size, each render counted. */
async function countingApp(limits: ResponseCacheLimits, delayMs = 0) {
  const counting = fastify();
  counting.decorateRequest("cspNonce", "");
  addResponseCache(counting, limits);
  await addPageCache(counting, { sessionCookie: "admin_session" });
  const renders: Record<string, number> = {};
  counting.get("/:page", async (req, reply) => {
    const { page } = req.params as { page: string };
    renders[page] = (renders[page] ?? 0) + 1;
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (page.startsWith("private")) reply.header("cache-control", "no-store");
    return reply.type("text/html").send(`<p>${page}</p>${"x".repeat(1000 - page.length)}`); // 1007 bytes
  });
  return { app: counting, renders };
}

describe("least recently used", () => {
  it("keeps a page visitors keep asking for over an older one nobody asked for again, when the budget is full", async () => {
    // Room for two pages of 1007 bytes, not three.
    const { app: small } = await countingApp({ ttlMs: 60_000, maxEntries: 100, maxBytes: 2_500 });
    await small.inject("/home");
    await small.inject("/pune");
    expect((await small.inject("/home")).headers["x-cache"]).toBe("HIT"); // the home page is used again
    await small.inject("/jaipur"); // no room left: the least recently used page goes
    expect((await small.inject("/home")).headers["x-cache"]).toBe("HIT");
    expect((await small.inject("/jaipur")).headers["x-cache"]).toBe("HIT");
    expect((await small.inject("/pune")).headers["x-cache"]).toBe("MISS");
    await small.close();
  });

  it("also counts entries: at most maxEntries answers are kept, the least recently used going first", async () => {
    const { app: small } = await countingApp({ ttlMs: 60_000, maxEntries: 2, maxBytes: 1_000_000 });
    await small.inject("/home");
    await small.inject("/pune");
    await small.inject("/home");
    await small.inject("/jaipur");
    expect((await small.inject("/home")).headers["x-cache"]).toBe("HIT");
    expect((await small.inject("/pune")).headers["x-cache"]).toBe("MISS");
    await small.close();
  });
});

describe("simultaneous visitors", () => {
  it("renders a page once for many visitors asking for it at the same moment", async () => {
    const { app: busy, renders } = await countingApp({ ttlMs: 60_000, maxEntries: 100, maxBytes: 100_000 }, 50);
    const answers = await Promise.all(Array.from({ length: 8 }, () => busy.inject("/home?utm_source=whatsapp")));
    expect(renders.home).toBe(1);
    expect(answers.map((res) => res.statusCode)).toEqual(Array(8).fill(200));
    expect(answers.filter((res) => res.headers["x-cache"] === "MISS")).toHaveLength(1);
    expect(answers.filter((res) => res.headers["x-cache"] === "HIT")).toHaveLength(7);
    expect(new Set(answers.map((res) => res.body)).size).toBe(1);
    await busy.close();
  });

  it("lets each visitor render the page when the first answer is not kept", async () => {
    const { app: busy, renders } = await countingApp({ ttlMs: 60_000, maxEntries: 100, maxBytes: 100_000 }, 50);
    const answers = await Promise.all(Array.from({ length: 4 }, () => busy.inject("/private-page")));
    expect(renders["private-page"]).toBe(4);
    expect(answers.every((res) => res.statusCode === 200 && res.headers["x-cache"] === "MISS")).toBe(true);
    await busy.close();
  });

  it("waits only a bounded time for another visitor's render", async () => {
    const limits = { ttlMs: 60_000, maxEntries: 100, maxBytes: 100_000, waitMs: 20 };
    const { app: slow, renders } = await countingApp(limits, 200);
    const answers = await Promise.all(Array.from({ length: 3 }, () => slow.inject("/home")));
    expect(renders.home).toBe(3);
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    await slow.close();
  });
});

describe("expired answers", () => {
  it("are dropped when their time is up, not only when something pushes them out", async () => {
    const small = fastify();
    addResponseCache(small, { ttlMs: 100, maxEntries: 10, maxBytes: 100_000 });
    await addPageCache(small, { sessionCookie: "admin_session" });
    small.get("/p", async (_req, reply) => reply.type("text/html").send("<p>Kept a moment</p>"));
    await small.inject("/p");
    expect(small.responseCache.size).toBe(1);
    await vi.waitFor(() => expect(small.responseCache.size).toBe(0));
    await small.close();
  });
});

describe("cacheKey", () => {
  it("drops campaign and ad-click parameters and keeps the rest, in one order and one spelling", () => {
    expect(cacheKey("/")).toBe("/");
    expect(cacheKey("/?utm_source=x")).toBe("/");
    expect(cacheKey("/colleges?utm_campaign=a&page=2&fbclid=z&city=Pune&gclid=q")).toBe("/colleges?city=Pune&page=2");
    expect(cacheKey("/colleges?page=2&city=Pune")).toBe(cacheKey("/colleges?city=%50une&page=2"));
    expect(cacheKey("/colleges?UTM_Source=x&q=utm_source")).toBe("/colleges?q=utm_source");
    expect(cacheKey("/colleges?")).toBe("/colleges");
  });
});

describe("inline script hashes", () => {
  it("hashes inline scripts as a browser does and leaves scripts with a src to 'self', and data blocks out", () => {
    const jsonLd = `<script type="application/ld+json">{"@type":"WebSite","name":"a \\u003c/script\\u003e"}</script>`;
    const html = `<script src="/a.js"></script><script type="module">import("/b.js")\r\n</script><script>x()</script><script></script>${jsonLd}`;
    const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
    expect(inlineScriptHashes(html)).toEqual([sha('import("/b.js")\n'), sha("x()")]);
  });
});
