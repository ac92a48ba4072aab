import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: [
    "./db/schema.ts",
    "./db/institutions-schema.ts",
    "./db/cutoffs-schema.ts",
    "./db/institution-claims-schema.ts",
  ],
  out: "./db/migrations",
  casing: "snake_case",
});
