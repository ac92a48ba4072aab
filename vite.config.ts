/// <reference types="vitest/config" />
import { fastifyReactRouterDev } from "@mcansh/react-router-fastify/vite";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { precompressAssets } from "./scripts/precompress-assets.ts";

// The React Router plugins break component tests ("can't detect preamble"), so tests run without them.
const isTest = !!process.env.VITEST;

export default defineConfig({
  plugins: [
    tailwindcss(),
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
    projects: [
      {
        extends: true,
        test: {
          name: "node",
          include: ["{app,content,web,domain,db,seed,server,scripts}/**/*.test.ts"],
          environment: "node",
          // Migrates the run's test database once; every test database is a copy of it.
          globalSetup: ["tests/support/database-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: { name: "dom", include: ["app/**/*.test.tsx"], environment: "jsdom" },
      },
    ],
  },
});
