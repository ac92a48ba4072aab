// Staff load a JoSAA-size official file (the release's 72,183 rows of 2025, as 2026) on /admin/data while
// visitors read cut-offs nobody asked for before (/api/cutoffs of the JoSAA institutions, year by year): how
// long the upload's checking and staging, the publish and the rollback take on the server, and the visitors'
// p95 quiet and during the load (decision 038: staged in batches outside any long transaction, published in
// one short one).
import { josaaFileFromRelease } from "../tests/support/josaa-release-file.ts";
import { settle } from "./bench-cases.ts";
import { percentile } from "./bench-load.ts";
import type { RunningServer } from "./bench-server.ts";

export interface DataLoadResult {
  rows: number;
  fileMb: number;
  /** Seconds the upload took (read, checked, staged, previewed), the publish and the rollback */
  stageSeconds: number;
  publishSeconds: number;
  rollbackSeconds: number;
  visitors: { quiet: VisitorFigures; loading: VisitorFigures };
}

interface VisitorFigures {
  p50: number;
  p95: number;
  n: number;
  statuses: Record<string, number>;
}

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/admin`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: base, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: "bench-admin@portal.test", password: "bench-admin-password" }),
  });
  const cookies = res.headers.getSetCookie().map((c) => c.split(";")[0]);
  if (!cookies.length) throw new Error(`sign-in answered ${res.status} without a session`);
  return cookies.join("; ");
}

/** Two visitors reading a new address each time, until `stop` says so. */
function visitors(base: string, codes: string[], stop: () => boolean) {
  const times: number[] = [];
  const statuses: Record<string, number> = {};
  let next = 0;
  const urls = codes.flatMap((code) =>
    [2019, 2020, 2021, 2022, 2023, 2024].map((y) => `${base}/api/cutoffs?institution=${code}&year=${y}&gender=female`),
  );
  const one = async () => {
    while (!stop() && next < urls.length) {
      const url = urls[next++];
      const started = performance.now();
      const res = await fetch(url);
      await res.arrayBuffer();
      times.push(performance.now() - started);
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    }
  };
  return { done: Promise.all([one(), one()]), times, statuses };
}

const summary = ({ times, statuses }: { times: number[]; statuses: Record<string, number> }): VisitorFigures => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), n: sorted.length, statuses };
};

export async function runDataLoad(server: RunningServer): Promise<DataLoadResult> {
  const base = server.url;
  const file = josaaFileFromRelease(2026);
  const cookie = await signIn(base);
  const post = (path: string, body: FormData) =>
    fetch(`${base}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: base, cookie, accept: "text/html" },
      body,
    });

  let quietOver = false;
  const quiet = visitors(base, file.codes.slice(0, 60), () => quietOver);
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  quietOver = true;
  await quiet.done;

  let loadingOver = false;
  const loading = visitors(base, file.codes.slice(60), () => loadingOver);
  const timed = async (what: string, path: string, form: FormData, expected: number) => {
    const started = performance.now();
    const res = await post(path, form);
    await res.arrayBuffer();
    if (res.status !== expected) throw new Error(`${what} answered ${res.status}`);
    return { seconds: (performance.now() - started) / 1000, location: res.headers.get("location") ?? "" };
  };
  const upload = new FormData();
  upload.set("dataset", "josaa");
  upload.set("file", new Blob([new Uint8Array(file.bytes)], { type: "application/gzip" }), "orcr-2026.csv.gz");
  const staged = await timed("the upload", "/admin/data", upload, 302);
  const intent = (value: string) => {
    const form = new FormData();
    form.set("intent", value);
    return form;
  };
  const published = await timed("the publish", staged.location, intent("publish"), 200);
  loadingOver = true;
  await loading.done;
  // The publish's statements hold the embedded database, and with it this process's event loop: the server
  // sheds requests (503) until the loop has been quiet for a while.
  await settle(base);
  const rolledBack = await timed("the rollback", staged.location, intent("rollback"), 200);
  return {
    rows: file.rows,
    fileMb: Math.round((file.bytes.length / 1024 / 1024) * 100) / 100,
    stageSeconds: Math.round(staged.seconds * 10) / 10,
    publishSeconds: Math.round(published.seconds * 10) / 10,
    rollbackSeconds: Math.round(rolledBack.seconds * 10) / 10,
    visitors: { quiet: summary(quiet), loading: summary(loading) },
  };
}
