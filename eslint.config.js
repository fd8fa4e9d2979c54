import { readdirSync } from "node:fs";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The layers of docs/architecture.md, from the top: routes -> http -> domains -> lib and
 * components/ui -> db. Read from the tree at every run, so a new domain folder or shell component
 * is placed without editing this file.
 */
const ROUTES = ["./app/routes", "./app/root.tsx", "./app/entry.server.tsx", "./app/routes.ts", "./app/context.ts"];
const HTTP = ["./app/http"];
const NOT_DOMAINS = new Set(["routes", "http", "lib", "db", "components"]);
const DOMAINS = readdirSync("app", { withFileTypes: true })
  .filter((e) => e.isDirectory() && !NOT_DOMAINS.has(e.name))
  .map((e) => `./app/${e.name}`);
// app/components outside ui is the site shell (header, footer, toaster, error page): above lib, below every domain.
const COMPONENTS = "./app/components";
const UI = "./app/components/ui";
const LIB = "./app/lib";
const DB = "./app/db";

const LAYER_ZONES = [
  { target: HTTP, from: ROUTES, message: "app/http sits below the routes: move what it needs down." },
  {
    target: [...DOMAINS, COMPONENTS],
    from: [...ROUTES, ...HTTP],
    message: "Domain code never imports routes or app/http: move what it needs down into the domain or app/lib.",
  },
  { target: LIB, from: [...ROUTES, ...HTTP, ...DOMAINS, COMPONENTS], message: "app/lib never imports domains or components." },
  {
    target: COMPONENTS,
    from: DOMAINS,
    message:
      "app/components (the site shell and ui) never imports a domain (issue 46): a route or root.tsx hands it what a domain provides.",
  },
  { target: UI, from: COMPONENTS, except: ["./ui"], message: "app/components/ui never imports the site shell." },
  {
    target: DB,
    from: [...ROUTES, ...HTTP, ...DOMAINS, COMPONENTS, LIB],
    message: "app/db is the ground floor: it imports nothing of the app.",
  },
  { target: "./app", from: "./workers", message: "app/ never imports the runtime shells in workers/." },
];

/**
 * ESLint runs what only it has: the React Compiler's hook rules and the layer boundaries, on app/ and
 * workers/. The rules of eslint's and typescript-eslint's recommended sets and the import-cycle rule
 * run in oxlint, on every TypeScript file (.oxlintrc.json; decision 030), with typescript-eslint's
 * type-aware ones (decision 028).
 */
export default [
  { ignores: ["build/", ".react-router/", ".wrangler/", "node_modules/", "worker-configuration.d.ts", "public/", "test/lint/fixtures/"] },
  { files: ["**/*.{js,mjs}"], ...js.configs.recommended, languageOptions: { globals: { ...globals.node } } },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    languageOptions: { parser: tseslint.parser },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "react-hooks/set-state-in-effect": "off",
    },
  },
  {
    // The layers are app/ and the runtime shells.
    files: ["app/**/*.{ts,tsx}", "workers/**/*.ts"],
    plugins: { "import-x": importX },
    languageOptions: { parser: tseslint.parser },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: LAYER_ZONES }],
    },
  },
];
