// The catalogues are checked as a translator's work would be (decision 062): every English key has its
// Hindi, with the same placeholders; every message compiles; every key is used somewhere; a Hindi message
// is written in Devanagari unless it is meant to be English (the switch to English, names).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { compileMessageOrThrow, type CompiledMessage } from "@lingui/message-utils/compileMessage";

const HERE = path.dirname(new URL(import.meta.url).pathname);
const ROOT = path.resolve(HERE, "../..");
const areas = readdirSync(path.join(HERE, "en")).filter((f) => f.endsWith(".ts"));

/** Hindi messages meant to read as they do in English. */
const ENGLISH_IN_HINDI: Record<string, string[]> = {
  layout: ["otherLanguage", "otherLanguageLabel"],
};

/** The placeholders of a compiled message, nested choices included: `{count, plural, …}` gives "count". */
function placeholders(message: CompiledMessage, into = new Set<string>()): Set<string> {
  for (const token of message) {
    if (typeof token === "string") continue;
    const [name, , format] = token;
    into.add(name);
    if (format && typeof format === "object") {
      for (const [key, choice] of Object.entries(format))
        if (key !== "offset") placeholders(choice as CompiledMessage, into);
    }
  }
  return into;
}

/** Every source file that may write a key: pages, components, content, rules, the server's mail. */
function sources(): string {
  const texts: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (file !== HERE) walk(file);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        texts.push(readFileSync(file, "utf8"));
      }
    }
  };
  for (const dir of ["app", "content", "domain", "web", "server"]) walk(path.join(ROOT, dir));
  return texts.join("\n");
}

describe.each(areas)("the %s catalogue", async (file) => {
  const area = file.replace(/\.ts$/, "");
  const en = ((await import(`./en/${file}`)) as { default: Record<string, string> }).default;
  const hi = ((await import(`./hi/${file}`)) as { default: Record<string, string> }).default;

  test("has a Hindi message for every English one, and none more", () => {
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
  });

  test("gives each Hindi message the English one's placeholders, and both compile", () => {
    const differing = Object.keys(en).filter((key) => {
      const english = [...placeholders(compileMessageOrThrow(en[key]))].sort();
      const hindi = [...placeholders(compileMessageOrThrow(hi[key] ?? ""))].sort();
      return english.join() !== hindi.join();
    });
    expect(differing).toEqual([]);
  });

  test("writes its Hindi in Devanagari", () => {
    const allowed = new Set(ENGLISH_IN_HINDI[area] ?? []);
    const latin = Object.keys(hi).filter((key) => !allowed.has(key) && !/[\u0900-\u097F]/.test(hi[key]));
    expect(latin).toEqual([]);
  });

  // Place names are keyed by the names the data spells: those are quoted in source files too.
  test("has no key that no source file uses", () => {
    const code = sources();
    const unused = Object.keys(en).filter((key) => !code.includes(`"${key}"`) && !code.includes(`'${key}'`));
    expect(unused).toEqual([]);
  });
});

test("the place names cover every state and union territory the catalogue spells", async () => {
  const { STATES } = await import("../../domain/states.ts");
  const places = ((await import("./en/places.ts")) as { default: Record<string, string> }).default;
  expect(STATES.filter((state) => !(state in places))).toEqual([]);
});
