import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "data/", "test-results/", "playwright-report/", "bench/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["app/**/*.tsx"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  {
    // A module that reaches itself through its imports runs with half-defined bindings, whichever loads
    // first; cycles also blur which layer depends on which. Packages are not followed (ignoreExternal).
    files: ["**/*.{ts,tsx,js}"],
    plugins: { "import-x": importX },
    settings: {
      // The TypeScript files are what it must read to follow imports; their paths carry the extension.
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createNodeResolver()],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    // Imports flow one way: app → domain → db and server → domain → db.
    files: ["domain/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: ["**/app/**", "**/server/**", "#context"] }],
    },
  },
  {
    // The tables and the connection know nothing of the portal's rules, pages or server.
    files: ["db/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: ["**/domain/**", "**/app/**", "**/server/**", "#context"] }],
    },
  },
  {
    // Pages reach the database through domain/: from db/ they take types only.
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/server/**", "**/db/**", "**/seed/**"], allowTypeImports: true }] },
      ],
    },
  },
  {
    // Tests of pages open a test database of their own.
    files: ["app/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/server/**", "**/db/client*", "**/seed/**"], allowTypeImports: true }] },
      ],
    },
  },
);
