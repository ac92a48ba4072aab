// A build step for the one script reading pages run (app/reading/enhance.ts, docs/decisions/061): imported as
// `enhance.ts?standalone`, the file is stripped of its types and minified on its own (it imports nothing), written
// beside the client build's assets under a hashed name, and the import gives its address. The framework's
// bundles never include it. While developing, the address is the file itself, which Vite serves compiled.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { minify, transformWithOxc, type Plugin } from "vite";

const SUFFIX = "?standalone";

export function standaloneScripts(): Plugin {
  let serving = false;
  let root = "";
  return {
    name: "standalone-scripts",
    configResolved(config) {
      serving = config.command === "serve";
      root = config.root;
    },
    async load(id) {
      if (!id.endsWith(SUFFIX)) return;
      const file = id.slice(0, -SUFFIX.length);
      if (serving) return `export default ${JSON.stringify(`/${path.relative(root, file)}`)};`;
      const { code } = await transformWithOxc(await readFile(file, "utf8"), file, { lang: "ts" });
      const small = await minify(`${path.basename(file, ".ts")}.js`, code, { compress: true, mangle: true });
      if (small.errors?.length) this.error(`${file}: ${small.errors.map((e) => e.message).join("; ")}`);
      const ref = this.emitFile({ type: "asset", name: `${path.basename(file, ".ts")}.js`, source: small.code });
      return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
    },
  };
}
