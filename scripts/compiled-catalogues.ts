// The browser gets the portal's text catalogues compiled (decision 062): a catalogue module under
// content/i18n/<language>/ becomes, in the client build, the JSON of its messages as Lingui's compiler turns
// them, and the compiler domain/i18n/text.ts imports becomes a stand-in that is never called. So no message
// parser reaches a browser, while the server, the tests and plain Node read the catalogues as written.
import { pathToFileURL } from "node:url";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { Plugin } from "vite";

const CATALOGUE = /[\\/]content[\\/]i18n[\\/](en|hi)[\\/][\w-]+\.ts$/;
const COMPILER = "@lingui/message-utils/compileMessage";
const STAND_IN = "\0compiled-catalogues:compiler";

export function compiledCatalogues(): Plugin {
  return {
    name: "compiled-catalogues",
    // Before Vite's own resolver, which would find the compiler's package first.
    enforce: "pre",
    applyToEnvironment: (environment) => environment.config.consumer === "client",
    resolveId(source) {
      return source === COMPILER ? STAND_IN : undefined;
    },
    load(id) {
      if (id !== STAND_IN) return;
      return `export function compileMessage(message) {
  throw new Error("A message reached the browser uncompiled: " + message);
}`;
    },
    async transform(_code, id) {
      if (!CATALOGUE.test(id)) return;
      // The file as Node reads it (types stripped); a fresh copy each time, for the dev server's reloads.
      const module = (await import(`${pathToFileURL(id).href}?t=${Date.now()}`)) as { default: Record<string, string> };
      const compiled = Object.fromEntries(
        Object.entries(module.default).map(([key, message]) => [key, compileMessage(message)]),
      );
      return { code: `export default ${JSON.stringify(compiled)};`, map: null };
    },
  };
}
