import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApi, SPEC_CALLS, type TestApi } from "../../tests/support/api.ts";

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi({ ALLOWED_ORIGINS: "https://partner.example.in" });
});
afterAll(() => api.close());

describe("security headers", () => {
  it("sends a strict CSP and the usual protections on API answers", async () => {
    const res = await api.app.inject("/api/admin/get_cardslider");
    expect(res.headers["content-security-policy"]).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    // Public reads may be kept by clients if they ask again (ETag); anything else is never stored.
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.headers["strict-transport-security"]).toBeUndefined(); // production only
    const refused = await api.app.inject("/api/user/getall_leads");
    expect(refused.statusCode).toBe(401);
    expect(refused.headers["cache-control"]).toBe("no-store");
  });
});

describe("CORS", () => {
  it("lets a listed origin read answers, with credentials", async () => {
    const res = await api.app.inject({
      url: "/api/admin/get_program",
      headers: { origin: "https://partner.example.in" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["access-control-allow-origin"]).toBe("https://partner.example.in");
    const preflight = await api.app.inject({
      method: "OPTIONS",
      url: "/api/user/lead_data",
      headers: { origin: "https://partner.example.in", "access-control-request-method": "POST" },
    });
    expect(preflight.statusCode).toBeLessThan(300);
    expect(preflight.headers["access-control-allow-origin"]).toBe("https://partner.example.in");
  });

  it("refuses any other origin, but not the site's own pages", async () => {
    const res = await api.app.inject({ url: "/api/admin/get_program", headers: { origin: "https://evil.example" } });
    expect(res.statusCode).toBe(403);
    expect(res.headers["access-control-allow-origin"]).toBeUndefined();
    for (const [origin, host] of [
      ["http://localhost:80", "localhost:80"],
      ["https://portal.example.in", "portal.example.in"], // TLS ended at a proxy: scheme differs
    ]) {
      const own = await api.app.inject({ url: "/api/admin/get_program", headers: { origin, host } });
      expect(own.statusCode, origin).toBe(200);
    }
    for (const origin of ["https://portal.example.in.evil.example", "null"]) {
      const foreign = await api.app.inject({
        url: "/api/admin/get_program",
        headers: { origin, host: "portal.example.in" },
      });
      expect(foreign.statusCode, origin).toBe(403);
    }
  });
});

describe("unknown calls and errors", () => {
  it("answers an unknown /api path with a JSON 404", async () => {
    for (const url of ["/api/nope", "/api/admin/get_cardslider/extra/bits", "/api/"]) {
      const res = await api.app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers["content-type"]).toMatch(/application\/json/);
      expect(res.json().message).toBe("There is no such API call. See /api/docs for the list.");
    }
  });

  it("never shows a stack trace or SQL when the database fails", async () => {
    const broken = await openTestApi();
    await broken.database.close();
    const res = await broken.app.inject("/api/admin/get_collegespage");
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: "Something went wrong on our side. Please try again in a moment." });
    await broken.app.close();
  });
});

describe("OpenAPI", () => {
  it("documents every call of SPEC.md §7 as OpenAPI 3.1 with JSON Schema bodies", async () => {
    const res = await api.app.inject("/api/openapi.json");
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe("3.1.0");
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods as object).map((m) => `${m} ${path}`),
    );
    for (const call of SPEC_CALLS) expect(documented).toContain(call);
    const cardBody = doc.paths["/api/admin/create_cardslider"].post.requestBody.content["application/json"].schema;
    expect(cardBody.required).toEqual(expect.arrayContaining(["cardName", "cardCollageTitle", "linkname1"]));
    expect(cardBody.properties.cardName.enum).toContain("LAW");
    const program = doc.paths["/api/admin/create_program"].post.requestBody.content["multipart/form-data"].schema;
    expect(Object.keys(program.properties)).toEqual(expect.arrayContaining(["image", "courseList", "bannnerHeading"]));
    expect(doc.paths["/api/user/getall_leads"].get.security).toBeTruthy();
  });

  it("serves a self-contained reader at /api/docs", async () => {
    const res = await api.app.inject("/api/docs");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    const nonce = /script-src 'nonce-([^']+)'/.exec(String(res.headers["content-security-policy"]))?.[1];
    expect(nonce).toBeTruthy();
    expect(res.body).toContain(`<script nonce="${nonce}">`);
    expect(res.body).not.toMatch(/<(script|link)[^>]+(src|href)="https?:/);
  });
});
