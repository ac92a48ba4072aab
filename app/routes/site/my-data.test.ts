// A student's own page: the link's token leaves the address at the first visit for a cookie of the page's own,
// forms name the link by a reference instead of the token, and erasing asks for the email address.
import { myDataText } from "../../../content/my-data.ts";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dbContext, requestInfoContext, type RequestInfo } from "#context";
import type { DatabaseHandle } from "../../../db/client.server.ts";
import { eq } from "drizzle-orm";
import { mailOutbox } from "../../../db/schema.ts";
import { consentInputSchema } from "../../../domain/consent/consent.schema.ts";
import { readMyData, recordConsent } from "../../../domain/consent/consent.server.ts";
import { leadInputSchema } from "../../../domain/leads/leads.schema.ts";
import { createLead } from "../../../domain/leads/leads.server.ts";
import { openTestDatabase } from "../../../tests/support/database.ts";
import { linkRef } from "../../lib/my-data-link.server.ts";
import { action, loader } from "./my-data.tsx";
import { action as guardianAction, loader as guardianLoader } from "./my-data-guardian.tsx";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

function contextFor(secureCookies = false) {
  const context = new RouterContextProvider();
  context.set(dbContext, database.db);
  context.set(requestInfoContext, { secureCookies } as RequestInfo);
  return context;
}

/** A new lead by `email`, with a call asked for (under 18: a guardian asked too); its student link's token. */
async function newLead(email: string, underAge = false) {
  const input = leadInputSchema.parse({
    name: "Meera Pillai",
    email,
    phone: "9847012345",
    city: "Thrissur",
    course: "BTech",
    source: "apply",
  });
  const { id } = await createLead(database.db, input);
  const consent = consentInputSchema.parse(
    underAge
      ? { call: "on", ageBand: "under-18", guardianName: "Usha Pillai", guardianEmail: "usha@example.in" }
      : { call: "on", ageBand: "18-plus" },
  );
  const lead = { id, name: input.name, email: input.email, context: "" };
  return (await recordConsent(database.db, lead, consent, "http://portal.test")).myDataToken;
}

const cookieFor = (token: string, name = "my_data") => ({ Cookie: `${name}=${token}` });

async function load(url: string, headers: Record<string, string> = {}, secure = false) {
  const request = new Request(`http://portal.test${url}`, { headers });
  return (await loader({ request, context: contextFor(secure), params: {} } as never)) as unknown;
}

async function post(url: string, fields: Record<string, string>, headers: Record<string, string>) {
  const request = new Request(`http://portal.test${url}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers,
  });
  return (await action({ request, context: contextFor(), params: {} } as never)) as unknown;
}

const answer = (value: unknown) => value as { data: Record<string, unknown>; init: { status?: number } | null };

describe("opening the link", () => {
  it("moves the token into a cookie of the page's own and comes back without it, keeping the language", async () => {
    const token = await newLead("meera.open@example.in");
    for (const secure of [false, true]) {
      const res = (await load(`/my-data?t=${token}&lang=hi`, {}, secure)) as Response;
      expect(res.status).toBe(303);
      expect(res.headers.get("Location")).toBe("/my-data?lang=hi&opened=1");
      const cookie = res.headers.get("Set-Cookie")!;
      expect(cookie).toMatch(new RegExp(`^my_data=${token}; `));
      for (const attribute of ["Max-Age=1800", "Path=/my-data", "HttpOnly", "SameSite=Lax"]) {
        expect(cookie).toContain(attribute);
      }
      expect(cookie.includes("Secure")).toBe(secure);
      expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    }
  });

  it("then shows the enquiry from the cookie, naming the link by a reference that is not the token", async () => {
    const token = await newLead("meera.shown@example.in");
    const shown = (await load("/my-data?opened=1", cookieFor(token))) as { state: string; ref: string };
    expect(shown).toMatchObject({ state: "found", ref: linkRef(token) });
    expect(shown.ref).not.toContain(token);
    expect(JSON.stringify(shown)).not.toContain(token);
  });

  it("says plainly when the browser refused the cookie, when the cookie is gone, and when the link is not valid", async () => {
    expect(answer(await load("/my-data?opened=1")).data.state).toBe("noCookie");
    expect(answer(await load("/my-data")).data.state).toBe("closed");
    expect(answer(await load("/my-data", cookieFor("x".repeat(43)))).data.state).toBe("invalid");
  });
});

describe("the page's forms", () => {
  it("refuse a post from the page of another link, and change nothing", async () => {
    const mine = await newLead("meera.one@example.in");
    const other = await newLead("meera.two@example.in");
    // An old tab of the first lead posts while the cookie holds the second one's link.
    const refused = answer(
      await post("/my-data", { intent: "call", ref: linkRef(mine), lang: "en" }, cookieFor(other)),
    );
    expect(refused.init?.status).toBe(409);
    expect(refused.data).toEqual({ problem: "other link" });
    const without = answer(await post("/my-data", { intent: "call", ref: linkRef(mine), lang: "en" }, {}));
    expect(without.init?.status).toBe(409);
    for (const token of [mine, other]) {
      const consents = (await readMyData(database.db, token))!.consents;
      expect(consents.find((c) => c.purpose === "call")?.withdrawnAt).toBeNull();
    }
    const done = (await post(
      "/my-data",
      { intent: "call", ref: linkRef(other), lang: "en" },
      cookieFor(other),
    )) as Response;
    expect(done.headers.get("Location")).toBe("/my-data?lang=en&done=withdrawn");
  });

  it("erase only for the email address the link was sent to, then forget the link", async () => {
    const token = await newLead("meera.erase@example.in");
    const fields = { intent: "erase", ref: linkRef(token), lang: "hi" };
    const wrong = answer(await post("/my-data", { ...fields, email: "someone.else@example.in" }, cookieFor(token)));
    expect(wrong.init?.status).toBe(400);
    expect(wrong.data).toMatchObject({
      problem: "wrong email",
      reply: { initialValue: { email: "someone.else@example.in" }, error: { email: myDataText.hi.wrongEmail } },
    });
    expect(await readMyData(database.db, token)).toBeDefined();

    const erased = (await post(
      "/my-data",
      { ...fields, email: " Meera.Erase@Example.IN " },
      cookieFor(token),
    )) as Response;
    expect(erased.status).toBe(303);
    expect(erased.headers.get("Location")).toBe("/my-data?done=erased&lang=hi");
    expect(erased.headers.get("Set-Cookie")).toMatch(/^my_data=; Max-Age=0; Path=\/my-data; HttpOnly; SameSite=Lax$/);
    expect(await readMyData(database.db, token)).toBeUndefined();
  });
});

describe("the guardian's page", () => {
  it("opens with its own cookie, and confirms only for the link the page was shown for", async () => {
    await newLead("meera.young@example.in", true);
    const [{ body }] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, "usha@example.in"));
    const token = /\/my-data\/guardian\?t=([\w-]+)/.exec(body)![1];
    const request = new Request(`http://portal.test/my-data/guardian?t=${token}`);
    const opened = (await guardianLoader({ request, context: contextFor(), params: {} } as never)) as Response;
    expect(opened.headers.get("Location")).toBe("/my-data/guardian?opened=1");
    expect(opened.headers.get("Set-Cookie")).toContain("Path=/my-data/guardian");

    const confirm = async (ref: string) => {
      const post = new Request("http://portal.test/my-data/guardian?opened=1", {
        method: "POST",
        body: new URLSearchParams({ ref }),
        headers: cookieFor(token, "my_data_guardian"),
      });
      return answer(await guardianAction({ request: post, context: contextFor(), params: {} } as never));
    };
    expect((await confirm(linkRef("an-older-link-for-another-student-0000000"))).data).toEqual({
      outcome: "other link",
    });
    expect(await confirm(linkRef(token))).toEqual({ outcome: "confirmed" });
  });
});
