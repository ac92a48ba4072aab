// The portal's words in the reader's language (decision 062). Each area of the portal has a catalogue per
// language (content/i18n/en/<area>.ts, content/i18n/hi/<area>.ts) of ICU messages, formatted by Lingui's
// runtime. The server compiles a message once, the first time an area is used; the browser's build gets the
// catalogues compiled already (scripts/compiled-catalogues.ts), and its compiler stands in for this one.
import { setupI18n, type I18n } from "@lingui/core";
import { compileMessage, type CompiledMessage } from "@lingui/message-utils/compileMessage";
import { LOCALES, type Language } from "./language.ts";

/** One language's messages of an area, as written (ICU text) or as the browser's build compiled them. */
export type Messages = Readonly<Record<string, string | CompiledMessage>>;
/** The other language's catalogue of an area: the same keys as the English, every one a string. */
export type Catalogue<English extends Messages> = { readonly [Key in keyof English]: string };

export interface TextArea<English extends Messages = Messages> {
  /** The area's name, unique: it prefixes the area's keys among all others */
  readonly area: string;
  readonly en: English;
  readonly hi: Catalogue<English>;
}

type Values = Record<string, string | number>;
export type Translate<English extends Messages> = (key: keyof English & string, values?: Values) => string;

const runtimes = new Map<Language, { i18n: I18n; loaded: WeakSet<object> }>();

function runtimeOf(language: Language) {
  let runtime = runtimes.get(language);
  if (!runtime) {
    const locale = LOCALES[language];
    runtime = { i18n: setupI18n({ locale, messages: { [locale]: {} } }), loaded: new WeakSet() };
    runtimes.set(language, runtime);
  }
  return runtime;
}

/** The area's messages in `language`, compiled, under the area's prefix: loaded once per area and language. */
function load(language: Language, text: TextArea) {
  const runtime = runtimeOf(language);
  const messages = text[language];
  if (runtime.loaded.has(messages)) return runtime.i18n;
  const compiled: Record<string, CompiledMessage> = {};
  for (const [key, message] of Object.entries(messages)) {
    compiled[`${text.area}.${key}`] = typeof message === "string" ? compileMessage(message) : message;
  }
  runtime.i18n.load(LOCALES[language], compiled);
  runtime.loaded.add(messages);
  return runtime.i18n;
}

/** A function giving each of the area's messages in `language`, its placeholders filled from `values`. */
export function textIn<English extends Messages>(language: Language, text: TextArea<English>): Translate<English> {
  const i18n = load(language, text);
  return (key, values) => i18n._(`${text.area}.${key}`, values);
}
