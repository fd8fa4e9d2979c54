import { defineConfig } from "drizzle-kit";

// Only generates SQL into migrations/; `wrangler d1 migrations apply` runs them.
export default defineConfig({
  dialect: "sqlite",
  schema: "./app/db/schema.ts",
  out: "./migrations",
});
