import { fastify, type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addFormRateLimit, TOO_MANY_MESSAGE } from "./form-rate-limit.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = fastify({ trustProxy: true });
  await addFormRateLimit(app, { paths: ["/resources/enquiry"], max: 3, windowMs: 60_000 });
  app.post("/resources/enquiry", async () => ({ ok: true }));
  app.get("/resources/enquiry", async () => ({ ok: true }));
});
afterAll(() => app.close());

const post = (ip: string) =>
  app.inject({ method: "POST", url: "/resources/enquiry?x=1", headers: { "x-forwarded-for": ip } });

describe("form rate limit", () => {
  it("lets a few submissions through, then answers 429 with a plain message", async () => {
    for (let i = 0; i < 3; i++) expect((await post("203.0.113.7")).statusCode).toBe(200);
    const refused = await post("203.0.113.7");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: TOO_MANY_MESSAGE });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("counts each address on its own and never limits reading", async () => {
    expect((await post("198.51.100.1")).statusCode).toBe(200);
    expect(
      (await app.inject({ url: "/resources/enquiry", headers: { "x-forwarded-for": "203.0.113.7" } })).statusCode,
    ).toBe(200);
  });
});
