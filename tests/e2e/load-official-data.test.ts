// An editor loads next year's official JoSAA file on /admin/data: a bad file is refused with its reason and
// changes nothing; the 2026 file (built here from the release's 2025 rows, the year changed and IIT Bombay's
// CSE closing rank moved) is previewed, published, shown as the latest on the institution's page, in
// /api/cutoffs and in the predictor with the day it was loaded, and rolled back to 2025; the audit trail shows
// the publish and the rollback with the load's status before and after, and nobody's contact details.
import { gzipSync } from "node:zlib";
import { expect, type Page, test } from "@playwright/test";
import { JOSAA_COLUMNS } from "../../domain/data-loads/josaa-file.ts";
import { admin, open, signIn } from "../support/admin-browser.ts";
import { josaaFileFromRelease } from "../support/josaa-release-file.ts";
import { axeViolations } from "../support/axe.ts";

const IIT_BOMBAY = "/college/indian-institute-of-technology-bombay";
/** IIT Bombay's code in the catalogue, as /api/cutoffs takes it */
const IIT_BOMBAY_CODE = "U-0306";
const CSE = "Computer Science and Engineering (4 Years, Bachelor of Technology)";
/** JoSAA 2026 as JoSAA would publish it: the release's 2025 rows, IIT Bombay CSE's ranks moved up by 4. */
const josaa2026 = () =>
  josaaFileFromRelease(2026, (institute, program) =>
    institute === "Indian Institute of Technology Bombay" && program === CSE ? 4 : 0,
  ).bytes;

async function upload(page: Page, name: string, buffer: Buffer) {
  await open(page, "/admin/data");
  await page.getByLabel(/^File/).setInputFiles({ name, mimeType: "application/gzip", buffer });
  await page.getByRole("button", { name: "Upload and check" }).click();
}

async function latestOnInstitutionPage(page: Page) {
  await page.goto(IIT_BOMBAY);
  return page
    .getByRole("region", { name: "Cut-offs" })
    .locator("details")
    .filter({ hasText: "Computer Science and Engineering (B.Tech, 4 years)" })
    .first();
}

// A run stopped half-way (this journey's server keeps its data when E2E_DATA_DIR is set) left 2026 live.
test.beforeEach(async ({ page }, testInfo) => {
  testInfo.setTimeout(120_000);
  await signIn(page, "/admin/data");
  const live = page.getByRole("row").filter({ hasText: "JoSAA 2026" }).filter({ hasText: "Live" });
  if ((await live.count()) === 0) return;
  await live.getByRole("link").click();
  await page.getByRole("button", { name: "Roll back JoSAA 2026" }).click();
  await expect(page.getByTestId("load-message")).toContainText("Rolled back", { timeout: 60_000 });
});

test("an editor loads JoSAA 2026, sees it everywhere with the day it was loaded, and rolls it back", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await open(page, "/admin/data");
  await expect(page.getByTestId("data-freshness")).toContainText(
    "JoSAA: latest held 2025 · JoSAA 2026 is normally published by July 2026 and is not loaded yet",
  );
  // The state bodies too: KEAM's 2026 phases are held, KCET's 2026 rounds are not.
  await expect(page.getByTestId("data-freshness")).toContainText("CEE Kerala (KEAM): latest held 2026 · up to date");
  await expect(page.getByTestId("data-freshness")).toContainText(
    "KEA (KCET): latest held 2025 · KEA (KCET) 2026 is normally published by September 2026 and is not loaded yet",
  );

  // A file with a rank of 0 is refused with its line, and nothing is loaded.
  const bad = gzipSync(
    `${JOSAA_COLUMNS.join(",")}\n2026,1,Indian Institute of Technology Bombay,Indian Institute of Technology,"${CSE}",AI,OPEN,Gender-Neutral,1,0,0\n`,
  );
  await upload(page, "orcr-2026-bad.csv.gz", bad);
  await expect(page.getByTestId("upload-problems")).toContainText("The file was not loaded; nothing has changed.");
  await expect(page.getByTestId("upload-problems")).toContainText('line 2: opening rank "1" and closing rank "0"');
  await expect(page.getByRole("cell", { name: "orcr-2026-bad.csv.gz" })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  await upload(page, "orcr-2026.csv.gz", josaa2026());
  await expect(page).toHaveURL(/\/admin\/data\/\d+$/, { timeout: 120_000 });
  const counts = page.getByTestId("preview-counts");
  await expect(counts).toContainText("Added72,183");
  await expect(counts).toContainText("Removed0");
  await expect(counts).toContainText("Preparatory769");
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Publish JoSAA 2026" }).click();
  await expect(page.getByTestId("load-message")).toHaveText("Published: JoSAA 2026 is now live.", { timeout: 60_000 });
  await expect(page.getByTestId("load-status")).toContainText(/published \d{1,2} [A-Z][a-z]{2} \d{4}/);
  const loaded = await page.getByTestId("load-status").innerText();
  const day = /published (\d{1,2} [A-Z][a-z]{2} \d{4})/.exec(loaded)![1];

  // The institution's page: 2026 is the latest year, its source says when it was loaded.
  const cse = await latestOnInstitutionPage(page);
  await expect(cse.locator("summary")).toContainText("2026 closing rank 70");
  await expect(cse).toContainText(`2026 loaded ${day}`);

  // The API gives the same, with the day as a date.
  const api = await (await request.get(`/api/cutoffs?institution=${IIT_BOMBAY_CODE}`)).json();
  const josaa = api.counselling.find((c: { counselling: string }) => c.counselling === "josaa");
  expect(josaa.year).toBe(2026);
  const apiCse = josaa.pools.find(
    (p: { program: { nameAsPublished: string }; quota: string }) =>
      p.program.nameAsPublished === CSE && p.quota === "AI",
  );
  expect(apiCse.years.at(-1)).toMatchObject({
    year: 2026,
    closingRank: 70,
    source: `JoSAA 2026, round 6 · loaded ${day}`,
  });

  // The predictor compares with 2026 and says so.
  await page.goto("/college-predictor?exam=jee-advanced&rank=60&category=OPEN&gender=neutral");
  await expect(page.getByTestId("coverage")).toContainText(`latest: 2026, Round 6 · loaded ${day}`);
  await expect(page.getByText(`JoSAA 2026, round 6 · loaded ${day}`).first()).toBeVisible();

  // Rolled back: 2025 is the latest again everywhere.
  await open(page, "/admin/data");
  await page.getByRole("row").filter({ hasText: "JoSAA 2026" }).filter({ hasText: "Live" }).getByRole("link").click();
  await page.getByRole("button", { name: "Roll back JoSAA 2026" }).click();
  await expect(page.getByTestId("load-message")).toContainText("Rolled back", { timeout: 60_000 });
  const after = await latestOnInstitutionPage(page);
  await expect(after.locator("summary")).toContainText("2025 closing rank 66");
  const back = await (await request.get(`/api/cutoffs?institution=${IIT_BOMBAY_CODE}`)).json();
  expect(back.counselling.find((c: { counselling: string }) => c.counselling === "josaa").year).toBe(2025);

  // The audit trail (this journey signs in as an admin, who may read it): the newest publish and rollback are
  // this load's, by the signed-in admin, with its status before and after.
  for (const [action, before, after] of [
    ["data-load.publish", "staged", "published"],
    ["data-load.rollback", "published", "rolled-back"],
  ] as const) {
    await open(page, `/admin/audit?action=${action}`);
    const event = page.getByTestId("audit-rows").getByRole("row").first();
    await expect(event).toContainText(action);
    await expect(event).toContainText(admin.email);
    await expect(event).toContainText("data-load: josaa 2026 (orcr-2026.csv.gz)");
    const status = event.getByTestId("audit-changes").getByRole("row", { name: /^status/ });
    await expect(status.getByRole("cell")).toHaveText([before, after]);
  }
  // Every data load in the trail names staff only: no email but the admin's, no phone number.
  await open(page, "/admin/audit?kind=data-load");
  const shown = await page.locator("main").innerText();
  expect(new Set(shown.match(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g))).toEqual(new Set([admin.email]));
  expect(shown).not.toMatch(/(?:\+91[\s-]?)?[6-9]\d{4}[\s-]?\d{5}/);
});
