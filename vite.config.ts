import { fastifyReactRouterDev } from "@mcansh/react-router-fastify/vite";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { existsSync } from "node:fs";
import { defineConfig } from "vite";
import { configDefaults, type TestProjectInlineConfiguration } from "vitest/config";
import { precompressAssets } from "./scripts/precompress-assets.ts";
import { compiledCatalogues } from "./scripts/compiled-catalogues.ts";
import { standaloneScripts } from "./scripts/standalone-scripts.ts";

type ProjectTest = NonNullable<TestProjectInlineConfiguration["test"]>;

// The server-side tests (PGlite, or PostgreSQL with TEST_DATABASE_URL). A worker imports the modules once for
// all its files (isolate: false): importing again for each file was a quarter of the run (decision 047).
const databaseFiles: ProjectTest = {
  include: ["{app,content,web,domain,db,seed,server,scripts}/**/*.test.ts"],
  environment: "node",
  isolate: false,
  // Migrates the run's test database once; every test database is a copy of it.
  globalSetup: ["tests/support/database-setup.ts"],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

// Files that measure time, race processes or sign-ins against each other, or start servers on fixed ports:
// beside another file on two cores they measure the other file instead.
const oneAtATime = [
  "server/startup-lock.test.ts",
  "server/streaming-replica.test.ts",
  "server/read-replicas.test.ts",
  "server/database-outage.test.ts",
  "server/stalled-connections.test.ts",
  "server/body-limits.test.ts",
  "server/api/admin-auth.test.ts",
  "server/api/lead-mail-cap.test.ts",
  "server/api/lead-restart.test.ts",
  "server/rate-limit-store.test.ts",
  "server/plugins/read-budget.test.ts",
  "server/plugins/load-shedding.test.ts",
  "server/plugins/request-queue.test.ts",
  "server/plugins/submission-limits.test.ts",
  "server/plugins/page-cache.test.ts",
  "server/plugins/content-changes.test.ts",
  "server/schedules/retention.test.ts",
];
const moved = oneAtATime.filter((file) => !existsSync(file));
if (moved.length) throw new Error(`vite.config.ts names test files that are not there: ${moved.join(", ")}`);

// The React Router plugins break component tests ("can't detect preamble"), so tests run without them.
const isTest = !!process.env.VITEST;

export default defineConfig({
  plugins: [
    tailwindcss(),
    standaloneScripts(),
    compiledCatalogues(),
    !isTest && reactRouter(),
    !isTest &&
      fastifyReactRouterDev({
        entry: "./server/dev.ts",
        exportName: "createServer",
        externalizeServerEntryImports: ["#context"],
      }),
    !isTest && precompressAssets(),
  ],
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
              priority: 2,
            },
            { name: "icons", test: /node_modules[\\/]lucide-react/ },
          ],
        },
      },
    },
  },
  test: {
    // Two files at a time: the machine this runs on has two cores (decision 047).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          ...databaseFiles,
          name: "node",
          exclude: [...configDefaults.exclude, ...oneAtATime],
        },
      },
      {
        extends: true,
        test: { name: "dom", include: ["app/**/*.test.tsx"], environment: "jsdom" },
      },
      {
        extends: true,
        test: {
          ...databaseFiles,
          name: "node, one at a time",
          include: oneAtATime,
          maxWorkers: 1,
          // After the others, alone: these measure time or race processes against each other.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
