import js from "@eslint/js";
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
    // Decision 026: a page never writes a year. "This year" is the admissions cycle (useCycle, admissionsCycle);
    // a figure's year comes with the figure from its source; the site's own texts keep theirs in content/.
    // (A year inside an id such as "nirf-2025-categories" or a number like 77.2067 is not a year written.)
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...["Literal[raw", "TemplateElement[value.raw", "JSXText[value"].map((node) => ({
          selector: `${node}=/(^|[^0-9.-])20[1-3][0-9]([^0-9]|$)/]`,
          message: "A year written in a page: use the admissions cycle, the figure's source year, or content/.",
        })),
        // Decision 027: every table says how it reads on a phone: as cards (the card-table class), or
        // data-phone="fits" (narrow enough for 360 px, checked by tests/e2e/phone-layout.test.ts) or "swipe" (a
        // matrix that scrolls sideways in its own region, its labels kept in view).
        {
          selector:
            'JSXOpeningElement[name.name="table"]:not(:has(JSXAttribute[name.name="data-phone"])):not(:has(JSXAttribute[name.name="className"][value.value=/card-table/])):not(:has(JSXAttribute[name.name="className"] TemplateElement[value.raw=/card-table/]))',
          message: 'A table without its phone layout: add the card-table class, or data-phone="fits" or "swipe".',
        },
      ],
    },
  },
  // The folders' import rules and the ban on import cycles (type-only ones too) are dependency-cruiser's:
  // .dependency-cruiser.cjs, run by npm run lint.
);
