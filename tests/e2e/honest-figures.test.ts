// No invented figure about a real college (decision 036): every demo college page, each about a real
// institution, shows none of the demo data's ranks, fees, placements or dates, leads with official figures
// whose sources link the official sites, and search and directory cards say which NIRF list and year a rank is.
import { expect, test } from "@playwright/test";
import { demoColleges } from "../../seed/data/colleges.ts";
import { slugify } from "../../domain/slug.ts";
import { formatDate } from "../../app/lib/format.ts";
import { OFFICIAL_SOURCES } from "../../domain/official-sources.ts";

const officialHosts = Object.values(OFFICIAL_SOURCES).map((s) => new URL(s.url).hostname);

/** Every figure the demo data invents for one college, as its page would print it. */
function inventedFigures(c: (typeof demoColleges)[number]): string[] {
  return [
    `#${c.rank} in India`,
    c.fee,
    c.placementAvg,
    c.placementHigh,
    ...c.courses.flatMap((k) => [k.fees, formatDate(k.applicationDate)]),
  ].filter((f) => f.trim() !== "");
}

test("no demo college page shows a figure from the demo data, and every headline figure names its official source", async ({
  page,
}) => {
  test.setTimeout(240_000);
  expect(demoColleges.length).toBeGreaterThanOrEqual(60);
  let linked = 0;
  for (const college of demoColleges) {
    const path = `/college/${slugify(college.name)}`;
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    const main = page.locator("main");
    const text = (await main.innerText()).replace(/\s+/g, " ");
    for (const figure of inventedFigures(college)) expect(text, `${path} shows ${figure}`).not.toContain(figure);
    // Without a staff source and date, the page's own fees say so.
    const facts = page.getByTestId("headline-fact");
    await expect(facts.filter({ hasText: /^Fees/ })).toContainText("Not published");
    if (await page.getByRole("region", { name: "From official sources" }).count()) {
      linked += 1;
      await expect(facts.filter({ hasText: /^NIRF rank/ })).toContainText(/NIRF \d{4} · .+ #\d+|Not ranked by NIRF/);
      // Each official figure shown links the official site it came from.
      for (const fact of await facts.all()) {
        const value = await fact.locator("dd").first().innerText();
        if (/Not published|Not ranked/.test(value)) continue;
        const href = await fact.getByRole("link").getAttribute("href");
        expect(officialHosts, `${path}: ${value}`).toContain(new URL(href!).hostname);
        await expect(fact.getByRole("link")).toHaveAttribute("rel", /noopener/);
      }
    }
  }
  // 66 of the 68 demo colleges are linked to their institution (decision 018).
  expect(linked).toBeGreaterThanOrEqual(60);
});

test("IIT Bombay's page leads with its NIRF Overall rank and the median salary disclosed to NIRF, not demo figures", async ({
  page,
}) => {
  await page.goto("/college/indian-institute-of-technology-bombay");
  const facts = page.getByTestId("headline-fact");
  await expect(facts.first()).toContainText("NIRF 2025 · Overall #3");
  await expect(facts.first().getByRole("link")).toHaveAttribute("href", /nirfindia\.org/);
  const salary = facts.filter({ hasText: /^Median salary/ });
  await expect(salary).toContainText("₹19.61 lakh a year");
  await expect(salary).toContainText("UG [4 Years Program(s)], graduates of 2023-24");
  await expect(facts.filter({ hasText: /^Closing rank \(JoSAA\)/ })).toContainText(/JoSAA 2025, round \d/);
  await expect(facts.filter({ hasText: /^Approved intake/ })).toContainText(/seats a year|Not published/);
  await expect(page.locator("main")).not.toContainText("₹23.5 LPA");
  await expect(page.getByTestId("figures-note")).not.toContainText("Illustration");
});

test("NIT Trichy's card says Overall #30 of NIRF 2025 rather than an unsourced #14", async ({ page }) => {
  await page.goto("/college/national-institute-of-technology-tiruchirappalli");
  await expect(page.getByTestId("headline-fact").first()).toContainText("NIRF 2025 · Overall #30");
  await expect(page.locator("main")).not.toContainText("#14 in India");
});

test("search and directory cards show BITS Pilani's Overall rank with its list and year, not its Pharmacy 2", async ({
  page,
}) => {
  await page.goto("/search?q=bits");
  const bits = page
    .getByTestId("search-results")
    .locator("li")
    .filter({ hasText: /Birla Institute of Technology (&|and) Science/ })
    .filter({ hasText: "Pilani" })
    .first();
  await expect(bits.getByTestId("search-result-facts")).toContainText("NIRF 2025 · Overall #16");
  // Every rank on the page names its list and year.
  for (const facts of await page.getByTestId("search-result-facts").allInnerTexts())
    if (/#\d/.test(facts)) expect(facts).toMatch(/NIRF \d{4} · [A-Za-z ]+ #\d+/);

  await page.goto("/colleges/rajasthan?sort=nirf");
  const card = page
    .getByTestId("institution-card")
    .filter({ hasText: /Birla Institute of Technology (&|and) Science/ })
    .first();
  await expect(card.getByTestId("nirf-rank")).toHaveText("NIRF 2025 · Overall #16");
  for (const rank of await page.getByTestId("nirf-rank").allInnerTexts())
    expect(rank).toMatch(/^NIRF \d{4} · [A-Za-z ]+ #\d+$|^Not ranked by NIRF$/);
});

test("compare shows no demo fee or placement of IIT Bombay and BITS Pilani, and names each NIRF list", async ({
  page,
}) => {
  await page.goto("/compare?c=indian-institute-of-technology-bombay,birla-institute-of-technology-and-science-pilani");
  const table = page.getByRole("table").first();
  await expect(table.getByRole("row", { name: /^NIRF rank: Overall/ })).toContainText("2025: 16");
  for (const label of ["Fees", "Average placement", "Highest placement"]) {
    const row = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: label, exact: true }) });
    await expect(row.getByRole("cell")).toHaveText(["Not published", "Not published"]);
  }
  await expect(table).not.toContainText("LPA");
  // Sources link the official sites.
  await expect(table.getByRole("link", { name: "AISHE directory" }).first()).toHaveAttribute("href", /aishe\.gov\.in/);
});
