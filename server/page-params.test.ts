import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestSite, stubSiteBuild, type TestSite } from "../tests/support/site.ts";
import { canonicalAddress, pageParameters } from "./page-params.ts";

/** Routes as a build lists them: a layout reading the lead strip's parameters, pages under it. */
const build = {
  routes: {
    root: { id: "root", path: "", module: {} },
    layout: { id: "layout", parentId: "root", module: { handle: { query: ["enquiry"] } } },
    home: { id: "home", parentId: "layout", index: true, module: {} },
    search: { id: "search", parentId: "layout", path: "/search", module: { handle: { query: ["q", "page"] } } },
    college: { id: "college", parentId: "layout", path: "/college/:slug", module: { handle: { query: ["quota"] } } },
    missing: { id: "missing", parentId: "layout", path: "*", module: {} },
  },
} as unknown as ServerBuild;
const reads = pageParameters(build);

describe("the parameters a page reads", () => {
  it("adds up the lists of every matched route, layouts included", () => {
    expect(reads("/search")).toEqual(new Set(["enquiry", "q", "page"]));
    expect(reads("/college/iit-bombay")).toEqual(new Set(["enquiry", "quota"]));
    expect(reads("/")).toEqual(new Set(["enquiry"]));
    expect(reads("/no/such/page")).toEqual(new Set(["enquiry"]));
  });
});

describe("the canonical address", () => {
  it("drops what the page does not read and keeps what it does, as written", () => {
    expect(canonicalAddress("/?z=81723", reads)).toBe("/");
    expect(canonicalAddress("/search?q=iit%20bombay&z=1&page=2", reads)).toBe("/search?q=iit%20bombay&page=2");
    expect(canonicalAddress("/college/iit-bombay?quota=AI&category=OBC", reads)).toBe("/college/iit-bombay?quota=AI");
    expect(canonicalAddress("/search?Q=a", reads)).toBe("/search");
  });

  it("keeps a parameter's first value only, as the page reads it", () => {
    expect(canonicalAddress("/search?q=a&q=b", reads)).toBe("/search?q=a");
    expect(canonicalAddress("/search?%71=a&q=b", reads)).toBe("/search?%71=a");
  });

  it("leaves an address alone when every parameter is read, campaign parameters included", () => {
    expect(canonicalAddress("/search?q=a&page=2", reads)).toBeUndefined();
    expect(canonicalAddress("/?utm_source=whatsapp&enquiry=sent", reads)).toBeUndefined();
    expect(canonicalAddress("/search", reads)).toBeUndefined();
  });

  it("drops empty and malformed pairs", () => {
    expect(canonicalAddress("/search?q=a&&page=2&", reads)).toBe("/search?q=a&page=2");
    expect(canonicalAddress("/search?", reads)).toBe("/search");
    expect(canonicalAddress("/search?%E0%A4=1&q=a", reads)).toBe("/search?q=a");
  });
});

describe("pages behind the server", () => {
  let site: TestSite;
  let renders = 0;
  beforeAll(async () => {
    const page = stubSiteBuild({
      handle: { query: ["q"] },
      loader: () => {
        renders++;
        return new Response("<!doctype html><p>Results</p>", { headers: { "content-type": "text/html" } });
      },
      action: () => new Response("ok"),
    });
    site = await openTestSite({}, page);
  }, 120_000);
  afterAll(() => site.close());

  // Through app.inject: no socket is left open to hold up closing the server.
  const get = (url: string) => site.app.inject(url);

  it("sends an address with a parameter nobody reads to the address without it, rendering nothing", async () => {
    const before = renders;
    for (const z of ["1", "2", "3", "4"]) {
      const res = await get(`/search?q=iit&z=${z}`);
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe("/search?q=iit");
    }
    expect(renders).toBe(before);
    expect((await get("/search?q=iit")).statusCode).toBe(200);
  });

  it("keeps one answer for every spelling of the same query", async () => {
    expect((await get("/search?q=pune")).headers["x-cache"]).toBe("MISS");
    expect((await get("/search?q=%70une")).headers["x-cache"]).toBe("HIT");
  });

  it("leaves React Router's data requests and posts alone", async () => {
    expect((await get("/__manifest?paths=%2Fsearch&version=1")).statusCode).not.toBe(301);
    expect((await get("/search.data?q=iit&_routes=x")).statusCode).not.toBe(301);
    const post = await site.app.inject({ method: "POST", url: "/search?z=1", payload: "a=1" });
    expect(post.statusCode).not.toBe(301);
  });
});
