// The compare tray's action (decision 061): a plain form post adds or removes an institution in the tray's cookie
// and goes back to its page; a fifth is refused with ?tray=full; an unknown or malformed slug is a 400 with a
// message; a fetcher's post (reply=data) gets data, not a redirect.
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dbContext, requestInfoContext, type RequestInfo } from "#context";
import type { DatabaseHandle } from "../../../db/client.server.ts";
import { loadCatalogueIfChanged } from "../../../seed/catalogue.ts";
import { writeCatalogueFixture } from "../../../tests/support/catalogue.ts";
import { openTestDatabase } from "../../../tests/support/database.ts";
import { TRAY_COOKIE, traySlugs } from "../../../web/compare-tray.server.ts";
import { action } from "./compare-tray.ts";

const MORE = ["Gamma", "Delta", "Epsilon"].map((n, i) => ({ code: `C-90${i}`, name: `${n} College` }));
const ALPHA = "alpha-college";
const [GAMMA, DELTA, EPSILON] = MORE.map((m) => m.name.toLowerCase().replace(/\W+/g, "-"));

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  await loadCatalogueIfChanged(database.db, { dir: writeCatalogueFixture("1", MORE) });
});
afterAll(() => database.close());

async function post(fields: Record<string, string>, tray: string[] = [], secure = false) {
  const context = new RouterContextProvider();
  context.set(dbContext, database.db);
  context.set(requestInfoContext, { secureCookies: secure } as RequestInfo);
  const request = new Request("http://portal.test/compare/tray", {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: tray.length ? { Cookie: `${TRAY_COOKIE}=${tray.join("%2C")}` } : {},
  });
  return (await action({ request, context, params: {} } as never)) as Response | { data: unknown; init?: ResponseInit };
}

/** The slugs a Set-Cookie keeps, as the next request's cookie would carry them. */
function keptSlugs(setCookie: string | null): string[] {
  const pair = (setCookie ?? "").split(";")[0];
  return traySlugs(new Request("http://portal.test/", { headers: { Cookie: pair } }));
}

describe("POST /compare/tray", () => {
  it("adds an institution and goes back to the button on its page", async () => {
    const res = (await post({ add: ALPHA, back: `/colleges/tamil-nadu?sort=nirf#compare-${ALPHA}` })) as Response;
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe(`/colleges/tamil-nadu?sort=nirf#compare-${ALPHA}`);
    expect(keptSlugs(res.headers.get("Set-Cookie"))).toEqual([ALPHA]);
    expect(res.headers.get("Set-Cookie")).toMatch(/HttpOnly/i);
    expect(res.headers.get("Set-Cookie")).toMatch(/SameSite=Lax/i);
    expect(res.headers.get("Set-Cookie")).not.toMatch(/Secure/i);
  });

  it("keeps the order, never holds one twice, and is Secure behind HTTPS", async () => {
    const res = (await post({ add: GAMMA, back: "/" }, [ALPHA], true)) as Response;
    expect(keptSlugs(res.headers.get("Set-Cookie"))).toEqual([ALPHA, GAMMA]);
    expect(res.headers.get("Set-Cookie")).toMatch(/Secure/i);
    const again = (await post({ add: ALPHA, back: "/" }, [ALPHA, GAMMA])) as Response;
    expect(keptSlugs(again.headers.get("Set-Cookie"))).toEqual([ALPHA, GAMMA]);
  });

  it("refuses a fifth, the tray unchanged and the reason in the address", async () => {
    const four = [ALPHA, GAMMA, DELTA, EPSILON];
    const res = (await post({ add: "beta-medical-college", back: "/About?tray=full&x=1" }, four)) as Response;
    expect(res.headers.get("Location")).toBe("/About?x=1&tray=full");
    expect(keptSlugs(res.headers.get("Set-Cookie"))).toEqual(four);
  });

  it("removes one; the last removed ends the cookie", async () => {
    const res = (await post({ remove: GAMMA, back: "/" }, [ALPHA, GAMMA])) as Response;
    expect(keptSlugs(res.headers.get("Set-Cookie"))).toEqual([ALPHA]);
    const last = (await post({ remove: ALPHA, back: "/" }, [ALPHA])) as Response;
    expect(last.headers.get("Set-Cookie")).toMatch(/Max-Age=0/);
  });

  it("never sends the student to another site", async () => {
    for (const back of ["https://evil.example/x", "//evil.example/x", "/.//evil.example/x"]) {
      const res = (await post({ add: ALPHA, back })) as Response;
      expect(new URL(res.headers.get("Location")!, "http://portal.test").origin).toBe("http://portal.test");
    }
  });

  it("answers 400 with a message for a slug that names no institution, a malformed one, or neither field", async () => {
    const refused: Record<string, string>[] = [
      { add: "no-such-college-anywhere" },
      { add: "<script>" },
      {},
      { add: ALPHA, remove: GAMMA },
    ];
    for (const fields of refused) {
      const res = (await post({ ...fields, back: "/" }, [GAMMA])) as Response;
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(await res.text()).toMatch(/comparison/);
      expect(res.headers.get("Set-Cookie")).toBeNull();
    }
  });

  it("answers a fetcher's post as data with the new cookie, full or not", async () => {
    const added = (await post({ add: GAMMA, reply: "data" }, [ALPHA])) as { data: unknown; init?: ResponseInit };
    expect(added.data).toEqual({ ok: true, full: false });
    expect(keptSlugs(new Headers(added.init?.headers).get("Set-Cookie"))).toEqual([ALPHA, GAMMA]);
    const full = (await post({ add: ALPHA, reply: "data" }, [GAMMA, DELTA, EPSILON, "beta-medical-college"])) as {
      data: unknown;
    };
    expect(full.data).toEqual({ ok: true, full: true });
  });
});
