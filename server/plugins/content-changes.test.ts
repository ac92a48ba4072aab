// Two server processes on one PostgreSQL server: a change staff save through one shows on the other within a
// second, and the other keeps listening after its connection is cut. Runs its own throwaway PostgreSQL
// server (CI installs PostgreSQL: .ci/run).
import { afterAll, beforeAll, expect, it } from "vitest";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "../../db/client.server.ts";
import { cardSliders } from "../../db/schema.ts";
import { initPostgres, removePostgres, type PostgresServer } from "../../scripts/bench-postgres.ts";
import { openTestApi, signIn, type TestApi } from "../../tests/support/api.ts";
import { CONTENT_CHANGES_CHANNEL } from "./content-changes.ts";

let server: PostgresServer;
let database: DatabaseHandle;
let a: TestApi;
let b: TestApi;
let sqlClient: pg.Client;

beforeAll(async () => {
  server = initPostgres(54331, "/tmp/portal-content-changes-pg-");
  database = await openDatabase({ databaseUrl: server.url, dataDir: "" });
  await database.migrate();
  sqlClient = new pg.Client({ connectionString: server.url });
  await sqlClient.connect();
  a = await openTestApi({}, { database });
  b = await openTestApi({}, { database });
}, 60_000);

afterAll(async () => {
  await a?.close();
  await b?.close();
  await sqlClient?.end();
  await database?.close();
  if (server) removePostgres(server);
});

/** Connections LISTENing for changes: one per server process. */
async function listeners(): Promise<number> {
  const { rows } = await sqlClient.query(
    `select count(*)::int as n from pg_stat_activity where query = 'listen ${CONTENT_CHANGES_CHANNEL}'`,
  );
  return rows[0].n;
}

const cards = async (app: TestApi) => {
  const res = await app.app.inject("/api/admin/get_cardslider");
  return {
    names: res.json().allCardslider.map((c: { cardName: string }) => c.cardName),
    cache: res.headers["x-cache"],
  };
};

async function keptOnB() {
  await cards(b);
  expect((await cards(b)).cache).toBe("HIT");
}

it("shows a change saved through one process on the other within a second, told once", async () => {
  const heard: string[] = [];
  const watcher = new pg.Client({ connectionString: server.url });
  await watcher.connect();
  watcher.on("notification", (n) => heard.push(String(n.payload)));
  await watcher.query(`listen ${CONTENT_CHANGES_CHANNEL}`);
  try {
    await expect.poll(listeners).toBe(3);
    await keptOnB();
    await addCardOnA("Engineering", ["btech", "mtech", "diploma"]);
    await expect.poll(async () => (await cards(b)).names, { timeout: 1_000, interval: 50 }).toContain("Engineering");
    // B emptied its cache because of A's notice without telling anyone in turn.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(heard).toHaveLength(1);
  } finally {
    await watcher.end();
  }
});

/** Staff add a card slider through app A's API. */
async function addCardOnA(cardName: string, [linkname1, linkname2, linkname3]: string[]) {
  const admin = await signIn(a.app);
  const created = await a.app.inject({
    method: "POST",
    url: "/api/admin/create_cardslider",
    payload: { cardName, cardCollageTitle: `Top ${cardName} Colleges`, linkname1, linkname2, linkname3 },
    headers: admin.headers,
  });
  expect(created.statusCode).toBe(201);
}

it("keeps listening after its connection is cut, and forgets what it kept once connected again", async () => {
  await keptOnB();
  await sqlClient.query(
    `select pg_terminate_backend(pid) from pg_stat_activity where query = 'listen ${CONTENT_CHANGES_CHANNEL}'`,
  );
  // A change no notice tells of (saved while nobody listened): only the clear on reconnecting shows it.
  await database.db.insert(cardSliders).values({
    cardName: "Medical",
    collegeTitle: "Top Medical Colleges",
    linkName1: "mbbs",
    linkName2: "bds",
    linkName3: "nursing",
  });
  await expect.poll(listeners, { timeout: 10_000 }).toBe(2);
  await expect.poll(async () => (await cards(b)).names, { timeout: 2_000 }).toContain("Medical");

  // And notices reach it again.
  await keptOnB();
  await addCardOnA("Management", ["mba", "bba", "pgdm"]);
  await expect.poll(async () => (await cards(b)).names, { timeout: 1_000, interval: 50 }).toContain("Management");
});
