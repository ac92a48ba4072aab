// The enquiry page's side of receiving a post: what the address may name, and what a refusal shows again.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { mailOutbox } from "../../db/schema.ts";
import { listLeads } from "../../domain/leads/leads.server.ts";
import { openTestDatabase } from "../../tests/support/database.ts";
import { refusedReply } from "./lead-form.ts";
import { leadAbout, readLeadPageQuery, receiveLead } from "./lead-action.server.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
}

describe("the enquiry page's address", () => {
  it("knows three kinds, apply when none is named", () => {
    const kindIn = (query: string) => readLeadPageQuery(new URLSearchParams(query));
    expect(kindIn("").values.kind).toBeUndefined();
    expect(kindIn("kind=").values.kind).toBeUndefined();
    expect(kindIn("kind=brochure").values.kind).toBe("brochure");
    expect(kindIn("kind=voucher").values.kind).toBe("voucher");
    expect(kindIn("kind=counselling").invalid.kind).toBe("Unknown enquiry type.");
    expect(kindIn("college=NIT%20Trichy%3A%0A%20B.Tech").values.college).toBe("NIT Trichy: B.Tech");
  });

  it("names the college as one short line of plain text", () => {
    expect(leadAbout("NIT Trichy:\n B.Tech  Civil")).toBe("NIT Trichy: B.Tech Civil");
    expect(leadAbout("<script>x</script>\u0000")).toBe("scriptx/script");
    expect(leadAbout("x".repeat(500))).toHaveLength(200);
    expect(leadAbout(null)).toBe("");
  });
});

const server = { siteUrl: "https://portal.example.in", mailQueued: vi.fn() };

describe("receiveLead", () => {
  it("stores a valid post and names the brochure it asked for", async () => {
    const received = await receiveLead(
      database.db,
      form({
        name: "Divya Menon",
        email: "divya.page@example.in",
        phone: "9447012345",
        city: "Kochi",
        course: "btech",
        source: "brochure",
        context: "Kochi",
        brochure: "Kochi",
      }),
      server,
    );
    expect(received).toEqual({
      ok: true,
      message: "Form submitted successfully!",
      brochureName: "Kochi",
      brochure: "/resources/brochure.pdf?name=Kochi",
      myData: expect.stringMatching(/^\/my-data\?t=[\w-]{43}$/),
    });
    expect(server.mailQueued).toHaveBeenCalledOnce();
    const leads = (await listLeads(database.db)).filter((l) => l.email === "divya.page@example.in");
    expect(leads).toMatchObject([{ name: "Divya Menon", source: "brochure", context: "Kochi" }]);
  });

  it("refuses with a message for every bad field, and gives back what was typed but not the honeypot", async () => {
    const posted = form({ name: "D", email: "nope", phone: "123", city: "K", course: "", terms: "true", website: "" });
    const received = await receiveLead(database.db, posted, server);
    expect(received.ok).toBe(false);
    if (received.ok) return;
    expect(Object.keys(received.errors).sort()).toEqual(["city", "course", "email", "name", "phone"]);
    const reply = refusedReply(posted, received.errors);
    expect(reply.initialValue).toEqual({
      name: "D",
      email: "nope",
      phone: "123",
      city: "K",
      terms: "true",
    });
    expect(reply.error).toEqual(received.errors);
    expect(refusedReply(form({ name: "D", website: "bot text" }), {}).initialValue?.website).toBeUndefined();
  });

  it("refuses a name, city or guardian's name that carries a link, an address or a line break", async () => {
    const before = (await listLeads(database.db)).length;
    const posted = form({
      name: "Divya\r\nClick https://evil.example",
      email: "divya.phish@example.in",
      phone: "9447012345",
      city: "Kochi www.evil.example",
      course: "btech",
      call: "on",
      ageBand: "under-18",
      guardianName: "Verify at evil@example.in",
      guardianEmail: "victim@example.in",
    });
    const received = await receiveLead(database.db, posted, server);
    expect(received.ok).toBe(false);
    if (received.ok) return;
    expect(received.errors).toEqual({
      name: "Please enter just your name, without links, email addresses or special characters.",
      city: "Please enter just your city, without links; after a dot, leave a space (Mt. Abu).",
      guardianName:
        "Please enter just your parent or guardian's name, without links, email addresses or special characters.",
    });
    expect((await listLeads(database.db)).length).toBe(before);
  });
});

describe("the cap on emails to one address", () => {
  const leadPost = (fields: Record<string, string>) =>
    form({ name: "Farah Khan", phone: "9447012345", city: "Bhopal", course: "btech", source: "apply", ...fields });
  const outboxTo = async (to: string) => database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

  it("stores a 4th enquiry in a day to one address, says its confirmation was not emailed and shows the link", async () => {
    const results = [];
    for (const context of ["IIT Indore", "NIT Bhopal", "MANIT Bhopal", "IIIT Jabalpur"]) {
      results.push(await receiveLead(database.db, leadPost({ email: "farah.cap@example.in", context }), server));
    }
    expect(results.map((r) => r.ok && r.unsent)).toEqual([undefined, undefined, undefined, "confirmation"]);
    const fourth = results[3];
    expect(fourth).toMatchObject({
      ok: true,
      message:
        "Form submitted successfully! We have already sent 3 emails to this address today, so this confirmation was not emailed.",
      myData: expect.stringMatching(/^\/my-data\?t=[\w-]{43}$/),
    });
    expect(await outboxTo("farah.cap@example.in")).toHaveLength(3);
  });

  it("counts a guardian's requests against the guardian's address, and tells the student when it held one back", async () => {
    const guardian = {
      call: "on",
      ageBand: "under-18",
      guardianName: "Rukhsana Khan",
      guardianEmail: "rukhsana@example.in",
    };
    const results = [];
    for (const student of ["ayaan", "zoya", "imran", "sara"]) {
      results.push(
        await receiveLead(database.db, leadPost({ email: `${student}.cap@example.in`, ...guardian }), server),
      );
    }
    expect(results.map((r) => r.ok && r.unsent)).toEqual([undefined, undefined, undefined, "guardian"]);
    expect(results[3].ok && results[3].message).toContain(
      "your parent or guardian's address today, so they were not asked",
    );
    expect(await outboxTo("rukhsana@example.in")).toHaveLength(3);
    // The student's own confirmation went, and says the guardian could not be emailed.
    const [confirmation] = await outboxTo("sara.cap@example.in");
    expect(confirmation.body).toContain(
      "Their address has already had 3 emails from us today, so we could not email them",
    );
  });
});
