// The language switch and the remembered choice, on a Fastify app with the page cache in front of two pages.
import { fastify, type FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, test } from "vitest";
import { addLanguageChoice } from "./language.ts";
import { addPageCache } from "./page-cache.ts";
import { addResponseCache } from "./response-cache.ts";

let app: FastifyInstance;

beforeAll(async () => {
  app = fastify();
  app.decorateRequest("cspNonce", "");
  addLanguageChoice(app, { secure: true });
  addResponseCache(app, { ttlMs: 60_000, maxEntries: 10, maxBytes: 100_000 });
  await addPageCache(app, { sessionCookie: "admin_session" });
  for (const path of ["/About", "/hi/About", "/", "/hi/", "/admin"]) {
    app.get(path, async (_req, reply) => reply.type("text/html").send(`<p>${path}</p>`));
  }
});
afterAll(() => app.close());

test("the switch remembers the language in a cookie and opens the same page in it", async () => {
  const toHindi = await app.inject("/language?to=hi&next=%2FAbout%3Fx%3D1");
  expect(toHindi.statusCode).toBe(303);
  expect(toHindi.headers.location).toBe("/hi/About?x=1");
  const cookie = String(toHindi.headers["set-cookie"]).split("; ");
  expect(cookie[0]).toBe("lang=hi");
  expect(cookie.slice(1).sort()).toEqual(["Max-Age=31536000", "Path=/", "SameSite=Lax", "Secure"]);

  const toEnglish = await app.inject("/language?to=en&next=%2Fhi%2FAbout");
  expect(toEnglish.headers.location).toBe("/About");
  expect(String(toEnglish.headers["set-cookie"])).toMatch(/^lang=en;/);
});

test("the switch refuses another language and never leads off the site", async () => {
  const wrong = await app.inject("/language?to=fr&next=/About");
  expect(wrong.statusCode).toBe(400);
  expect(wrong.json().message).toBe("Choose a language: to=en or to=hi.");
  for (const next of ["//evil.example/x", "https://evil.example/", "/\\evil.example"]) {
    const answer = await app.inject(`/language?to=hi&next=${encodeURIComponent(next)}`);
    expect(answer.headers.location, next).toBe("/hi");
  }
});

test("a student who chose Hindi gets the Hindi page for an English address, even one the cache keeps", async () => {
  expect((await app.inject("/About")).body).toBe("<p>/About</p>"); // now kept
  const chose = { cookie: "lang=hi" };
  const about = await app.inject({ url: "/About?x=1", headers: chose });
  expect(about.statusCode).toBe(302);
  expect(about.headers.location).toBe("/hi/About?x=1");
  expect(about.headers["cache-control"]).toBe("private, no-store");
  expect((await app.inject({ url: "/", headers: chose })).headers.location).toBe("/hi");
  // The Hindi page itself, staff pages and a student who chose English are answered as asked.
  expect((await app.inject({ url: "/hi/About", headers: chose })).statusCode).toBe(200);
  expect((await app.inject({ url: "/admin", headers: chose })).statusCode).toBe(200);
  expect((await app.inject({ url: "/About", headers: { cookie: "lang=en" } })).statusCode).toBe(200);
  // A search engine keeps no cookie; what the browser says it prefers is never read.
  expect((await app.inject({ url: "/About", headers: { "accept-language": "hi-IN,hi;q=0.9" } })).statusCode).toBe(200);
});
