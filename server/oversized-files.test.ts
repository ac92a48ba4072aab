// A form with a file too large, sent without JavaScript, is answered on its fields rather than refused unread:
// the claim form and the institution area read such a body through with each file cut to a byte over its
// limit, so the action sees the typed fields whole and a file it refuses as too large; a bigger body, or one
// without the right session, is still refused with 413 before it is read.
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { admins } from "../db/schema.ts";
import { hashPassword } from "../domain/admins/admins.server.ts";
import { createSession } from "../domain/admins/sessions.server.ts";
import { MAX_LETTER_BYTES } from "../domain/institution-claims/letter.ts";
import { MAX_MEDIA_FILE_BYTES } from "../domain/institution-facts/media.ts";
import { openTestSite, stubSiteBuild, type TestSite } from "../tests/support/site.ts";
import { cutFiles, multipartBoundary, READ_THROUGH_LIMIT } from "./oversized-files.ts";

const MB = 1024 * 1024;

/** A multipart body as a browser sends it. */
async function encoded(form: FormData) {
  const response = new Response(form);
  return { type: response.headers.get("content-type")!, body: Buffer.from(await response.arrayBuffer()) };
}

/** What an action would read of a body: each field's text, or a file's name and size. */
async function read(type: string, body: Buffer) {
  const form = await new Response(new Uint8Array(body), { headers: { "content-type": type } }).formData();
  return Object.fromEntries(
    [...form].map(([name, value]) => [name, typeof value === "string" ? value : `${value.name}: ${value.size}`]),
  );
}

async function cut(type: string, body: Buffer, keep: number, chunk: number) {
  const chunks = [];
  for (let at = 0; at < body.length; at += chunk) chunks.push(body.subarray(at, at + chunk));
  const out = [];
  for await (const piece of Readable.from(chunks).pipe(cutFiles(multipartBoundary(type)!, keep))) out.push(piece);
  return Buffer.concat(out);
}

describe("cutFiles", () => {
  it("cuts every file to `keep` bytes and passes the fields whole, however the body is split", async () => {
    const form = new FormData();
    form.set("name", "Ravi Patil");
    form.set("letter", new File([Buffer.alloc(3000, "%")], "letter.pdf", { type: "application/pdf" }));
    form.set("email", "ravi@example.in");
    form.append("photos", new File([Buffer.alloc(10, 1)], "a.jpg"));
    form.append("photos", new File([Buffer.alloc(5000, 2)], "b.jpg"));
    form.set("note", "after\r\n--not-the-boundary\r\n");
    const { type, body } = await encoded(form);
    const expected = {
      name: "Ravi Patil",
      letter: "letter.pdf: 1001",
      email: "ravi@example.in",
      photos: "b.jpg: 1001",
      note: "after\r\n--not-the-boundary\r\n",
    };
    // Chunks of one byte, of a few (a boundary split across them) and the whole body at once.
    for (const chunk of [1, 7, 64, body.length]) {
      const out = await cut(type, body, 1001, chunk);
      expect(await read(type, out), `chunks of ${chunk}`).toEqual(expected);
      const all = await new Response(new Uint8Array(out), { headers: { "content-type": type } }).formData();
      expect((all.getAll("photos") as File[]).map((f) => f.size)).toEqual([10, 1001]);
    }
  });

  it("reads the boundary of a multipart type only", () => {
    expect(multipartBoundary("multipart/form-data; boundary=----x1")).toBe("----x1");
    expect(multipartBoundary('multipart/form-data; charset=utf-8; boundary="a b"')).toBe("a b");
    expect(multipartBoundary("application/x-www-form-urlencoded")).toBeUndefined();
    expect(multipartBoundary(undefined)).toBeUndefined();
  });
});

describe("the forms that take a file", () => {
  let site: TestSite;
  let representative: string;
  beforeAll(async () => {
    // Every post answers with what the action read of the form.
    const build = stubSiteBuild({
      loader: () => new Response("page"),
      action: async ({ request }) => {
        const form = await request.formData();
        return Response.json(
          Object.fromEntries([...form].map(([name, value]) => [name, typeof value === "string" ? value : value.size])),
        );
      },
    });
    site = await openTestSite({}, build);
    const [row] = await site.database.db
      .insert(admins)
      .values({
        email: "office@college.example.in",
        passwordHash: await hashPassword("a long enough password"),
        role: "representative",
        institutionCode: "C-1",
      })
      .returning({ id: admins.id });
    representative = `admin_session=${(await createSession(site.database.db, row.id)).token}`;
  });
  afterAll(() => site.close());

  const post = async (path: string, file: number, cookie?: string) => {
    const form = new FormData();
    form.set("name", "Ravi Patil");
    form.set("email", "ravi.patil.sdm@gmail.com");
    form.set(path === "/institution" ? "photos" : "letter", new File([Buffer.alloc(file, 32)], "scan.pdf"));
    const { type, body } = await encoded(form);
    const res = await fetch(site.url + path, {
      method: "POST",
      headers: { "content-type": type, "content-length": String(body.length), ...(cookie ? { cookie } : {}) },
      body,
    });
    return { status: res.status, read: res.status === 200 ? ((await res.json()) as Record<string, unknown>) : {} };
  };

  it("a claim with a 30 MB letter reaches the action with its fields and a letter a byte over 5 MB", async () => {
    expect(await post("/institution/claim/some-college", 30 * MB)).toEqual({
      status: 200,
      read: { name: "Ravi Patil", email: "ravi.patil.sdm@gmail.com", letter: MAX_LETTER_BYTES + 1 },
    });
    // Within the limit, the letter arrives whole.
    expect((await post("/institution/claim/some-college", 2 * MB)).read.letter).toBe(2 * MB);
    // More than the ceiling is refused unread, as before.
    expect((await post("/institution/claim/some-college", READ_THROUGH_LIMIT + MB)).status).toBe(413);
  });

  it("the institution area does the same for its representative, and refuses anyone else's megabytes", async () => {
    expect(await post("/institution", 30 * MB, representative)).toEqual({
      status: 200,
      read: { name: "Ravi Patil", email: "ravi.patil.sdm@gmail.com", photos: MAX_MEDIA_FILE_BYTES + 1 },
    });
    expect((await post("/institution", 30 * MB)).status).toBe(413);
    expect((await post("/institution", 2 * MB)).status).toBe(413);
  });
});
