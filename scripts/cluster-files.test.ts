// The deployment files as the cluster harness reads them: the nginx template filled for N nodes, and the
// command systemd would run for one instance of the unit. Quick checks that run with the unit tests; the
// cluster itself runs in npm run test:cluster.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { nodeCommand, readUnit } from "./cluster-nodes.ts";
import { fillTemplate } from "./cluster-nginx.ts";

const template = readFileSync("deploy/nginx-portal.conf.template", "utf8");
const folder = mkdtempSync(path.join(tmpdir(), "portal-cluster-files-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("the nginx template", () => {
  it("gets one server line per node and no placeholder left", () => {
    const conf = fillTemplate(template, {
      listen: "127.0.0.1:3520",
      nodes: ["127.0.0.1:3001", "127.0.0.1:3002 down"],
      assetRoot: "/srv/portal/build/client",
    });
    expect(conf.match(/^\s*server 127\.0\.0\.1:300\d.*max_fails=2 fail_timeout=5s;$/gm)).toHaveLength(2);
    expect(conf).toContain("server 127.0.0.1:3002 down max_fails");
    expect(conf).toContain("listen 127.0.0.1:3520;");
    expect(conf).toContain("root /srv/portal/build/client;");
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
    expect(() => fillTemplate(`${template}\n# {{OTHER}}`, { listen: "80", nodes: [], assetRoot: "/" })).toThrow(
      "no value for {{OTHER}}",
    );
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
