// Public reads are kept in memory and sent again until staff change something (server/plugins/response-cache.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApi, signIn, type SignedIn, type TestApi } from "../../tests/support/api.ts";

let api: TestApi;
let admin: SignedIn;
const PARTNER = "https://partner.example.in";
beforeAll(async () => {
  api = await openTestApi({ ALLOWED_ORIGINS: PARTNER });
  admin = await signIn(api.app);
});
afterAll(() => api.close());

const card = (cardName: string) => ({
  cardName,
  cardCollageTitle: `Top ${cardName} Colleges`,
  linkname1: "btech",
  linkname2: "mtech",
  linkname3: "diploma",
});

describe("kept public reads", () => {
  it("answers a repeated read from memory with the same body and ETag, and 304 when the client has it", async () => {
    const first = await api.app.inject("/api/admin/get_cardslider?page=1&limit=5");
    const second = await api.app.inject("/api/admin/get_cardslider?page=1&limit=5");
    expect(first.headers["x-cache"]).toBe("MISS");
    expect(second.headers["x-cache"]).toBe("HIT");
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers["content-type"]).toBe(first.headers["content-type"]);
    const again = await api.app.inject({
      url: "/api/admin/get_cardslider?page=1&limit=5",
      headers: { "if-none-match": String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("keeps a read under the parameters its route takes: an unknown one with a new value each time is a hit", async () => {
    const first = await api.app.inject("/api/admin/get_cardslider?page=1&limit=3&z=81723");
    expect(first.headers["x-cache"]).toBe("MISS");
    for (const z of ["1", "2", "x".repeat(40)]) {
      const busted = await api.app.inject(`/api/admin/get_cardslider?limit=3&page=1&z=${z}`);
      expect(busted.headers["x-cache"]).toBe("HIT");
      expect(busted.body).toBe(first.body);
    }
    // A parameter the route takes still makes an answer of its own.
    expect((await api.app.inject("/api/admin/get_cardslider?page=1&limit=4&z=1")).headers["x-cache"]).toBe("MISS");
  });

  it("shows a change made by staff at the next read", async () => {
    const before = await api.app.inject("/api/admin/get_cardslider");
    expect((await api.app.inject("/api/admin/get_cardslider")).headers["x-cache"]).toBe("HIT");
    const created = await api.app.inject({
      method: "POST",
      url: "/api/admin/create_cardslider",
      payload: card("Engineering"),
      headers: admin.headers,
    });
    expect(created.statusCode).toBe(201);
    const after = await api.app.inject("/api/admin/get_cardslider");
    expect(after.headers["x-cache"]).toBe("MISS");
    expect(after.json().allCardslider.length).toBe(before.json().allCardslider.length + 1);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it("never keeps answers for staff, or failed reads", async () => {
    await api.app.inject({ url: "/api/admin/get_cardslider", headers: admin.bearer });
    const signedIn = await api.app.inject({ url: "/api/admin/get_cardslider", headers: admin.bearer });
    expect(signedIn.headers["x-cache"]).toBeUndefined();
    const unknown = "/api/admin/getSingle_collegespage/00000000-0000-4000-8000-000000000000";
    await api.app.inject(unknown);
    const missing = await api.app.inject(unknown);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["x-cache"]).toBe("MISS");
  });

  it("is not emptied by visitors: signing out without a session, a refused sign-in or change, an enquiry", async () => {
    const read = "/api/admin/get_allNavCourse";
    await api.app.inject(read);
    expect((await api.app.inject(read)).headers["x-cache"]).toBe("HIT");
    const visitors = [
      { method: "POST", url: "/api/admin/logout" },
      { method: "POST", url: "/api/admin/admin_login", payload: { username: "nobody@example.in", password: "wrong" } },
      { method: "POST", url: "/api/admin/create_cardslider", payload: card("Arts") },
      { method: "POST", url: "/api/admin/create_cardslider", payload: card("Arts"), headers: admin.cookieOnly },
    ] as const;
    for (const request of visitors) {
      await api.app.inject({ ...request, remoteAddress: "10.9.9.9" });
      expect((await api.app.inject(read)).headers["x-cache"], `${request.method} ${request.url}`).toBe("HIT");
    }
  });

  it("is not emptied by staff signing in or out", async () => {
    const read = "/api/admin/get_allNavCourse";
    await api.app.inject(read);
    const other = await signIn(api.app);
    expect((await api.app.inject(read)).headers["x-cache"]).toBe("HIT");
    const out = await api.app.inject({ method: "POST", url: "/api/admin/logout", headers: other.headers });
    expect(out.statusCode).toBeLessThan(400);
    expect((await api.app.inject(read)).headers["x-cache"]).toBe("HIT");
  });

  it("answers a read with campaign parameters from the kept plain read", async () => {
    await api.app.inject("/api/admin/get_cardslider?page=1&limit=2");
    const tagged = await api.app.inject("/api/admin/get_cardslider?page=1&utm_source=partner&limit=2");
    expect(tagged.headers["x-cache"]).toBe("HIT");
  });

  it("still answers a partner site's kept read with its CORS headers", async () => {
    const headers = { origin: PARTNER };
    await api.app.inject({ url: "/api/admin/get_allNavCourse", headers });
    const hit = await api.app.inject({ url: "/api/admin/get_allNavCourse", headers });
    expect(hit.headers["x-cache"]).toBe("HIT");
    expect(hit.headers["access-control-allow-origin"]).toBe(PARTNER);
    expect(String(hit.headers.vary)).toMatch(/origin/i);
  });
});
