import { expect, test } from "vitest";
import { englishPath, hasHindiTwin, languageOfPath, pathIn, routerPath } from "./language.ts";

test("a page's language is its address's", () => {
  expect(languageOfPath("/hi")).toBe("hi");
  expect(languageOfPath("/hi/")).toBe("hi");
  expect(languageOfPath("/hi/college/iit-bombay")).toBe("hi");
  expect(languageOfPath("/")).toBe("en");
  expect(languageOfPath("/hindi-medium-colleges")).toBe("en");
  expect(languageOfPath("/history")).toBe("en");
});

test("an English address has its Hindi twin at /hi, the query and fragment kept", () => {
  expect(pathIn("hi", "/")).toBe("/hi");
  expect(pathIn("hi", "/?goal=mba")).toBe("/hi?goal=mba");
  expect(pathIn("hi", "/About")).toBe("/hi/About");
  expect(pathIn("hi", "/colleges/maharashtra?stream=engineering#list")).toBe(
    "/hi/colleges/maharashtra?stream=engineering#list",
  );
  expect(pathIn("hi", "/hi/About")).toBe("/hi/About");
  expect(pathIn("en", "/hi/About?x=1")).toBe("/About?x=1");
  expect(pathIn("en", "/hi/")).toBe("/");
  expect(pathIn("en", "/hi")).toBe("/");
  expect(englishPath("/hi?q=1")).toBe("/?q=1");
});

test("staff pages, the API, files, resources and other sites keep one address", () => {
  for (const path of [
    "/admin",
    "/admin/leads/1",
    "/api/search?q=iit",
    "/resources/brochure.pdf?college=x",
    "/uploads/a.png",
    "/images/logo.svg",
    "/compare/tray",
    "/language?to=en",
    "/sitemap.xml",
    "/institution/claim/x",
  ]) {
    expect(hasHindiTwin(path), path).toBe(false);
    expect(pathIn("hi", path)).toBe(path);
  }
  expect(pathIn("hi", "https://nirfindia.org/")).toBe("https://nirfindia.org/");
  expect(pathIn("hi", "//evil.example/x")).toBe("//evil.example/x");
  expect(pathIn("hi", "#latest-notifications")).toBe("#latest-notifications");
});

test("a redirect from a Hindi page's router is given without /hi, which the router writes itself", () => {
  expect(routerPath("/hi/compare/tray", "/hi/college/iit-bombay?tray=full")).toBe("/college/iit-bombay?tray=full");
  expect(routerPath("/hi/compare/tray", "/college/iit-bombay")).toBe("/college/iit-bombay");
  expect(routerPath("/compare/tray", "/hi/college/iit-bombay")).toBe("/hi/college/iit-bombay");
  expect(routerPath("/compare/tray", "/college/iit-bombay")).toBe("/college/iit-bombay");
});
