// npm run lint: the folders' import rules and no import cycles, type-only imports included (a cycle of
// types still means two modules that cannot be understood, or moved, one without the other).
// ESLint's import-x/no-cycle cannot see type-only cycles, so this check owns them.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-cycle",
      severity: "error",
      comment: "Modules that reach themselves through their imports, type-only imports included.",
      from: {},
      to: { circular: true },
    },
    {
      name: "server-not-into-app",
      severity: "error",
      comment:
        "The server serves the built pages; code both need lives in domain/ (rules) or web/ (HTTP details), not in app/.",
      from: { path: "^server/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^app/" },
    },
    {
      name: "domain-stays-below",
      severity: "error",
      comment: "Imports flow one way: app and server → domain → db. Tests may load the catalogue through seed/.",
      from: { path: "^domain/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^(app|server|web|seed|scripts)/" },
    },
    {
      name: "db-knows-no-rules",
      severity: "error",
      comment: "The tables and the connection know nothing of the portal's rules, pages or server.",
      from: { path: "^db/" },
      to: { path: "^(domain|app|server|web|seed|scripts)/" },
    },
    {
      name: "app-through-domain",
      severity: "error",
      comment: "Pages reach the database through domain/: from db/, server/ and seed/ they take types only.",
      from: { path: "^app/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^(server|db|seed|scripts)/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "content-is-data",
      severity: "error",
      comment: "The site's own texts and lists: they name domain types, nothing more.",
      from: { path: "^content/" },
      to: { path: "^(app|web|server|db|seed|scripts)/" },
    },
    {
      name: "web-is-neutral",
      severity: "error",
      comment: "web/ holds what the pages and the server both need: it imports neither.",
      from: { path: "^web/" },
      to: { path: "^(app|server|seed|scripts)/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(build|\\.react-router|data|node_modules|test-results|bench)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js"] },
  },
};
