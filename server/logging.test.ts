// Applicants' details stay out of the logs: failed queries, page errors, staff addresses, named fields.
import { Writable } from "node:stream";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loggerContext } from "#context";
import { handleError } from "../app/entry.server.tsx";
import { createLead } from "../domain/leads/leads.server.ts";
import { openTestApi, type TestApi } from "../tests/support/api.ts";
import { BatchedStdout, loggedUrl, serializeError } from "./logging.ts";

const APPLICANT = {
  name: "Asha Verma",
  email: "asha.verma@example.in",
  phone: "+919876543210",
  city: "Jaipur\0", // PostgreSQL text cannot hold NUL: the insert fails after Drizzle has the parameters
  course: "btech",
  terms: true,
  source: "counselling" as const,
  context: "",
};

let api: TestApi;
const lines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split("\n").filter(Boolean));
    done();
  },
});
let failedInsert: Error;

beforeAll(async () => {
  api = await openTestApi({ LOG_LEVEL: "info" }, { logStream });
  // A route outside the API that meets the same failure, as a page's action would.
  api.app.post("/enquiry-that-fails", async () => createLead(api.database.db, APPLICANT));
  failedInsert = await createLead(api.database.db, APPLICANT).then(
    () => {
      throw new Error("the database took a NUL character");
    },
    (err: Error) => err,
  );
});
afterAll(() => api.close());

function expectNoApplicant(text: string) {
  for (const detail of ["asha.verma@example.in", "9876543210", "Asha Verma", "Jaipur"]) {
    expect(text).not.toContain(detail);
  }
}

describe("a failed query in the logs", () => {
  it("is Drizzle's error quoting the applicant's details (what must not reach the log)", () => {
    expect(failedInsert.message).toMatch(/^Failed query: /);
    expect(failedInsert.message).toContain("asha.verma@example.in");
    expect(failedInsert.stack).toContain("asha.verma@example.in");
  });

  it("keeps the SQL, the driver's code and message, and the stack, without the parameters", () => {
    const serialized = serializeError(failedInsert);
    expectNoApplicant(JSON.stringify(serialized));
    expect(serialized.message).toMatch(/^Failed query: \s*insert into "leads"/);
    expect(serialized.stack).toMatch(/^\w+: Failed query: /);
    expect(serialized.stack).toMatch(/\n\s+at /);
    expect(serialized.cause).toMatchObject({ message: expect.stringMatching(/0x00|invalid byte sequence/i) });
    expect(serialized.cause?.code).toEqual(expect.any(String));
  });

  it("walks a chain of causes: a failed query wrapped in another error is cut too", () => {
    const wrapped = new Error("saving the enquiry failed", { cause: failedInsert });
    const text = JSON.stringify(serializeError(wrapped));
    expectNoApplicant(text);
    expect(text).toContain("Failed query:");
  });

  it("is written without the parameters by the site's handleError", () => {
    const context = new RouterContextProvider();
    context.set(loggerContext, api.app.log);
    const before = lines.length;
    handleError(failedInsert, { request: new Request("http://portal.test/resources/enquiry"), context, params: {} });
    const line = lines.slice(before).join("\n");
    expect(line).toContain("page failed");
    expect(line).toContain("Failed query:");
    expectNoApplicant(line);
  });

  it("is written without the parameters by the API's error handler", async () => {
    const before = lines.length;
    const res = await api.app.inject({ method: "POST", url: "/enquiry-that-fails" });
    expect(res.statusCode).toBe(500);
    const text = lines.slice(before).join("\n");
    expect(text).toContain("request failed");
    expect(text).toContain("Failed query:");
    expectNoApplicant(text);
  });
});

describe("the access log", () => {
  it("writes one line a request, once it is answered: method, address, status, time and request id", async () => {
    const before = lines.length;
    const res = await api.app.inject("/api/nope?page=2");
    const written = lines.slice(before).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(written).toEqual([
      expect.objectContaining({
        msg: "request completed",
        requestId: res.headers["x-request-id"],
        req: expect.objectContaining({ method: "GET", url: "/api/nope?page=2" }),
        res: { statusCode: 404 },
        responseTime: expect.any(Number),
      }),
    ]);
  });
});

describe("standard output in batches", () => {
  it("holds routine lines a moment, and writes a warning at once after them, in order", async () => {
    const written: string[] = [];
    const write = vi.spyOn(process.stdout, "write").mockImplementation((chunk) => (written.push(String(chunk)), true));
    try {
      const out = new BatchedStdout();
      out.write('{"level":30,"msg":"request completed"}\n');
      out.write('{"level":30,"msg":"request completed"}\n');
      expect(written).toEqual([]);
      out.write('{"level":40,"msg":"shedding load"}\n');
      expect(written).toEqual([
        '{"level":30,"msg":"request completed"}\n{"level":30,"msg":"request completed"}\n{"level":40,"msg":"shedding load"}\n',
      ]);
      out.write('{"level":30,"msg":"request completed"}\n');
      await new Promise((r) => setTimeout(r, BatchedStdout.WAIT_MS + 50));
      expect(written).toHaveLength(2);
    } finally {
      write.mockRestore();
    }
  });
});

describe("staff addresses in the access log", () => {
  it("logs the path of a staff address without its query string", async () => {
    const before = lines.length;
    for (const url of [
      "/admin/leads?q=someone@example.in",
      "/admin/leads.data?q=someone@example.in",
      "/api/user/getall_leads?q=someone@example.in",
      "/api/admin/get_cardslider?q=someone@example.in",
    ]) {
      await api.app.inject(url);
    }
    const text = lines.slice(before).join("\n");
    expect(text).not.toContain("someone@example.in");
    expect(text).toContain('"url":"/admin/leads"');
    expect(text).toContain('"url":"/api/user/getall_leads"');
  });

  it("keeps the query string of public addresses, and of addresses that only start like a staff one", () => {
    expect(loggedUrl("/Collegespage?city=Pune")).toBe("/Collegespage?city=Pune");
    expect(loggedUrl("/administration-guide?x=1")).toBe("/administration-guide?x=1");
    expect(loggedUrl("/admin?next=%2Fadmin%2Fleads%3Fq%3Da%40b.in")).toBe("/admin");
    expect(loggedUrl("/Admin/Leads?q=a@b.in")).toBe("/Admin/Leads");
  });
});

describe("links' tokens in the logs", () => {
  const TOKEN = "Zm9yLXRoZS1zdHVkZW50LW9ubHktMDEyMzQ1Njc4OTAx";

  it("drops t and token from every address, however the name is spelt, and keeps the rest", () => {
    for (const url of [
      `/my-data?t=${TOKEN}`,
      `/my-data?lang=hi&t=${TOKEN}`,
      `/my-data?T=${TOKEN}&lang=hi`,
      `/my-data?%74=${TOKEN}&lang=hi`,
      `/my-data?%2574=${TOKEN}&lang=hi`,
      `/my-data/guardian?Token=${TOKEN}`,
      `/my-data?%54%6F%4B%65%6E=${TOKEN}&lang=hi`,
      `/resources/my-data.json?t=${TOKEN}&t=${TOKEN}`,
      `/my-data?t+=${TOKEN}&lang=hi`,
      `/Collegespage?city=Pune&t=${TOKEN}`,
    ]) {
      const logged = loggedUrl(url);
      expect(logged, url).not.toContain(TOKEN);
      expect(logged, url).toMatch(/^\/(my-data|resources|Collegespage)/);
    }
    expect(loggedUrl(`/my-data?lang=hi&t=${TOKEN}`)).toBe("/my-data?lang=hi");
    expect(loggedUrl(`/my-data?t=${TOKEN}`)).toBe("/my-data");
    expect(loggedUrl("/search?q=tata&type=college")).toBe("/search?q=tata&type=college");
    expect(loggedUrl("/search?q=t")).toBe("/search?q=t");
  });

  it("writes no token when a student opens their link, nor when a post to it is not found", async () => {
    const before = lines.length;
    await api.app.inject(`/my-data?lang=hi&t=${TOKEN}`);
    await api.app.inject({ method: "POST", url: `/nowhere?%74=${TOKEN}` });
    const text = lines.slice(before).join("\n");
    expect(text).toContain('"url":"/my-data?lang=hi"');
    expect(text).toContain('"method":"POST","url":"/nowhere"');
    expect(text).not.toContain(TOKEN);
  });

  it("writes no token quoted in a page's error (React Router names the address it was asked for)", () => {
    const context = new RouterContextProvider();
    context.set(loggerContext, api.app.log);
    const before = lines.length;
    const request = new Request(`http://portal.test/my-data/my-enquiry.json?t=${TOKEN}`, { method: "POST" });
    const quoted = new Error(
      `You made a POST request to "/my-data/my-enquiry.json?t=${TOKEN}" but did not provide an action`,
    );
    handleError(quoted, { request, context, params: {} });
    const line = lines.slice(before).join("\n");
    expect(line).toContain('POST request to \\"/my-data/my-enquiry.json\\"');
    expect(line).not.toContain(TOKEN);
  });
});

describe("named fields and headers", () => {
  it("blanks emails, phones, names, passwords, cookies and Authorization headers wherever they are logged", () => {
    const before = lines.length;
    api.app.log.info(
      {
        email: "asha.verma@example.in",
        lead: { name: "Asha Verma", phone: "+919876543210" },
        attempt: { username: "asha.verma@example.in", password: "Jaipur-secret" },
        headers: { cookie: "admin_session=abc", authorization: "Bearer Jaipur" },
      },
      "checking redaction",
    );
    const line = lines.slice(before).join("\n");
    expect(line).toContain("checking redaction");
    expectNoApplicant(line);
    expect(line).not.toContain("admin_session=abc");
    expect(line).not.toContain("Bearer");
  });
});
