// What npm run bench measures, each case against its baseline: the same answer (status, headers and body,
// saved from one real response) sent from memory by a bare node:http server in a process of its own
// (scripts/bench-raw-server.ts), with the same requests over the same number of connections.
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import http, { type IncomingHttpHeaders } from "node:http";
import path from "node:path";
import type autocannon from "autocannon";
import { type LoadResult, runLoad } from "./bench-load.ts";

export interface Case {
  name: string;
  path: string;
  connections: number;
  method?: "GET" | "POST";
  /** Builds each request afresh: distinct leads, or a cache-busting query for uncached renders */
  fresh?: (req: autocannon.Request) => autocannon.Request;
  /** How many times the portal and then the baseline are measured in turn (default 1): on a shared machine
   * the load of the moment moves both, and the median of several pairs moves less */
  pairs?: number;
}

/** One measurement of the portal and the one of the baseline right after it. */
export interface Pair {
  rps: number;
  baselineRps: number;
  /** the portal's requests per second as a share of the baseline's */
  ratio: number;
}

export interface CaseResult {
  name: string;
  path: string;
  connections: number;
  bytes: number;
  /** The portal, and the baseline: of the pair with the median ratio when there were several */
  result: LoadResult;
  baseline: LoadResult;
  /** requests per second as a share of the baseline's (the median pair's) */
  rpsRatio: number;
  /** "node:http": the bare server of its own process. Figures without it are from before it, against the
   * same bytes from @fastify/static inside the portal's own process. */
  baselineServer?: "node:http";
  /** Every pair, in the order measured, when there were several */
  pairs?: Pair[];
}

// Leads and cache-busting paths must never repeat within a run (duplicate leads are folded together, and the
// API allows 10 leads a minute per address), so one counter serves every case.
let sequence = 0;
const runId = Date.now().toString(36);

export function uncached(req: autocannon.Request): autocannon.Request {
  return { ...req, path: `/?bench=${runId}-${sequence++}` };
}

/** Every read a new address, so none is answered from the response cache: what a read costs the database. */
function uncachedRead(path: string) {
  const join = path.includes("?") ? "&" : "?";
  return (req: autocannon.Request): autocannon.Request => ({
    ...req,
    path: `${path}${join}fresh=${runId}-${sequence++}`,
  });
}

/**
 * Each request a new address by a parameter the route reads: answers are cached under the parameters a route
 * reads only (server/api/operations.ts queryNames), so `fresh=` alone is answered from the cache. `param`'s
 * value in `path` is the first request's, then one more each time (a rank 15,000, 15,001 …; the work is the
 * same kind and size).
 */
function uncachedBy(path: string, param: string) {
  const url = new URL(path, "http://bench");
  const start = Number(url.searchParams.get(param));
  const step = Number.isInteger(start) ? 1 : 0.0001;
  return (req: autocannon.Request): autocannon.Request => {
    url.searchParams.set(param, String(+(start + (sequence++ % 1000) * step).toFixed(4)));
    return { ...req, path: `${url.pathname}${url.search}` };
  };
}

export function distinctLead(req: autocannon.Request): autocannon.Request {
  const n = sequence++;
  return {
    ...req,
    headers: {
      "content-type": "application/json",
      // The bench server trusts 127.0.0.1 as its proxy (TRUST_PROXY): each lead comes from its own student.
      "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    },
    body: JSON.stringify({
      name: "Bench Student",
      email: `bench-${runId}-${n}@example.in`,
      phone: `9${String(n % 1e9).padStart(9, "0")}`,
      city: "Pune",
      course: "BTech",
      terms: true,
    }),
  };
}

const INSTITUTION_PAGE = "/college/indian-institute-of-science-bengaluru";
const DIRECTORY_PAGE = "/colleges/tamil-nadu?management=private&stream=engineering";
const RANKING_PAGE = "/CollegRanking?category=Overall&year=2025";
// The header's suggestions for a mistyped name, and the search page for a mistyped query with a filter.
const SUGGESTIONS = "/api/search?q=iit%20bomby&limit=8";
const SEARCH_PAGE = "/search?q=delhi%20universty&kind=university";
// The college predictor (about 500 seats to label for a JEE Main rank) and an institution's cut-off section
// (IIT Bombay: ten years of JoSAA, about 30 programmes).
const PREDICTION = "/api/predictor?exam=jee-main&rank=15000&category=OPEN&gender=female&homeState=Karnataka";
// Each kind of candidate the predictor answers (target p95 ≤ 50 ms): every JEE rank held, an IIT rank, NEET-UG
// government seats, MHT-CET by choices in percentiles, each state exam.
// Each with the parameter varied so that every request is a new answer (uncachedBy).
const PREDICTIONS: [string, string, string][] = [
  [
    "JEE Main CRL + OBC-NCL ranks",
    "/api/predictor?exam=jee-main&crlRank=18500&categoryRank=5500&category=OBC-NCL&gender=female&homeState=Maharashtra",
    "crlRank",
  ],
  ["JEE Advanced 60", "/api/predictor?exam=jee-advanced&crlRank=60", "crlRank"],
  [
    "NEET-UG 25,000 OBC-NCL government",
    "/api/predictor?exam=neet-ug&rank=25000&category=OBC-NCL&governmentOnly=on",
    "rank",
  ],
  [
    "MHT-CET percentile by choices",
    "/api/predictor?exam=mht-cet&percentile=90.0001&category=OBC&gender=female&homeUniversity=Savitribai%20Phule%20Pune%20University",
    "percentile",
  ],
  ["KCET 2A", "/api/predictor?exam=kcet&rank=37931&category=2A", "rank"],
  // The other state exams, each with its own body's seats and categories (decision 052).
  ["COMEDK 40,000", "/api/predictor?exam=comedk&rank=40000", "rank"],
  ["KEAM 30,000 Ezhava", "/api/predictor?exam=keam&rank=30000&category=EZ", "rank"],
  [
    "WBJEE 30,000 OBC, West Bengal",
    "/api/predictor?exam=wbjee&rank=30000&category=OBC&homeState=West%20Bengal",
    "rank",
  ],
  ["GUJCET 20,000 SEBC", "/api/predictor?exam=gujcet&rank=20000&category=SEBC", "rank"],
];
// The scholarship finder for the predictor's kind of link: the whole list filtered and sorted (target ≤ 30 ms).
const SCHOLARSHIPS = "/api/scholarships?level=passed-12&gender=female&category=obc&income=200000&state=Maharashtra";
const INSTITUTION_CUTOFFS = "/api/cutoffs?institution=indian-institute-of-technology-bombay-mumbai";
// A mock allotment of 25 real JoSAA 2025 choices (NITs Tiruchirappalli, Warangal and Rourkela) over six rounds.
const MOCK_CHOICES = [
  ...[145, 194, 187, 305, 104, 117, 269, 332, 362, 17].map((p) => `111-${p}`),
  ...[145, 194, 187, 305, 104, 117, 82, 105, 115, 144].map((p) => `113-${p}`),
  ...[145, 194, 187, 305, 104].map((p) => `108-${p}`),
].join(",");
const MOCK_ALLOTMENT = `/api/mock-allotment?exam=jee-main&crlRank=11700&homeState=Karnataka&c=${MOCK_CHOICES}`;
// IIT Bombay's page (the staff-run page linked to the institution) with its cut-off section, for a category
// other than the default: the whole page as a student opens it from the choice form.
const CUTOFF_PAGE = "/college/indian-institute-of-technology-bombay?category=OBC-NCL&gender=female";
// Four institutions compared: three IITs (two by their college pages' slugs) and an NIT, with JoSAA's closing ranks.
const COMPARE_PAGE =
  "/compare?c=indian-institute-of-technology-bombay,indian-institute-of-technology-delhi,indian-institute-of-technology-madras-chennai,national-institute-of-technology-tiruchirappalli";

/** The cases for a running server; ids come from its own API, so they exist at every data size. */
export async function benchCases(url: string): Promise<Case[]> {
  const nav = await getJson<{ allnavCourse: { _id: string; pageName: string }[] }>(`${url}/api/admin/get_allNavCourse`);
  const navPage = nav.allnavCourse.find((p) => /b\.?\s*tech/i.test(p.pageName)) ?? nav.allnavCourse[0];
  const colleges = await getJson<{ collegePages: { _id: string }[] }>(
    `${url}/api/admin/get_collegespage?page=1&limit=1`,
  );
  const collegeId = colleges.collegePages[0]._id;
  return [
    // The kept home page, the portal at its cheapest: five pairs, portal and baseline in turn.
    { name: "/ (cached)", path: "/", connections: 50, pairs: 5 },
    { name: "/ (uncached, 1 connection)", path: "/", connections: 1, fresh: uncached },
    { name: "/ (uncached)", path: "/", connections: 50, fresh: uncached },
    { name: "/Collegespage/{id} (cached)", path: `/Collegespage/${navPage._id}`, connections: 50 },
    { name: "get_collegespage", path: "/api/admin/get_collegespage?page=1&limit=20", connections: 50 },
    { name: "get_allNavCourse", path: "/api/admin/get_allNavCourse", connections: 50 },
    { name: "getSingle_collegespage/{id}", path: `/api/admin/getSingle_collegespage/${collegeId}`, connections: 50 },
    {
      name: "getSingle_collegespage/{id} (uncached)",
      path: `/api/admin/getSingle_collegespage/${collegeId}`,
      connections: 50,
      fresh: uncachedRead(`/api/admin/getSingle_collegespage/${collegeId}`),
    },
    // An institution of the public catalogue (not a demo college page): its page and its API read, uncached.
    {
      name: "/college/{institution} (uncached, 1 connection)",
      path: INSTITUTION_PAGE,
      connections: 1,
      fresh: uncachedRead(INSTITUTION_PAGE),
    },
    {
      name: "/colleges/{state} filtered (uncached, 1 connection)",
      path: DIRECTORY_PAGE,
      connections: 1,
      fresh: uncachedRead(DIRECTORY_PAGE),
    },
    {
      name: "/CollegRanking Overall 2025 (uncached, 1 connection)",
      path: RANKING_PAGE,
      connections: 1,
      fresh: uncachedRead(RANKING_PAGE),
    },
    {
      name: "/api/search suggestions (uncached, 1 connection)",
      path: SUGGESTIONS,
      connections: 1,
      fresh: uncachedRead(SUGGESTIONS),
    },
    {
      name: "/api/scholarships finder (uncached, 1 connection)",
      path: SCHOLARSHIPS,
      connections: 1,
      fresh: uncachedBy(SCHOLARSHIPS, "income"),
    },
    {
      name: "/search page filtered (uncached, 1 connection)",
      path: SEARCH_PAGE,
      connections: 1,
      fresh: uncachedRead(SEARCH_PAGE),
    },
    {
      name: "/api/institutions/{code} (uncached)",
      path: "/api/institutions/U-0220",
      connections: 10,
      fresh: uncachedRead("/api/institutions/U-0220"),
    },
    // The sitemap, kept: autocannon asks without gzip, so each answer is the kept file decompressed on the way
    // (5 MB for an institution file), the same bytes as the baseline. Crawlers ask with gzip and get the kept
    // bytes as they are.
    { name: "/sitemap.xml (kept)", path: "/sitemap.xml", connections: 50 },
    { name: "/sitemaps/institutions-1.xml (kept)", path: "/sitemaps/institutions-1.xml", connections: 10 },
    {
      name: "/api/predictor JEE Main (uncached, 1 connection)",
      path: PREDICTION,
      connections: 1,
      fresh: uncachedBy(PREDICTION, "rank"),
    },
    ...PREDICTIONS.map(([label, path, param]) => ({
      name: `/api/predictor ${label} (uncached, 1 connection)`,
      path,
      connections: 1,
      fresh: uncachedBy(path, param),
    })),
    {
      name: "/api/mock-allotment 25 choices (uncached, 1 connection)",
      path: MOCK_ALLOTMENT,
      connections: 1,
      fresh: uncachedBy(MOCK_ALLOTMENT, "crlRank"),
    },
    {
      name: "/api/cutoffs IIT Bombay (uncached, 1 connection)",
      path: INSTITUTION_CUTOFFS,
      connections: 1,
      fresh: uncachedRead(INSTITUTION_CUTOFFS),
    },
    {
      name: "/college/{slug} with cut-offs (uncached, 1 connection)",
      path: CUTOFF_PAGE,
      connections: 1,
      fresh: uncachedRead(CUTOFF_PAGE),
    },
    {
      name: "/compare four institutions (uncached, 1 connection)",
      path: COMPARE_PAGE,
      connections: 1,
      fresh: uncachedRead(COMPARE_PAGE),
    },
    { name: "POST lead_data", path: "/api/user/lead_data", connections: 50, method: "POST", fresh: distinctLead },
  ];
}

export async function runCase(
  c: Case,
  server: { url: string; pid: number },
  answersDir: string,
  seconds: number,
): Promise<CaseResult> {
  // One real answer, asked for as autocannon asks (no Accept-Encoding): the baseline sends it back (and it
  // fills the page cache for cached cases).
  const sample = c.fresh?.({ method: c.method, path: c.path }) ?? { path: c.path };
  const answer = await sampleAnswer(server.url + sample.path, sample);
  const baseline = await startBaseline(answer, path.join(answersDir, c.name.replace(/[^a-z0-9]+/gi, "-")));
  try {
    const load = (url: string, pid: number, durationSeconds: number) =>
      runLoad({
        url: url + c.path,
        connections: c.connections,
        serverPid: pid,
        method: c.method,
        setupRequest: c.fresh,
        durationSeconds,
      });
    // Warm-up, both: each process's code compiled and its connections' buffers grown before it counts.
    await load(server.url, server.pid, 1);
    await load(baseline.url, baseline.pid, 1);
    const measured: { result: LoadResult; baseline: LoadResult; ratio: number }[] = [];
    for (let i = 0; i < (c.pairs ?? 1); i++) {
      await settle(server.url);
      const result = await load(server.url, server.pid, seconds);
      await settle(server.url);
      const raw = await load(baseline.url, baseline.pid, seconds);
      measured.push({ result, baseline: raw, ratio: raw.rps ? Math.round((result.rps / raw.rps) * 100) / 100 : 0 });
    }
    const median = [...measured].sort((a, b) => a.ratio - b.ratio)[Math.floor((measured.length - 1) / 2)];
    return {
      name: c.name,
      path: c.path,
      connections: c.connections,
      bytes: answer.body.length,
      result: median.result,
      baseline: median.baseline,
      rpsRatio: median.ratio,
      baselineServer: "node:http",
      ...(measured.length > 1
        ? { pairs: measured.map((m) => ({ rps: m.result.rps, baselineRps: m.baseline.rps, ratio: m.ratio })) }
        : {}),
    };
  } finally {
    await baseline.stop();
  }
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

// Written by Node's HTTP server itself for every answer (or, for a streamed answer, replaced by the length).
const HOP_BY_HOP = new Set(["connection", "keep-alive", "date", "transfer-encoding", "content-length"]);

/** Starts the bare node:http server (scripts/bench-raw-server.ts) sending `answer` to every request. */
async function startBaseline(answer: Answer, file: string) {
  const headers = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name)));
  writeFileSync(`${file}.json`, JSON.stringify({ status: answer.status, headers }));
  writeFileSync(`${file}.body`, answer.body);
  const child = spawn(process.execPath, ["scripts/bench-raw-server.ts", `${file}.json`, `${file}.body`], {
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    child.once("message", (m) => resolve((m as { port: number }).port));
    child.once("exit", (code) => reject(new Error(`the baseline server exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

// A server just started, or still catching up after the previous case on a busy machine, sheds requests
// (503): ask again until it serves.
async function sampleAnswer(url: string, req: autocannon.Request): Promise<Answer> {
  for (let attempt = 1; ; attempt++) {
    const answer = await ask(url, req);
    if (answer.status >= 200 && answer.status < 300) return answer;
    if (answer.status !== 503 || attempt === 60) throw new Error(`${url} answered ${answer.status}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

function ask(url: string, { method = "GET", headers = {}, body }: autocannon.Request): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const length = body === undefined ? {} : { "content-length": String(Buffer.byteLength(body)) };
    const req = http.request(url, { method, headers: { ...headers, ...length } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("error", reject);
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

async function getJson<T>(url: string): Promise<T> {
  return JSON.parse((await sampleAnswer(url, {})).body.toString("utf8")) as T;
}

/** Waits (up to 15 s) until the requests cut off by the previous load have drained and the server no longer
 * sheds: three cheap requests in a row (an unknown API path, answered 404 without the database) are quick. */
export async function settle(url: string) {
  const deadline = Date.now() + 15_000;
  for (let quick = 0; quick < 3 && Date.now() < deadline;) {
    const sent = performance.now();
    const status = await fetch(`${url}/api/bench-settle`).then(async (r) => (await r.arrayBuffer(), r.status));
    quick = status === 404 && performance.now() - sent < 20 ? quick + 1 : 0;
    await new Promise((r) => setTimeout(r, 100));
  }
}
