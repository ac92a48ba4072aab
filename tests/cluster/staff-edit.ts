// A staff member changes a course page's heading through nginx, and every node (asked directly) and nginx
// are watched until they send the page with the new heading.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import type { Cluster } from "../../scripts/cluster.ts";
import { accessLine } from "../../scripts/cluster-nginx.ts";
import { query } from "../../scripts/cluster-postgres.ts";
import { clientFrom } from "./clients.ts";
import { sleep } from "./load.ts";

export interface EditSeen {
  /** Milliseconds from the edit's answer until each node, then nginx, sent the new page (Infinity: not in 5 s) */
  seenAfter: number[];
  /** Where it was not seen, and whether a page rendered afresh there has it */
  unseen: string[];
  summary: string;
}

export async function editAndWatch(cluster: Cluster): Promise<EditSeen> {
  const staff = clientFrom("127.0.3.1");
  try {
    const signIn = await staff.post(`${cluster.url}/api/admin/admin_login`, {
      username: cluster.adminEmail,
      password: cluster.adminPassword,
      remember: false,
    });
    assert.equal(signIn.status, 200, signIn.body);
    const auth = { authorization: `Bearer ${(JSON.parse(signIn.body) as { token: string }).token}` };
    const { allnavCourse } = JSON.parse((await staff.get(`${cluster.url}/api/admin/get_allNavCourse`)).body) as {
      allnavCourse: Record<string, string>[];
    };
    const { _id, createdAt: _c, updatedAt: _u, ...fields } = allnavCourse[0];
    const page = `/Collegespage/${_id}`;
    const everywhere = [...cluster.nodes.map((n) => n.url), cluster.url];
    // Every node keeps the page as it is now.
    for (const url of everywhere) assert.equal((await staff.get(url + page)).status, 200);

    const heading = `Admissions open ${Date.now()}`;
    const logged = readFileSync(cluster.nginx.accessLog, "utf8").length;
    const edit = await staff.put(`${cluster.url}/api/admin/navcoursepage/${_id}`, { ...fields, heading }, auth);
    assert.equal(edit.status, 200, edit.body);
    // nginx's log line for the edit, naming the node that saved it, written just after the answer.
    const putLine = () =>
      readFileSync(cluster.nginx.accessLog, "utf8")
        .slice(logged)
        .split("\n")
        .map(accessLine)
        .find((l) => l?.method === "PUT");
    for (let i = 0; i < 20 && !putLine(); i++) await sleep(25);
    const writer = putLine()?.upstreams;
    const seenAfter = await Promise.all(
      everywhere.map(async (url) => {
        for (;;) {
          const answer = await staff.get(url + page);
          if (answer.body.includes(heading)) return answer.at - edit.at;
          if (performance.now() - edit.at > 5_000) return Infinity;
          await sleep(25);
        }
      }),
    );
    const [replica] = await query(cluster.postgres.replicaUrl, [
      `select heading from nav_course_pages where id = '${_id}'`,
    ]);
    const unseen = await Promise.all(
      everywhere
        .filter((_, i) => seenAfter[i] === Infinity)
        .map(async (url) => {
          const fresh = (await staff.get(`${url}${page}?fresh=${Date.now()}`)).body.includes(heading);
          return `${url} still sends the old page after 5 s (a fresh render ${fresh ? "has" : "lacks"} the change)`;
        }),
    );
    const summary =
      `the edit (through ${writer}) was seen after ${seenAfter.map((ms) => `${Math.round(ms)} ms`).join(", ")} ` +
      `(nodes, nginx); the replica ${replica.rows[0].heading === heading ? "has" : "lacks"} it`;
    return { seenAfter, unseen, summary };
  } finally {
    staff.close();
  }
}
