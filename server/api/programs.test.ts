import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storedFiles } from "../../db/schema.ts";
import { readStoredFile } from "../../domain/files/stored-files.server.ts";
import { programCourses, programFields } from "../../tests/support/api-bodies.ts";
import { expectAdminOnly, openTestApi, signIn, type SignedIn, type TestApi } from "../../tests/support/api.ts";

let api: TestApi;
let admin: SignedIn;
let jpeg: Buffer;
beforeAll(async () => {
  api = await openTestApi();
  admin = await signIn(api.app);
  jpeg = await picture("jpeg");
});
afterAll(() => api.close());

function picture(format: "jpeg" | "png" | "webp" | "avif", width = 320): Promise<Buffer> {
  return sharp({ create: { width, height: 200, channels: 3, background: { r: 30, g: 64, b: 175 } } })
    .toFormat(format)
    .toBuffer();
}

/** A multipart body as a browser would send it. */
async function multipart(fields: Record<string, string>, file?: { bytes: Buffer; name: string; type: string }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append("image", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get("content-type")! };
}

const fields = () => ({ ...programFields, courseList: JSON.stringify(programCourses) });
const uploads = async () =>
  (await api.database.db.select({ path: storedFiles.path }).from(storedFiles)).map((f) => f.path).sort();
const isStored = async (name: string) => Boolean(await readStoredFile(api.database.db, name));

async function send(
  method: "POST" | "PUT",
  url: string,
  form: Awaited<ReturnType<typeof multipart>>,
  headers = admin.headers,
) {
  return api.app.inject({
    method,
    url,
    payload: form.payload,
    headers: { ...headers, "content-type": form.contentType },
  });
}
const create = async (f: Record<string, string>, file?: Parameters<typeof multipart>[1]) =>
  send("POST", "/api/admin/create_program", await multipart(f, file));

describe("programs", () => {
  let id: string;
  let image: string;

  it("creates a program from a multipart form, storing the image as WebP under a new name", async () => {
    const res = await create(fields(), { bytes: jpeg, name: "campus.jpg", type: "image/jpeg" });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe("Program submitted successfully!");
    const program = res.json().program;
    id = program._id;
    image = program.image;
    expect(image).toMatch(/^program-[0-9a-f-]{36}\.webp$/);
    const served = await api.app.inject(`/uploads/${image}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect((await sharp(served.rawPayload).metadata()).format).toBe("webp");
    expect(served.headers["cache-control"]).toMatch(/max-age=31536000/);
    // Other clients of the API show these images on their own pages.
    expect(served.headers["cross-origin-resource-policy"]).toBe("cross-origin");
  });

  it("lists programs and gives one by id with the spec's field names", async () => {
    const list = await api.app.inject("/api/admin/get_program");
    expect(list.json().getAllProgram).toHaveLength(1);
    const one = await api.app.inject(`/api/admin/get_programbyId/${id}`);
    expect(one.json().getAllProgramById).toMatchObject({
      _id: id,
      image,
      program: "Online MBA",
      name: "Students in a lecture hall",
      bannnerHeading: "Online MBA programs",
      bannnerSubHeading: "Study while you work",
      title: "Compare online MBAs",
      courseList: [expect.objectContaining(programCourses[0])],
    });
    for (const other of ["00000000-0000-4000-8000-000000000000", "bad-id"]) {
      expect((await api.app.inject(`/api/admin/get_programbyId/${other}`)).statusCode).toBe(404);
    }
  });

  it.each(["png", "webp", "avif"] as const)("accepts a %s image", async (format) => {
    const res = await create(fields(), { bytes: await picture(format), name: `x.${format}`, type: `image/${format}` });
    expect(res.statusCode, res.body).toBe(201);
  });

  it("refuses a renamed text file, a broken image and an oversized file, leaving nothing behind", async () => {
    const before = await uploads();
    const text = await create(fields(), {
      bytes: Buffer.from("just some text, honestly"),
      name: "photo.jpg",
      type: "image/jpeg",
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().errors.image).toMatch(/JPEG, PNG, WebP or AVIF/);
    const broken = await create(fields(), {
      bytes: jpeg.subarray(0, Math.floor(jpeg.length / 2)),
      name: "half.jpg",
      type: "image/jpeg",
    });
    expect(broken.statusCode).toBe(400);
    const svg = await create(fields(), {
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      name: "a.png",
      type: "image/png",
    });
    expect(svg.statusCode).toBe(400);
    const huge = await create(fields(), {
      bytes: Buffer.alloc(5 * 1024 * 1024 + 10, 1),
      name: "big.jpg",
      type: "image/jpeg",
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().errors.image).toMatch(/5 MB/);
    expect(await uploads()).toEqual(before);
  });

  it("requires the image and every field, reporting them together", async () => {
    const res = await create({ ...fields(), bannnerHeading: "" });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(["bannnerHeading", "image"]);
    for (const field of ["program", "bannnerSubHeading", "title"]) {
      const r = await create({ ...fields(), [field]: "" }, { bytes: jpeg, name: "a.jpg", type: "image/jpeg" });
      expect(Object.keys(r.json().errors), field).toEqual([field]);
    }
  });

  it("checks the course list: JSON text, at least one course, four fields each", async () => {
    const withImage = { bytes: jpeg, name: "a.jpg", type: "image/jpeg" };
    const notJson = await create({ ...fields(), courseList: "[{" }, withImage);
    expect(notJson.json().errors.courseList).toMatch(/JSON/);
    const empty = await create({ ...fields(), courseList: "[]" }, withImage);
    expect(empty.json().errors.courseList).toMatch(/at least one/);
    const partial = await create(
      { ...fields(), courseList: JSON.stringify([{ ...programCourses[0], fees: "" }]) },
      withImage,
    );
    expect(Object.keys(partial.json().errors)).toEqual(["courseList.0.fees"]);
    const json = await api.app.inject({
      method: "POST",
      url: "/api/admin/create_program",
      payload: fields(),
      headers: admin.headers,
    });
    expect(json.statusCode).toBe(400);
  });

  it("corrects a program with PUT: JSON keeps the image, multipart replaces it and removes the old image", async () => {
    const viaJson = await api.app.inject({
      method: "PUT",
      url: `/api/admin/program/${id}`,
      headers: admin.headers,
      payload: { ...programFields, title: "New title", courseList: programCourses },
    });
    expect(viaJson.statusCode, viaJson.body).toBe(200);
    expect(viaJson.json().program).toMatchObject({ title: "New title", image });
    const viaForm = await send(
      "PUT",
      `/api/admin/program/${id}`,
      await multipart(fields(), { bytes: await picture("png"), name: "b.png", type: "image/png" }),
    );
    expect(viaForm.statusCode).toBe(200);
    const replaced = viaForm.json().program.image;
    expect(replaced).not.toBe(image);
    expect(await isStored(image)).toBe(false);
    expect(await isStored(replaced)).toBe(true);
    image = replaced;
    const missing = await api.app.inject({
      method: "PUT",
      url: "/api/admin/program/00000000-0000-4000-8000-000000000000",
      headers: admin.headers,
      payload: { ...programFields, courseList: programCourses },
    });
    expect(missing.statusCode).toBe(404);
  });

  it("refuses writes without an admin session or CSRF header", async () => {
    const form = await multipart(fields(), { bytes: jpeg, name: "a.jpg", type: "image/jpeg" });
    const calls = [
      {
        method: "POST" as const,
        url: "/api/admin/create_program",
        payload: form.payload,
        headers: { "content-type": form.contentType },
      },
      { method: "DELETE" as const, url: `/api/admin/delete_program/${id}` },
    ];
    for (const call of calls) {
      const { statuses } = await expectAdminOnly(api.app, call, admin);
      expect(
        statuses.every((s) => s === 401),
        `${call.url}: ${statuses}`,
      ).toBe(true);
    }
  });

  it("deletes a program and its image; again is a 404", async () => {
    const res = await api.app.inject({
      method: "DELETE",
      url: `/api/admin/delete_program/${id}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(await isStored(image)).toBe(false);
    const again = await api.app.inject({
      method: "DELETE",
      url: `/api/admin/delete_program/${id}`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(404);
  });
});
