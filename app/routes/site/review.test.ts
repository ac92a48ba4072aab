// The review form's action answers bad input with 400 and a message on the field, never a server error.
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dbContext } from "#context";
import type { DatabaseHandle } from "../../../db/client.server.ts";
import { openTestDatabase } from "../../../tests/support/database.ts";
import { NUL_MESSAGE } from "../../../domain/fields.ts";
import { validReviewForm } from "../../../tests/support/review-form.ts";
import { shownErrors } from "../../lib/checked-form.ts";
import { action } from "./review.tsx";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function post(fields: Record<string, string>) {
  const context = new RouterContextProvider();
  context.set(dbContext, database.db);
  const body = new URLSearchParams(fields);
  const request = new Request("http://portal.test/review", { method: "POST", body });
  const answer = (await action({ request, context, params: {}, url: new URL(request.url) } as never)) as {
    data?: { ok: boolean; reply?: { error?: Record<string, string | null> } };
    init?: ResponseInit | null;
  };
  // A refusal is Conform's reply, whose errors the form shows on its fields.
  return { ...answer, errors: shownErrors(answer.data?.reply?.error) };
}

describe("the review form's action", () => {
  it("stores a complete review", async () => {
    expect(await post(validReviewForm())).toMatchObject({ ok: true });
  });

  it("refuses a NUL character in any text field with 400 and a message on that field", async () => {
    for (const field of ["text_faculty", "text_details", "collegeName", "courseName", "reviewerName", "phone"]) {
      const value = `${validReviewForm()[field] || "Fine"}\0`;
      const answer = await post(validReviewForm({ [field]: value }));
      expect(answer.init?.status, field).toBe(400);
      expect(answer.errors[field], field).toBe(NUL_MESSAGE);
    }
  });

  it("refuses a reviewer's name that carries a line break or a link, which the college page would show", async () => {
    const answer = await post(validReviewForm({ reviewerName: "Aarav\r\nBest seats at https://evil.example" }));
    expect(answer.init?.status).toBe(400);
    expect(answer.errors.reviewerName).toBe(
      "Please enter just your name, without links, email addresses or special characters.",
    );
  });

  it("refuses an email address longer than 254 characters", async () => {
    const answer = await post(validReviewForm({ email: `${"a".repeat(244)}@example.in` })); // 255 characters
    expect(answer.init?.status).toBe(400);
    expect(answer.errors.email).toMatch(/email address/);
  });
});
