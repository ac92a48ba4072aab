// Requests an attacker can shape: a forged Host or X-Forwarded-Host must never reach a link of a page kept
// for every visitor, TRACE gets a plain 405, and the enquiry form's way back never leaves the site.
import { request as httpRequest } from "node:http";
import { expect, test } from "@playwright/test";

function raw(
  baseURL: string,
  {
    method = "GET",
    path,
    headers = {},
    body,
  }: { method?: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString("utf8") }),
      );
    });
    req.on("error", reject);
    req.end(body);
  });
}

const links = (html: string) => [
  /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1],
  /<meta property="og:url" content="([^"]+)"/.exec(html)?.[1],
];

test("a forged Host or X-Forwarded-Host never makes its way into the links of a page", async ({ baseURL }) => {
  const forged = await raw(baseURL!, {
    path: "/About?utm_source=forged",
    headers: { host: "evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" },
  });
  expect(forged.status).toBe(200);
  expect(forged.text).not.toContain("evil.example");
  expect(links(forged.text)).toEqual([`${baseURL}/About`, `${baseURL}/About`]);

  // And what the next visitor gets, whether it came from the page cache or not.
  const next = await raw(baseURL!, { path: "/About?utm_source=forged" });
  expect(next.text).not.toContain("evil.example");
  expect(links(next.text)[0]).toBe(`${baseURL}/About`);
});

test("TRACE is refused with 405, not an error", async ({ baseURL }) => {
  for (const path of ["/", "/About", "/api/user/get_allNavCourse"]) {
    const res = await raw(baseURL!, { method: "TRACE", path });
    expect(res.status, path).toBe(405);
    expect(res.headers.allow).toContain("GET");
  }
});

test("the enquiry form without JavaScript sends the visitor back to a page of this site only", async ({ baseURL }) => {
  const form = new URLSearchParams({
    name: "Asha Rao",
    email: "asha.rao@example.in",
    phone: "9876543210",
    city: "Delhi",
    course: "btech",
    terms: "on",
  });
  for (const returnTo of ["/.//evil.example/x", "//evil.example", "/\\evil.example", "https://evil.example/"]) {
    form.set("returnTo", returnTo);
    const res = await raw(baseURL!, {
      method: "POST",
      path: "/resources/enquiry",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: baseURL! },
      body: form.toString(),
    });
    expect(res.status, returnTo).toBe(303);
    const location = String(res.headers.location);
    expect(new URL(location, baseURL).origin, `${returnTo} → ${location}`).toBe(new URL(baseURL!).origin);
  }
});
