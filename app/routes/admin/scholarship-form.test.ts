// The staff scholarship form's action behind the real admin guard: a refused save comes back 400 with each
// field's message and what was typed; a save records the signed-in staff member, and the edit page shows the
// saved limits and who last changed it.
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dbContext, loggerContext, requestInfoContext } from "#context";
import type { DatabaseHandle } from "../../../db/client.server.ts";
import { ensureAdmin } from "../../../domain/admins/admins.server.ts";
import { createSession } from "../../../domain/admins/sessions.server.ts";
import { getScholarshipBySlug } from "../../../domain/scholarships/scholarships.server.ts";
import { openTestDatabase } from "../../../tests/support/database.ts";
import { adminGuard } from "../../lib/admin-session.server.ts";
import { action, loader } from "./scholarship-form.tsx";

let database: DatabaseHandle;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  database = await openTestDatabase();
  for (const email of ["asha@portal.example.in", "ravi@portal.example.in"]) {
    const session = await createSession(database.db, (await ensureAdmin(database.db, email, "a good password")).id);
    cookies[email] = `admin_session=${session.token}`;
  }
});
afterAll(() => database.close());

type Answer = { data: Record<string, unknown>; init: { status?: number } | null };

/** Runs the admin guard for the signed-in `email`, then the route's loader or action, as React Router does. */
async function asStaff(email: string, path: string, params: { id?: string }, form?: [string, string][]) {
  const context = new RouterContextProvider();
  context.set(dbContext, database.db);
  context.set(loggerContext, { error: () => {}, warn: () => {}, info: () => {} });
  context.set(requestInfoContext, { secureCookies: false, contentChanged: () => {} } as never);
  const url = new URL(path, "http://portal.test");
  const request = new Request(url, {
    method: form ? "POST" : "GET",
    headers: { cookie: cookies[email] },
    body: form ? new URLSearchParams(form) : undefined,
  });
  const args = { request, context, url, params, pattern: "" } as never;
  let answer: unknown;
  await adminGuard(args, async () => {
    answer = form ? await action(args) : await loader(args);
    return new Response(null, { status: (answer as Answer).init?.status ?? 200 });
  });
  return answer;
}

const fields: [string, string][] = [
  ["title", "Karnataka Girls' Award"],
  ["slug", "karnataka-girls-award"],
  ["provider", "Bengaluru Education Trust"],
  ["amount", "₹20,000 a year"],
  ["amountRupees", "20000"],
  ["frequency", "per-year"],
  ["awards", "100"],
  ["type", "Need-based"],
  ["level", "Undergraduate"],
  ["internationalEligible", "no"],
  ["levels", "ug"],
  ["genders", "female"],
  ["categories", "sc"],
  ["categories", "st"],
  ["incomeCapRupees", "250000"],
  ["states", "Karnataka"],
];

describe("the staff scholarship form", () => {
  it("refuses unknown values and a bad income cap with a message on each field, keeping what was typed", async () => {
    const typed: [string, string][] = [
      ...fields.filter(([name]) => name !== "incomeCapRupees"),
      ["incomeCapRupees", "3 lakh"],
      ["levels", "phd"],
      ["states", "Atlantis"],
      ["frequency", "weekly"],
    ];
    const answer = (await asStaff("asha@portal.example.in", "/admin/add_scholarship", {}, typed)) as Answer;
    expect(answer.init?.status).toBe(400);
    expect(Object.keys(answer.data.errors as object).sort()).toEqual(
      ["frequency", "incomeCapRupees", "levels", "states"].sort(),
    );
    const reply = answer.data.reply as { initialValue: Record<string, unknown> };
    expect(reply.initialValue).toMatchObject({
      title: "Karnataka Girls' Award",
      incomeCapRupees: "3 lakh",
      categories: ["sc", "st"],
      levels: ["ug", "phd"],
    });
    expect(await getScholarshipBySlug(database.db, "karnataka-girls-award")).toBeUndefined();
  });

  it("saves the limits under the signed-in staff member's name; the edit page shows them and who changed it", async () => {
    const added = (await asStaff("asha@portal.example.in", "/admin/add_scholarship", {}, fields)) as Answer;
    expect(added.data).toMatchObject({ ok: true });
    const saved = (await getScholarshipBySlug(database.db, "karnataka-girls-award"))!;
    expect(saved).toMatchObject({
      updatedBy: "asha@portal.example.in",
      levels: ["ug"],
      categories: ["sc", "st"],
      incomeCapRupees: 250_000,
      states: ["Karnataka"],
    });

    const edit = [...fields.filter(([name]) => name !== "genders"), ["eligibility", "Marks of 60% or more."]];
    const changed = (await asStaff(
      "ravi@portal.example.in",
      `/admin/scholarship/${saved.id}`,
      { id: saved.id },
      edit as [string, string][],
    )) as Answer;
    expect(changed.data).toMatchObject({ ok: true });

    const page = (await asStaff("ravi@portal.example.in", `/admin/scholarship/${saved.id}`, { id: saved.id })) as {
      scholarship: Record<string, unknown>;
      lastChange: { by: string; on: string };
    };
    expect(page.lastChange.by).toBe("ravi@portal.example.in");
    expect(page.scholarship).toMatchObject({
      levels: ["ug"],
      genders: [],
      categories: ["sc", "st"],
      incomeCapRupees: "250000",
      amountRupees: "20000",
      frequency: "per-year",
      states: ["Karnataka"],
      eligibility: "Marks of 60% or more.",
    });
  });
});
