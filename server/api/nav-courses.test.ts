import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { navCourseBody } from "../../tests/support/api-bodies.ts";
import { expectAdminOnly, openTestApi, signIn, type SignedIn, type TestApi } from "../../tests/support/api.ts";

let api: TestApi;
let admin: SignedIn;
beforeAll(async () => {
  api = await openTestApi();
  admin = await signIn(api.app);
});
afterAll(() => api.close());

const post = (payload: unknown) =>
  api.app.inject({
    method: "POST",
    url: "/api/admin/add_navcoursespage",
    payload: payload as object,
    headers: admin.headers,
  });

describe("nav course pages", () => {
  let id: string;

  it("creates a page: 201 'Course created successfully'; listed with all eleven fields", async () => {
    const res = await post(navCourseBody);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe("Course created successfully");
    id = res.json().navCourse._id;
    const list = await api.app.inject("/api/admin/get_allNavCourse");
    expect(list.json().allnavCourse).toEqual([
      { _id: id, ...navCourseBody, createdAt: expect.any(String), updatedAt: expect.any(String) },
    ]);
  });

  it.each(Object.keys(navCourseBody))("requires %s", async (field) => {
    const res = await post({ ...navCourseBody, [field]: "" });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ [field]: "This field is required" });
  });

  it("pages the list", async () => {
    await post({ ...navCourseBody, pageName: "MBA" });
    const res = await api.app.inject("/api/admin/get_allNavCourse?page=2&limit=1");
    expect(res.json().allnavCourse.map((p: { pageName: string }) => p.pageName)).toEqual(["MBA"]);
    const bad = await api.app.inject("/api/admin/get_allNavCourse?page=0");
    expect(bad.statusCode).toBe(400);
  });

  it("corrects a page with PUT; unknown id is a 404", async () => {
    const res = await api.app.inject({
      method: "PUT",
      url: `/api/admin/navcoursepage/${id}`,
      payload: { ...navCourseBody, imgpara2: "Updated" },
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().navCourse.imgpara2).toBe("Updated");
    const bad = await api.app.inject({
      method: "PUT",
      url: `/api/admin/navcoursepage/${id}`,
      payload: {},
      headers: admin.headers,
    });
    expect(Object.keys(bad.json().errors)).toHaveLength(11);
    const missing = await api.app.inject({
      method: "PUT",
      url: "/api/admin/navcoursepage/nope",
      payload: navCourseBody,
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
  });

  it("refuses writes without an admin session or CSRF header", async () => {
    for (const call of [
      { method: "POST" as const, url: "/api/admin/add_navcoursespage", payload: navCourseBody },
      { method: "PUT" as const, url: `/api/admin/navcoursepage/${id}`, payload: navCourseBody },
      { method: "DELETE" as const, url: `/api/admin/delete_navcoursepage/${id}` },
    ]) {
      const { statuses } = await expectAdminOnly(api.app, call, admin);
      expect(statuses, call.url).toEqual([401, 401, 401, 401, 401]);
    }
  });

  it("deletes a page; again is a 404", async () => {
    const res = await api.app.inject({
      method: "DELETE",
      url: `/api/admin/delete_navcoursepage/${id}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const again = await api.app.inject({
      method: "DELETE",
      url: `/api/admin/delete_navcoursepage/${id}`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(404);
  });
});
