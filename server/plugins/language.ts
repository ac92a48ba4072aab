// A student's choice of language (decision 062). The switch on every page is a link to
// /language?to=hi&next=/About: it remembers the choice in a cookie and sends the student to the same page in
// that language, with or without JavaScript. A GET of an English page from a student who chose Hindi goes to
// its Hindi twin. Nothing here reads Accept-Language: a search engine keeps no cookie and gets what it asked for.
import type { FastifyInstance } from "fastify";
import { stringifySetCookie } from "cookie";
import { isLanguage } from "../../domain/i18n/language.ts";
import { readCookie } from "../../web/admin-cookies.server.ts";
import {
  englishPath,
  ENGLISH_ONLY,
  hasHindiTwin,
  LANGUAGE_COOKIE,
  languageOfPath,
  pathIn,
} from "../../web/language.ts";
import { NOT_PAGES } from "./page-cache.ts";

/** A choice of language holds until the student changes it. */
const CHOICE_SECONDS = 60 * 60 * 24 * 365;

export function addLanguageChoice(app: FastifyInstance, { secure }: { secure: boolean }) {
  // Before the page cache (server/app.ts): a kept English page must not answer a student who chose Hindi.
  app.addHook("onRequest", (req, reply, done) => {
    if (req.method !== "GET") return done();
    if (languageOfPath(req.url.split("?")[0]) === "hi") {
      // A Hindi page's link to a staff or institution page (its router writes /hi before every path).
      const english = englishPath(req.url);
      return ENGLISH_ONLY.test(english) ? reply.redirect(english, 301) : done();
    }
    if (NOT_PAGES.test(req.url) || !hasHindiTwin(req.url)) return done();
    if (readCookie(req.headers.cookie, LANGUAGE_COOKIE) !== "hi") return done();
    reply.header("cache-control", "private, no-store").header("vary", "Cookie").redirect(pathIn("hi", req.url), 302);
  });

  app.get("/language", (req, reply) => {
    const query = req.query as Record<string, unknown>;
    const to = query.to;
    const next = typeof query.next === "string" ? query.next : "/";
    if (!isLanguage(to)) {
      return reply.code(400).send({ error: "Bad Request", message: "Choose a language: to=en or to=hi." });
    }
    // Only an address on this site: a link elsewhere must not borrow the portal's switch.
    const local = next.startsWith("/") && !next.startsWith("//") && !next.includes("\\") ? next : "/";
    const cookie = stringifySetCookie({
      name: LANGUAGE_COOKIE,
      value: to,
      path: "/",
      maxAge: CHOICE_SECONDS,
      sameSite: "lax",
      secure: secure || undefined,
    });
    return reply.header("set-cookie", cookie).header("cache-control", "no-store").redirect(pathIn(to, local), 303);
  });
}
