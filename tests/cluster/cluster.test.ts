// Results day on one machine: three app nodes started together from deploy/portal@.service behind nginx
// from deploy/nginx-portal.conf.template, on a PostgreSQL primary with a streaming replica. Every check goes
// through nginx as students and staff would, and looks at the database or each node to see that it held.
// Run with npm run test:cluster (docs/deploy.md).
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { after, before, describe, test } from "node:test";
import { type Cluster, startCluster, stopCluster } from "../../scripts/cluster.ts";
import { accessLine } from "../../scripts/cluster-nginx.ts";
import { readUnit } from "../../scripts/cluster-nodes.ts";
import { query } from "../../scripts/cluster-postgres.ts";
import { clientFrom, leadBody, leadEmailPattern } from "./clients.ts";
import { ok, sleep, startTraffic, statusCounts } from "./load.ts";
import { editAndWatch } from "./staff-edit.ts";

const LEADS_PER_MINUTE = 5;
const INSTITUTION = "/college/indian-institute-of-science-bengaluru";
const DIRECTORY = "/colleges/tamil-nadu?management=private";
/** A public read no node keeps: kept reads are keyed on the parameters their route takes, so a new page each time. */
const uncachedRead = () => `/api/institutions?limit=1&page=${1 + Math.floor(Math.random() * 5000)}`;
let cluster: Cluster;

/** The run's stored leads whose email matches the pattern. */
async function storedEmails(tag: string): Promise<Set<string>> {
  const [result] = await query(cluster.postgres.primaryUrl, [
    `select email from leads where email like '${leadEmailPattern(tag)}'`,
  ]);
  return new Set(result.rows.map((r: { email: string }) => r.email));
}

/** nginx's access log from line `from` on: client address, method, status, upstreams tried ("a, b"). */
function accessLog(from = 0) {
  const lines = readFileSync(cluster.nginx.accessLog, "utf8").trimEnd().split("\n").slice(from);
  return lines.filter(Boolean).map((l) => accessLine(l)!);
}

describe("three app nodes behind nginx on a primary and a streaming replica", () => {
  before(
    async () => {
      cluster = await startCluster({
        name: "cluster-test",
        nginxPort: 3520,
        nodePorts: [3530, 3531, 3532],
        primaryPort: 55431,
        replicaPort: 55432,
        settings: {
          FORM_SUBMISSIONS_PER_MINUTE: String(LEADS_PER_MINUTE),
          // These checks read many pages from one client through nginx.
          READ_BUDGET_MS_PER_MINUTE: "60000000",
          // "loaded the public catalogue" is an info line; the checks below count them.
          LOG_LEVEL: "info",
          // A shared 2-core machine runs five servers here: let a request wait longer for its turn than in
          // production, so these checks see routing and data, not this machine's capacity.
          ADMISSION_WAIT_MS: "10000",
        },
      });
      console.log(`# three nodes started together, all ready after ${cluster.startSeconds.toFixed(1)} s`);
    },
    { timeout: 300_000 },
  );
  after(async () => {
    if (cluster) await stopCluster(cluster);
  });

  test("the nodes ran the migrations once and loaded the catalogue and the demo data once", async () => {
    const journal = JSON.parse(readFileSync("db/migrations/meta/_journal.json", "utf8")) as { entries: unknown[] };
    const [migrations, duplicates, institutions] = await query(cluster.postgres.primaryUrl, [
      "select count(*)::int as rows, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations",
      `select (select count(*) - count(distinct page_name) from nav_course_pages)
            + (select count(*) - count(distinct (card_name, college_title)) from card_sliders)
            + (select count(*) - count(distinct (text, href)) from site_notifications)
            + (select count(*) - count(distinct name) from programs) as extra`,
      "select count(*)::int as n from institutions",
    ]);
    assert.deepEqual(migrations.rows[0], { rows: journal.entries.length, distinct: journal.entries.length });
    assert.equal(Number(duplicates.rows[0].extra), 0, "no demo row twice");
    assert.ok(institutions.rows[0].n > 70_000, `the catalogue is loaded (${institutions.rows[0].n} institutions)`);
    const logs = cluster.nodes.map((n) => readFileSync(n.log, "utf8")).join("\n");
    assert.equal(logs.match(/loaded the public catalogue/g)?.length, 1, "one node loaded the catalogue");
    assert.equal(logs.match(/loaded the demo data/g)?.length, 1, "one node loaded the demo data");
  });

  test("the unit runs a node as a non-root user, restarts it on failure and outwaits its shutdown", () => {
    const unit = readUnit();
    assert.notEqual(unit.get("User")?.[0] ?? "root", "root");
    assert.deepEqual(unit.get("Restart"), ["on-failure"]);
    assert.ok(Number.parseInt(unit.get("TimeoutStopSec")![0]) > 9, "more than the node's 9 s to finish requests");
    assert.ok(unit.get("Environment")!.includes("NODE_ENV=production"));
    if (!existsSync("/usr/bin/systemd-analyze")) return;
    // systemd's own check, on a copy whose ExecStart names this machine's Node.
    const copy = path.join(cluster.dir, "portal@3530.service");
    writeFileSync(copy, readFileSync("deploy/portal@.service", "utf8").replaceAll("/srv/portal", process.cwd()));
    const check = spawnSync("systemd-analyze", ["verify", copy], { encoding: "utf8" });
    assert.equal(check.status, 0, check.stderr);
    assert.equal(check.stderr.trim(), "", "no warnings (an unknown or misspelt setting is only a warning)");
  });

  test("nginx serves the build's assets itself (brotli, a year's caching) and refuses oversized bodies", async () => {
    const compressed = readdirSync("build/client/assets").find((f) => f.endsWith(".js.br"));
    assert.ok(compressed, "the build compresses its scripts ahead");
    const client = clientFrom("127.0.1.1");
    const from = accessLog().length;
    const answer = await fetch(`${cluster.url}/assets/${compressed.replace(/\.br$/, "")}`, {
      headers: { "accept-encoding": "br" },
    });
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get("content-encoding"), "br");
    assert.equal(answer.headers.get("vary"), "Accept-Encoding");
    assert.match(answer.headers.get("cache-control") ?? "", /max-age=31536000, immutable/);
    const big = await client.post(`${cluster.url}/api/user/lead_data`, {
      ...leadBody("big"),
      context: "x".repeat(200_000),
    });
    assert.equal(big.status, 413);
    client.close();
    // Neither reached a node: nginx logs "-" as the upstream of what it answered itself. (It logs the 413
    // once it has read and dropped the rest of the body.)
    for (let i = 0; i < 20 && accessLog(from).length < 2; i++) await sleep(100);
    assert.deepEqual(
      accessLog(from).map((l) => l.upstreams),
      ["-", "-"],
    );
  });

  test("pages pass through nginx compressed once, by the node; readiness is never kept", async () => {
    const page = await fetch(`${cluster.url}/`, { headers: { "accept-encoding": "br, gzip" } });
    assert.equal(page.status, 200);
    assert.match(page.headers.get("content-encoding") ?? "", /^(br|gzip)$/);
    assert.match(page.headers.get("vary") ?? "", /accept-encoding/i);
    assert.match(await page.text(), /<\/html>/, "one decoding gives the page: not compressed twice");
    const ready = await fetch(`${cluster.url}/readyz`);
    assert.equal(ready.status, 200);
    assert.equal(ready.headers.get("cache-control"), "no-store");
  });

  test("30 students at once, each from its own address: every read and enquiry answered 2xx and stored", async () => {
    const students = Array.from({ length: 30 }, (_, i) => clientFrom(`127.0.2.${i + 1}`));
    const answers = await Promise.all(
      students.map(async (s, i) => {
        const reads = await Promise.all(
          ["/", INSTITUTION, DIRECTORY, `/api/institutions/U-0220?student=${i}`].map((p) => s.get(cluster.url + p)),
        );
        const leads = [await s.post(`${cluster.url}/api/user/lead_data`, leadBody("many"))];
        leads.push(await s.post(`${cluster.url}/api/user/lead_data`, leadBody("many")));
        s.close();
        return [...reads, ...leads];
      }),
    );
    assert.deepEqual(statusCounts(answers.flat().filter((a) => !ok(a))), {});
    assert.equal((await storedEmails("many")).size, 60);
  });

  test("a staff edit through one node is on every node within 1 s", async () => {
    const { seenAfter, unseen, summary } = await editAndWatch(cluster);
    console.log(`# ${summary}`);
    assert.deepEqual(unseen, []);
    for (const ms of seenAfter) assert.ok(ms <= 1_000, `seen after ${ms} ms`);
  });

  test("a staff edit is on every node within 1 s while the replica replays 300 ms late", async () => {
    // A replica a little behind is normal under load (the nodes read from one up to 5 s behind). The nodes
    // empty their pages when told of the edit; a page rendered again must not be the replica's old one.
    await query(cluster.postgres.replicaUrl, [
      "alter system set recovery_min_apply_delay = '300ms'",
      "select pg_reload_conf()",
    ]);
    try {
      const { seenAfter, unseen, summary } = await editAndWatch(cluster);
      console.log(`# replica 300 ms late: ${summary}`);
      assert.deepEqual(unseen, []);
      for (const ms of seenAfter) assert.ok(ms <= 1_000, `seen after ${ms} ms`);
    } finally {
      await query(cluster.postgres.replicaUrl, [
        "alter system reset recovery_min_apply_delay",
        "select pg_reload_conf()",
      ]);
    }
  });

  test("one student's enquiry limit holds across the nodes nginx spreads them over", async () => {
    const student = clientFrom("127.0.4.1");
    const from = accessLog().length;
    const statuses: number[] = [];
    for (let i = 0; i <= LEADS_PER_MINUTE; i++) {
      statuses.push((await student.post(`${cluster.url}/api/user/lead_data`, leadBody("limit"))).status);
    }
    student.close();
    assert.deepEqual(statuses, [...Array<number>(LEADS_PER_MINUTE).fill(201), 429]);
    const upstreams = new Set(accessLog(from).map((l) => l.upstreams));
    assert.equal(upstreams.size, 3, `the enquiries went to every node (${[...upstreams].join(", ")})`);
    // Every node, asked directly as nginx asks it, knows this student has used the budget.
    for (const node of cluster.nodes) {
      const direct = await fetch(`${node.url}/api/user/lead_data`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "127.0.4.1" },
        body: JSON.stringify(leadBody("limit")),
      });
      assert.equal(direct.status, 429, `node ${node.port}`);
    }
  });

  test("a node killed mid-traffic: no acknowledged enquiry lost, reads go on, the node rejoins", async () => {
    const logged = accessLog().length;
    const traffic = startTraffic(cluster.url, {
      readers: 4,
      writers: 8,
      block: 10,
      tag: "kill",
      paths: () => ["/", INSTITUTION, uncachedRead()][Math.floor(Math.random() * 3)],
    });
    await sleep(1_500);
    const killedAt = performance.now();
    await cluster.killNode(1);
    await sleep(3_000);
    await traffic.stop();
    const acknowledged = traffic.leads.filter(ok);
    const stored = await storedEmails("kill");
    const lost = acknowledged.filter((l) => !stored.has(l.email!));
    console.log(
      `# killed ${cluster.nodes[1].port}: enquiries ${JSON.stringify(statusCounts(traffic.leads))}, ` +
        `reads ${JSON.stringify(statusCounts(traffic.reads))}`,
    );
    assert.ok(traffic.leads.filter((l) => l.sent > killedAt && ok(l)).length > 10, "enquiries went on after the kill");
    assert.deepEqual(lost, [], "every acknowledged enquiry is stored");
    assert.deepEqual(statusCounts(traffic.reads.filter((r) => !ok(r))), {}, "every read answered");
    // A lead the dead node had received was not sent to another node: its 502 names one node.
    const lines = accessLog(logged);
    const resent = lines.filter((l) => l.method === "POST" && l.status === 502 && l.upstreams.includes(","));
    assert.deepEqual(resent, [], "no enquiry sent to a second node after the first had it");
    console.log(
      `# reads tried on a second node: ${lines.filter((l) => l.method === "GET" && l.upstreams.includes(",")).length}`,
    );

    await cluster.restartNode(1);
    const from = accessLog().length;
    const client = clientFrom("127.0.5.1");
    const deadline = performance.now() + 20_000;
    const back = () =>
      accessLog(from).some((l) => l.upstreams === `127.0.0.1:${cluster.nodes[1].port}` && l.status === 200);
    while (!back() && performance.now() < deadline) {
      assert.equal((await client.get(`${cluster.url}${INSTITUTION}`)).status, 200);
      await sleep(100);
    }
    client.close();
    assert.ok(back(), "nginx sends requests to the restarted node again");
  });

  test("a rolling restart, each node taken out of nginx first, costs no student a request", async () => {
    const traffic = startTraffic(cluster.url, {
      readers: 4,
      writers: 4,
      block: 15,
      tag: "roll",
      paths: () => ["/", INSTITUTION, uncachedRead()][Math.floor(Math.random() * 3)],
    });
    const upstreams = (down?: number) => cluster.nodes.map((n, i) => `127.0.0.1:${n.port}${i === down ? " down" : ""}`);
    await sleep(500);
    for (let i = 0; i < cluster.nodes.length; i++) {
      // docs/deploy.md: mark it down and reload nginx, let requests in flight finish, restart, put it back.
      await cluster.nginx.reload(upstreams(i));
      await sleep(1_000);
      await cluster.stopNode(i);
      await cluster.restartNode(i);
      await cluster.nginx.reload(upstreams());
    }
    await sleep(500);
    await traffic.stop();
    console.log(
      `# rolling restart: enquiries ${JSON.stringify(statusCounts(traffic.leads))}, reads ${JSON.stringify(statusCounts(traffic.reads))}`,
    );
    assert.deepEqual(statusCounts([...traffic.reads, ...traffic.leads].filter((a) => !ok(a))), {});
    const stored = await storedEmails("roll");
    assert.equal(stored.size, traffic.leads.length, "every enquiry stored");
  });

  test("with the replica stopped, anonymous reads carry on from the primary", async () => {
    // The replica's connections keep their last statement in pg_stat_activity: the nodes' reads show there
    // (the nodes' own check of the replica's lag mentions pg_is_in_recovery, and is left out).
    const reader = clientFrom("127.0.6.1");
    await Promise.all(
      Array.from({ length: 12 }, (_, i) => reader.get(`${cluster.url}/api/institutions/U-0220?before=${i}`)),
    );
    reader.close();
    const [seen] = await query(cluster.postgres.replicaUrl, [
      `select count(*)::int as n from pg_stat_activity where datname = 'portal' and pid <> pg_backend_pid()
         and query like '%institution%' and query not like '%pg_is_in_recovery%'`,
    ]);
    assert.ok(seen.rows[0].n > 0, "the reads were served by the replica");

    const traffic = startTraffic(cluster.url, {
      readers: 4,
      writers: 1,
      block: 20,
      tag: "replica",
      paths: () => uncachedRead(),
    });
    await sleep(1_000);
    const stoppedAt = performance.now();
    cluster.postgres.stopReplica();
    await sleep(6_000);
    await traffic.stop();
    const failed = traffic.reads.filter((r) => !ok(r) && r.sent >= stoppedAt - 1_000);
    const lastFailure = failed.length ? Math.max(...failed.map((r) => r.at)) - stoppedAt : 0;
    const afterwards = traffic.reads.filter((r) => r.sent > stoppedAt + 3_000);
    console.log(
      `# replica stopped: ${failed.length} of ${traffic.reads.length} reads failed, the last ${Math.round(lastFailure)} ms ` +
        `after the stop; ${afterwards.length} reads from 3 s on: ${JSON.stringify(statusCounts(afterwards))}`,
    );
    assert.ok(afterwards.length > 20, "reads went on");
    assert.deepEqual(statusCounts(afterwards.filter((r) => !ok(r))), {}, "every read from 3 s after the stop answered");
    assert.ok(lastFailure <= 3_000, `reads failed for ${Math.round(lastFailure)} ms`);
    assert.deepEqual(statusCounts(traffic.leads.filter((l) => !ok(l))), {}, "enquiries go to the primary throughout");
  });
});
