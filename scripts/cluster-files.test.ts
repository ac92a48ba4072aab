// The deployment files as the cluster harness reads them: the nginx template filled for N nodes, and the
// command systemd would run for one instance of the unit. Quick checks that run with the unit tests; the
// cluster itself runs in npm run test:cluster.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { nodeCommand, readUnit } from "./cluster-nodes.ts";
import { accessLine, fillTemplate } from "./cluster-nginx.ts";

const template = readFileSync("deploy/nginx-portal.conf.template", "utf8");
const folder = mkdtempSync(path.join(tmpdir(), "portal-cluster-files-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("the nginx template", () => {
  it("gets one server line per node and no placeholder left", () => {
    const conf = fillTemplate(template, {
      listen: "127.0.0.1:3520",
      nodes: ["127.0.0.1:3001", "127.0.0.1:3002 down"],
      assetRoot: "/srv/portal/build/client",
      accessLog: "/var/log/nginx/access.log",
    });
    expect(conf.match(/^\s*server 127\.0\.0\.1:300\d.*max_fails=2 fail_timeout=5s;$/gm)).toHaveLength(2);
    expect(conf).toContain("server 127.0.0.1:3002 down max_fails");
    expect(conf).toContain("listen 127.0.0.1:3520;");
    expect(conf).toContain("root /srv/portal/build/client;");
    expect(conf).toContain("access_log /var/log/nginx/access.log portal;");
    expect(conf).not.toMatch(/\{\{/);
  });

  it("never sends a post to a second node, and sets the client's address rather than appending to it", () => {
    expect(template).toMatch(/^\s*proxy_next_upstream error timeout;$/m);
    const directives = template.replace(/#.*$/gm, "");
    expect(directives).not.toContain("non_idempotent");
    expect(template).toMatch(/^\s*proxy_set_header X-Forwarded-For \$remote_addr;$/m);
    expect(template).toMatch(/^\s*gzip off;$/m);
  });

  it("refuses a value it has no placeholder for being left out", () => {
    const values = { listen: "80", nodes: [], assetRoot: "/", accessLog: "/log" };
    expect(() => fillTemplate(`${template}\n# {{OTHER}}`, values)).toThrow("no value for {{OTHER}}");
  });
});

/** What a map of the template gives for `value`, as nginx reads it: the first regular expression that
 * matches, its captures put into the result; else the default. */
function mapped(variable: string, value: string): string {
  const block = new RegExp(`^map \\$\\w+ \\$${variable} \\{\\n([\\s\\S]*?)\\n\\}`, "m").exec(template)![1];
  for (const [, pattern, result] of block.matchAll(/^\s*"~\*(.+)" (\S+);$/gm)) {
    const found = new RegExp(pattern, "i").exec(value);
    if (found) return result.replace(/\$(\d)/g, (_, n: string) => found[Number(n)] ?? "");
  }
  return value;
}

describe("the nginx access log", () => {
  const TOKEN = "Zm9yLXRoZS1zdHVkZW50LW9ubHktMDEyMzQ1Njc4OTAx";

  it("writes the portal's own format, which never holds the address or Referer nginx was given as they came", () => {
    const format = /^log_format portal ([\s\S]*?);$/m.exec(template)![1];
    expect(format).toContain("$portal_logged_uri");
    expect(format).toContain("$portal_logged_referer");
    expect(format).not.toMatch(/\$(request|request_uri|http_referer|args|query_string)\b/);
    expect(template).toMatch(/^\s*access_log \{\{ACCESS_LOG\}\} portal;$/m);
  });

  it("leaves out the query string of a student's or guardian's page, and any query naming a link's token", () => {
    for (const variable of ["portal_logged_uri", "portal_logged_referer"]) {
      const site = variable === "portal_logged_referer" ? "https://portal.example.in" : "";
      for (const [given, logged] of [
        [`/my-data?t=${TOKEN}`, "/my-data"],
        [`/My-Data?lang=hi&t=${TOKEN}`, "/My-Data"],
        [`/my-data/guardian?t=${TOKEN}`, "/my-data/guardian"],
        [`/resources/my-data.json?t=${TOKEN}`, "/resources/my-data.json"],
        [`/my%2Ddata?lang=hi&T=${TOKEN}`, "/my%2Ddata"],
        [`/anywhere?a=1&%74=${TOKEN}`, "/anywhere"],
        [`/anywhere?TOKEN=${TOKEN}`, "/anywhere"],
        [`/anywhere?%74%6F%6b%65%6E=${TOKEN}`, "/anywhere"],
        ["/search?q=iit+delhi&type=college", "/search?q=iit+delhi&type=college"],
        ["/search?at=1&tab=x", "/search?at=1&tab=x"],
        ["/my-data", "/my-data"],
      ]) {
        expect(mapped(variable, site + given), `${variable} ${given}`).toBe(site + logged);
      }
    }
  });

  it("is read by the cluster's checks: client, method, address, status and the nodes tried", () => {
    const line =
      '127.0.2.7 - - [24/Nov/2026:10:00:00 +0530] "POST /my-data HTTP/1.1" 502 157 "-" "node" "127.0.0.1:3530, 127.0.0.1:3531"';
    expect(accessLine(line)).toEqual({
      client: "127.0.2.7",
      method: "POST",
      uri: "/my-data",
      status: 502,
      upstreams: "127.0.0.1:3530, 127.0.0.1:3531",
    });
  });
});

describe("the systemd unit", () => {
  it("runs node_modules' Node on the server with the instance's port and data folder, the file's settings winning", () => {
    const environmentFile = path.join(folder, "portal.env");
    writeFileSync(environmentFile, "# comment\nDATABASE_URL=postgres://portal@db/portal\nNODE_ENV=test\n");
    const command = nodeCommand(readUnit(), 3007, { portalDir: "/here", stateDir: "/state", environmentFile });
    expect(command).toMatchObject({
      command: "/here/node_modules/node/bin/node",
      args: ["server/index.ts"],
      cwd: "/here",
      env: {
        PORT: "3007",
        HOST: "127.0.0.1",
        DATA_DIR: "/state/3007",
        DATABASE_URL: "postgres://portal@db/portal",
        NODE_ENV: "test",
      },
    });
  });
});
