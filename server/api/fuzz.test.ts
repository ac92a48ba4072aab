// Property: whatever arrives — random or malformed bodies, ids, query strings, with or without a session —
// no call answers with a 5xx, and the server keeps answering.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collegeBody, navCourseBody, programCourses, programFields } from "../../tests/support/api-bodies.ts";
import { freshAddress, openTestApi, signIn, type SignedIn, type TestApi } from "../../tests/support/api.ts";

let api: TestApi;
let admin: SignedIn;
let known: { college: string; course: string };
beforeAll(async () => {
  api = await openTestApi();
  admin = await signIn(api.app);
  const college = (
    await api.app.inject({
      method: "POST",
      url: "/api/admin/create_collegespage",
      payload: collegeBody(),
      headers: admin.headers,
    })
  ).json().collegePage;
  known = { college: college._id, course: college.coursesDeatils[0]._id };
});
afterAll(() => api.close());

interface Call {
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  /** A valid body to mutate */
  valid?: Record<string, unknown>;
  multipart?: boolean;
}

const calls: Call[] = [
  { method: "GET", path: "/api/admin/get_cardslider" },
  { method: "GET", path: "/api/admin/get_program" },
  { method: "GET", path: "/api/admin/get_collegespage" },
  { method: "GET", path: "/api/admin/get_collegespage/:x" },
  { method: "GET", path: "/api/admin/get_collegespageByCourse/:x" },
  { method: "GET", path: "/api/admin/get_collegespageByCourseAndcity" },
  { method: "GET", path: "/api/admin/getSingle_collegespage/:x" },
  { method: "GET", path: "/api/admin/college_page_course_details/:x" },
  { method: "GET", path: "/api/admin/get_streams_by_courseId/:x/:x" },
  { method: "GET", path: "/api/admin/get_allNavCourse" },
  { method: "GET", path: "/api/admin/get_programbyId/:x" },
  { method: "GET", path: "/api/admin/getall_streams" },
  { method: "GET", path: "/api/user/getall_leads" },
  { method: "GET", path: "/api/admin/session" },
  { method: "GET", path: "/api/search" },
  { method: "GET", path: "/api/:x" },
  {
    method: "POST",
    path: "/api/user/lead_data",
    valid: { name: "Asha", email: "a@b.in", phone: "9876543210", city: "Agra", course: "mba", terms: true },
  },
  { method: "POST", path: "/api/admin/admin_login", valid: { username: "x@y.in", password: "secret" } },
  {
    method: "POST",
    path: "/api/admin/streams",
    valid: { collegeId: "", courseId: "", streamsName: "CSE", streamsFee: "1", applicationDate: "2025-01-01" },
  },
  { method: "POST", path: "/api/admin/create_collegespage", valid: collegeBody() },
  { method: "POST", path: "/api/admin/add_navcoursespage", valid: navCourseBody },
  {
    method: "POST",
    path: "/api/admin/create_cardslider",
    valid: { cardName: "Arts", cardCollageTitle: "t", linkname1: "a", linkname2: "b", linkname3: "c" },
  },
  {
    method: "POST",
    path: "/api/admin/create_program",
    valid: { ...programFields, courseList: JSON.stringify(programCourses) },
    multipart: true,
  },
  { method: "PUT", path: "/api/admin/cardslider/:x", valid: { cardName: "Arts" } },
  { method: "PUT", path: "/api/admin/collegespage/:x", valid: collegeBody() },
  { method: "PUT", path: "/api/admin/navcoursepage/:x", valid: navCourseBody },
  { method: "PUT", path: "/api/admin/stream/:x", valid: { streamsName: "x" } },
  {
    method: "PUT",
    path: "/api/admin/program/:x",
    valid: { ...programFields, courseList: programCourses },
    multipart: true,
  },
  { method: "DELETE", path: "/api/admin/delete_stream/:x" },
  { method: "DELETE", path: "/api/admin/delete_collegespage/:x" },
  { method: "DELETE", path: "/api/admin/delete_navcoursepage/:x" },
  { method: "DELETE", path: "/api/admin/delete_slider/:x" },
  { method: "DELETE", path: "/api/admin/delete_program/:x" },
];

const nasty = fc.constantFrom(
  "",
  " ",
  "%00",
  "%",
  "%zz",
  "..%2F..%2Fetc%2Fpasswd",
  "'%20or%201=1--",
  "%F0%9F%98%80",
  "null",
  "-1",
  "1e309",
  "[]",
);
const idArb = fc.oneof(
  fc.uuid().map(encodeURIComponent),
  fc.string({ maxLength: 60 }).map(encodeURIComponent),
  fc.string({ unit: "binary", maxLength: 20 }).map(encodeURIComponent),
  nasty,
  fc.constant("KNOWN"),
);
const valueArb = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.string({ maxLength: 300 }),
  fc.string({ unit: "binary", maxLength: 50 }),
  fc.constantFrom(
    "\u0000",
    "2025-02-30",
    "9876543210",
    "+919876543210",
    "",
    "   ",
    "LAW",
    "btech",
    "<script>alert(1)</script>",
  ),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);
const queryArb = fc.option(
  fc.dictionary(
    fc.constantFrom("page", "limit", "state", "course", "x", "page[]"),
    fc.oneof(fc.string({ maxLength: 20 }), nasty),
    { maxKeys: 4 },
  ),
);

function mutate(valid: Record<string, unknown> | undefined, changes: [string, unknown][], drop: string[]) {
  const body: Record<string, unknown> = { ...(valid ?? {}) };
  for (const key of drop) delete body[key];
  for (const [k, v] of changes) body[k] = v;
  return body;
}

const requestArb = fc.record({
  call: fc.constantFrom(...calls),
  ids: fc.array(idArb, { minLength: 2, maxLength: 2 }),
  query: queryArb,
  signedIn: fc.boolean(),
  bodyKind: fc.constantFrom("mutated", "any", "text", "none"),
  changes: fc.array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom(
          "name",
          "email",
          "phone",
          "courseList",
          "coursesDeatils",
          "rank",
          "collegeId",
          "courseId",
          "applicationDate",
          "cardName",
          "__proto__",
          "constructor",
        ),
        fc.string({ maxLength: 12 }),
      ),
      valueArb,
    ),
    { maxLength: 4 },
  ),
  drop: fc.array(fc.string({ maxLength: 12 }), { maxLength: 2 }),
  anyBody: fc.jsonValue({ maxDepth: 3 }),
  text: fc.string({ maxLength: 200 }),
  file: fc.option(fc.uint8Array({ maxLength: 2000 })),
});

type FuzzRequest = typeof requestArb extends fc.Arbitrary<infer T> ? T : never;

async function send(r: FuzzRequest) {
  const [a, b] = r.ids.map((id, i) => (id === "KNOWN" ? (i === 0 ? known.college : known.course) : id));
  let n = 0;
  const path = r.call.path.replace(/:x/g, () => (n++ === 0 ? a : b));
  const qs = r.query
    ? `?${Object.entries(r.query)
        .map(([k, v]) => `${encodeURIComponent(k)}=${v}`)
        .join("&")}`
    : "";
  const headers: Record<string, string> = r.signedIn && !path.endsWith("logout") ? { ...admin.headers } : {};
  const base = { method: r.call.method, url: path + qs, headers, remoteAddress: freshAddress() };
  if (r.call.method === "GET" || r.call.method === "DELETE" || r.bodyKind === "none") return api.app.inject(base);
  if (r.call.multipart && r.bodyKind === "mutated") {
    const form = new FormData();
    for (const [k, v] of Object.entries(mutate(r.call.valid, r.changes, r.drop))) {
      form.append(k, typeof v === "string" ? v : (JSON.stringify(v) ?? ""));
    }
    if (r.file) form.append("image", new Blob([r.file]), "f.jpg");
    const encoded = new Response(form);
    headers["content-type"] = encoded.headers.get("content-type")!;
    return api.app.inject({ ...base, payload: Buffer.from(await encoded.arrayBuffer()) });
  }
  if (r.bodyKind === "text") {
    headers["content-type"] = "application/json";
    return api.app.inject({ ...base, payload: r.text });
  }
  const payload = r.bodyKind === "any" ? r.anyBody : mutate(r.call.valid, r.changes, r.drop);
  headers["content-type"] = "application/json";
  return api.app.inject({ ...base, payload: JSON.stringify(payload) ?? "null" });
}

describe("fuzzing every endpoint", () => {
  it("never answers 5xx to 1,200 random and malformed requests", async () => {
    const seen = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(requestArb, async (r) => {
        const res = await send(r);
        seen.set(res.statusCode, (seen.get(res.statusCode) ?? 0) + 1);
        if (res.statusCode >= 500) throw new Error(`${r.call.method} ${r.call.path} → ${res.statusCode} ${res.body}`);
        if (res.headers["content-type"]?.includes("json")) expect(() => res.json()).not.toThrow();
      }),
      { numRuns: 1_200 },
    );
    // The run reached handlers, not only the auth check: successes and validation failures both occurred.
    expect(seen.get(200)).toBeGreaterThan(50);
    expect(seen.get(400)).toBeGreaterThan(50);
    expect((await api.app.inject("/healthz")).statusCode).toBe(200);
  }, 120_000);
});
