import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAdminOnly, openTestApi, signIn, type SignedIn, type TestApi } from "../../tests/support/api.ts";

let api: TestApi;
let admin: SignedIn;
beforeAll(async () => {
  api = await openTestApi();
  admin = await signIn(api.app);
});
afterAll(() => api.close());

const card = {
  cardName: "Engineering",
  cardCollageTitle: "Top Engineering Colleges",
  linkname1: "btech",
  linkname2: "mtech",
  linkname3: "diploma",
};

describe("card sliders", () => {
  let id: string;

  it("creates a card for an admin and lists it with the API's field names", async () => {
    const res = await api.app.inject({
      method: "POST",
      url: "/api/admin/create_cardslider",
      payload: card,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe("Form submitted successfully!");
    id = res.json().cardSlider._id;
    const list = await api.app.inject("/api/admin/get_cardslider");
    expect(list.statusCode).toBe(200);
    expect(list.json().allCardslider).toContainEqual(expect.objectContaining({ _id: id, ...card }));
  });

  it("keeps creation order and pages with ?page=&limit=", async () => {
    for (const name of ["Management", "Arts"]) {
      await api.app.inject({
        method: "POST",
        url: "/api/admin/create_cardslider",
        payload: { ...card, cardName: name },
        headers: admin.bearer,
      });
    }
    const all = (await api.app.inject("/api/admin/get_cardslider")).json().allCardslider;
    expect(all.map((c: { cardName: string }) => c.cardName)).toEqual(["Engineering", "Management", "Arts"]);
    const second = await api.app.inject("/api/admin/get_cardslider?page=2&limit=1");
    expect(second.json().allCardslider.map((c: { cardName: string }) => c.cardName)).toEqual(["Management"]);
    const tooMany = await api.app.inject("/api/admin/get_cardslider?limit=101");
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors.limit).toMatch(/at most 100/);
  });

  it("rejects every missing field and an unknown card name with field messages", async () => {
    for (const field of Object.keys(card)) {
      const res = await api.app.inject({
        method: "POST",
        url: "/api/admin/create_cardslider",
        payload: { ...card, [field]: "  " },
        headers: admin.headers,
      });
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json().errors), field).toEqual([field]);
    }
    const bad = await api.app.inject({
      method: "POST",
      url: "/api/admin/create_cardslider",
      payload: { ...card, cardName: "Cooking" },
      headers: admin.headers,
    });
    expect(bad.json().errors.cardName).toMatch(/Engineering, Management/);
    const empty = await api.app.inject({
      method: "POST",
      url: "/api/admin/create_cardslider",
      payload: {},
      headers: admin.headers,
    });
    expect(empty.json().errors.linkname3).toBe("This field is required");
  });

  it("corrects a card with PUT, and 404s an unknown or malformed id", async () => {
    const res = await api.app.inject({
      method: "PUT",
      url: `/api/admin/cardslider/${id}`,
      payload: { ...card, linkname3: "phd" },
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().cardSlider.linkname3).toBe("phd");
    const invalid = await api.app.inject({
      method: "PUT",
      url: `/api/admin/cardslider/${id}`,
      payload: { ...card, cardName: "" },
      headers: admin.headers,
    });
    expect(invalid.statusCode).toBe(400);
    for (const other of ["00000000-0000-4000-8000-000000000000", "not-an-id", "1%27%20or%201=1"]) {
      const missing = await api.app.inject({
        method: "PUT",
        url: `/api/admin/cardslider/${other}`,
        payload: card,
        headers: admin.headers,
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe("No card slider with this id.");
    }
  });

  it("refuses writes without a session, with a wrong one, or without the CSRF header", async () => {
    for (const call of [
      { method: "POST" as const, url: "/api/admin/create_cardslider", payload: card },
      { method: "PUT" as const, url: `/api/admin/cardslider/${id}`, payload: card },
      { method: "DELETE" as const, url: `/api/admin/delete_slider/${id}` },
    ]) {
      const { statuses, body } = await expectAdminOnly(api.app, call, admin);
      expect(
        statuses.every((s) => s === 401),
        `${call.method} ${call.url}: ${statuses}`,
      ).toBe(true);
      expect(body.message).toBe("Please sign in as an admin to do this.");
    }
  });

  it("deletes a card once; a second delete is a 404", async () => {
    const res = await api.app.inject({
      method: "DELETE",
      url: `/api/admin/delete_slider/${id}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Slider deleted successfully.");
    const again = await api.app.inject({
      method: "DELETE",
      url: `/api/admin/delete_slider/${id}`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(404);
    const malformed = await api.app.inject({
      method: "DELETE",
      url: "/api/admin/delete_slider/xyz",
      headers: admin.headers,
    });
    expect(malformed.statusCode).toBe(404);
  });
});
