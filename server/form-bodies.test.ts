// A form body the site cannot read (multipart without its boundary, a type no form sends, a multipart body
// that breaks its boundary) is refused with 400 and a plain message, on a page's action, its single-fetch
// `.data` post and a resource route alike, and nothing is logged as an error.
import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.server.ts";
import { openTestDatabase } from "../tests/support/database.ts";
import { stubSiteBuild } from "../tests/support/site.ts";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { UNREADABLE_FORM_MESSAGE } from "./form-body.ts";

let database: DatabaseHandle;
let app: FastifyInstance;
const logLines: { level: number; msg: string }[] = [];
/** What React Router handed to the build's handleError (it logs them as "page failed") */
const pageErrors: unknown[] = [];

// Every action reads the form as the site's do, and answers with the number of fields it read.
const action = async ({ request }: { request: Request }) =>
  Response.json({ fields: [...(await request.formData()).keys()].length });

beforeAll(async () => {
  database = await openTestDatabase();
  const build = stubSiteBuild({ loader: () => new Response("page"), action });
  const entry = build.entry.module as unknown as Record<string, unknown>;
  entry.default = (_request: Request, status: number) => new Response("<!doctype html><p>page</p>", { status });
  entry.handleError = (error: unknown) => pageErrors.push(error);
  // A page (it renders; its post has a `.data` twin) beside the stub's resource route for every other address.
  (build.routes as Record<string, unknown>).page = {
    id: "page",
    parentId: "root",
    path: "enquiry",
    module: { default: () => null, action },
  };
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(JSON.parse(String(chunk)) as { level: number; msg: string });
      done();
    },
  });
  const config = loadConfig({
    LOG_LEVEL: "info",
    DATA_DIR: "/tmp/portal-test",
    SHED_EVENT_LOOP_DELAY_MS: "0",
    // Many posts to the lead addresses here: the submission limit is not what is tested.
    FORM_SUBMISSIONS_PER_MINUTE: "1000",
  });
  app = await buildApp({ database, config, siteBuild: build, logStream });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

beforeEach(() => {
  pageErrors.length = 0;
});

const post = (url: string, contentType: string | undefined, payload: string) =>
  app.inject({
    method: "POST",
    url,
    payload,
    headers: { ...(contentType ? { "content-type": contentType } : {}), origin: "http://localhost:3000" },
  });

const PATHS = ["/enquiry", "/enquiry.data", "/resources/enquiry"];
const multipart = (boundary: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nAsha\r\n--${boundary}--\r\n`;

describe("a form body the site cannot read", () => {
  it("is refused with 400 and a plain message, and no error is logged", async () => {
    const unreadable: [string | undefined, string][] = [
      ["multipart/form-data", multipart("x")],
      ["multipart/form-data; charset=utf-8", multipart("x")],
      ["multipart/form-data; boundary=", multipart("x")],
      ["application/json", '{"name":"Asha"}'],
      ["text/plain", "name=Asha"],
      [undefined, "name=Asha"],
      // A boundary the body does not follow: only reading the form finds out.
      ["multipart/form-data; boundary=other", multipart("x")],
    ];
    for (const url of PATHS) {
      for (const [type, body] of unreadable) {
        logLines.length = 0;
        const res = await post(url, type, body);
        expect({ url, type, status: res.statusCode }).toEqual({ url, type, status: 400 });
        expect(res.json()).toEqual({ message: UNREADABLE_FORM_MESSAGE });
        expect(logLines.filter((l) => l.level >= 50)).toEqual([]);
      }
    }
    expect(pageErrors).toEqual([]);
  });

  it("leaves the forms the site sends as they were", async () => {
    for (const url of PATHS) {
      for (const [type, body] of [
        ["application/x-www-form-urlencoded", "name=Asha&phone=9876543210"],
        ["application/x-www-form-urlencoded;charset=UTF-8", "name=Asha"],
        ["multipart/form-data; boundary=x", multipart("x")],
        ['multipart/form-data; boundary="a b"', multipart("a b")],
      ]) {
        const res = await post(url, type, body);
        expect({ url, type, status: res.statusCode }, res.body).toEqual({ url, type, status: 200 });
      }
    }
    expect((await post("/resources/enquiry", "multipart/form-data; boundary=x", multipart("x"))).json()).toEqual({
      fields: 1,
    });
    expect(pageErrors).toEqual([]);
  });
});
