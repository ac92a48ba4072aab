import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collegeBody } from "../../tests/support/api-bodies.ts";
import { ADMIN, expectAdminOnly, openTestApi, signIn, type SignedIn, type TestApi } from "../../tests/support/api.ts";
import { searchAuditEvents } from "../../domain/audit/audit-search.server.ts";

let api: TestApi;
let admin: SignedIn;
let college: { _id: string; coursesDeatils: { _id: string; courses: string }[] };
let otherCollege: { _id: string; coursesDeatils: { _id: string }[] };

beforeAll(async () => {
  api = await openTestApi();
  admin = await signIn(api.app);
  const make = async (name: string) =>
    (
      await api.app.inject({
        method: "POST",
        url: "/api/admin/create_collegespage",
        payload: collegeBody(name),
        headers: admin.headers,
      })
    ).json().collegePage;
  college = await make("Narmada Institute of Technology");
  otherCollege = await make("Kaveri College");
});
afterAll(() => api.close());

const body = () => ({
  collegeId: college._id,
  courseId: college.coursesDeatils[0]._id,
  courseName: "B.Tech",
  streamsName: "Computer Science",
  streamsFee: "₹1,30,000",
  applicationDate: "2025-05-31",
});
const post = (payload: unknown, headers = admin.headers) =>
  api.app.inject({ method: "POST", url: "/api/admin/streams", payload: payload as object, headers });

describe("streams", () => {
  let id: string;

  it("adds a stream and lists it with the college and course names", async () => {
    const res = await post(body());
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe("Stream added successfully!");
    id = res.json().stream._id;
    const all = await api.app.inject("/api/admin/getall_streams");
    expect(Array.isArray(all.json())).toBe(true);
    expect(all.json()[0]).toEqual({
      _id: id,
      collegeId: college._id,
      courseId: college.coursesDeatils[0]._id,
      collegeName: "Narmada Institute of Technology",
      courseName: "B.Tech",
      streamsName: "Computer Science",
      streamsFee: "₹1,30,000",
      applicationDate: "2025-05-31",
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it("lists the streams of one course, empty for another or a malformed id", async () => {
    const one = await api.app.inject(
      `/api/admin/get_streams_by_courseId/${college._id}/${college.coursesDeatils[0]._id}`,
    );
    expect(one.json().streams.map((s: { _id: string }) => s._id)).toEqual([id]);
    const other = await api.app.inject(
      `/api/admin/get_streams_by_courseId/${college._id}/${college.coursesDeatils[1]._id}`,
    );
    expect(other.json()).toEqual({ streams: [] });
    const bad = await api.app.inject("/api/admin/get_streams_by_courseId/abc/def");
    expect(bad.statusCode).toBe(200);
    expect(bad.json()).toEqual({ streams: [] });
    const paged = await api.app.inject("/api/admin/getall_streams?page=2&limit=1");
    expect(paged.json()).toEqual([]);
  });

  it("refuses a course that belongs to another college", async () => {
    const res = await post({ ...body(), courseId: otherCollege.coursesDeatils[0]._id });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(["courseId"]);
    const gone = await post({ ...body(), collegeId: "00000000-0000-4000-8000-000000000000" });
    expect(Object.keys(gone.json().errors)).toEqual(["collegeId"]);
  });

  it.each([
    ["collegeId", { collegeId: "" }],
    ["courseId", { courseId: "42" }],
    ["streamsName", { streamsName: " " }],
    ["streamsFee", { streamsFee: "" }],
    ["applicationDate", { applicationDate: "" }],
    ["applicationDate", { applicationDate: "2025-02-30" }],
    ["applicationDate", { applicationDate: "next week" }],
  ])("rejects a bad %s", async (field, change) => {
    const res = await post({ ...body(), ...change });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual([field]);
  });

  it("accepts a full ISO time as the date", async () => {
    const res = await post({ ...body(), streamsName: "Civil", applicationDate: "2025-06-15T00:00:00.000Z" });
    expect(res.json().stream.applicationDate).toBe("2025-06-15");
  });

  it("corrects a stream with PUT; unknown id is a 404", async () => {
    const res = await api.app.inject({
      method: "PUT",
      url: `/api/admin/stream/${id}`,
      payload: { ...body(), streamsFee: "₹1,40,000" },
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().stream.streamsFee).toBe("₹1,40,000");
    const bad = await api.app.inject({
      method: "PUT",
      url: `/api/admin/stream/${id}`,
      payload: { ...body(), streamsFee: "" },
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(400);
    const missing = await api.app.inject({
      method: "PUT",
      url: "/api/admin/stream/00000000-0000-4000-8000-000000000000",
      payload: body(),
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
  });

  it("records the API's writes in the audit trail with the fields before and after, and not a refused one", async () => {
    const { rows } = await searchAuditEvents(api.database.db, { kind: "stream" }, { limit: 100, offset: 0 });
    const ours = rows.filter((e) => e.subjectId === id).reverse();
    // The stream's create, then the one correction that passed (the empty fee and the unknown id were refused).
    expect(ours.map((e) => e.action)).toEqual(["stream.create", "stream.update"]);
    for (const event of ours) {
      expect(event).toMatchObject({ actorEmail: ADMIN.username, actorRole: "admin", subjectLabel: "Computer Science" });
    }
    expect(ours[0].changes).toMatchObject({
      name: { before: null, after: "Computer Science" },
      fee: { before: null, after: "₹1,30,000" },
    });
    expect(ours[1].changes).toEqual({ fee: { before: "₹1,30,000", after: "₹1,40,000" } });
  });

  it("refuses writes without an admin session or CSRF header", async () => {
    for (const call of [
      { method: "POST" as const, url: "/api/admin/streams", payload: body() },
      { method: "PUT" as const, url: `/api/admin/stream/${id}`, payload: body() },
      { method: "DELETE" as const, url: `/api/admin/delete_stream/${id}` },
    ]) {
      const { statuses } = await expectAdminOnly(api.app, call, admin);
      expect(statuses, call.url).toEqual([401, 401, 401, 401, 401]);
    }
  });

  it("deletes a stream; again is a 404", async () => {
    const res = await api.app.inject({
      method: "DELETE",
      url: `/api/admin/delete_stream/${id}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Stream deleted successfully.");
    const again = await api.app.inject({
      method: "DELETE",
      url: `/api/admin/delete_stream/${id}`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(404);
  });
});
