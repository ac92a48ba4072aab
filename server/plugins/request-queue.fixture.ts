// A server for request-queue.test.ts in its own process, so that its busy event loop cannot hold up the test's
// own requests: /render holds the event loop for 30 ms (as a render on the embedded database does), and
// /longest-turn says how long the event loop went without a turn, at most, since it started.
import { monitorEventLoopDelay } from "node:perf_hooks";
import { fastify } from "fastify";
import { addRequestQueue } from "./request-queue.ts";

const app = fastify();
addRequestQueue(app, {
  maxActive: 10,
  turnBudgetMs: Number(process.argv[2]),
  maxQueued: 10,
  maxWaitMs: 5_000,
  retryAfterSeconds: 5,
});
app.get("/render", async () => {
  const until = Date.now() + 30;
  while (Date.now() < until);
  return { rendered: true };
});
const delay = monitorEventLoopDelay({ resolution: 5 });
app.get("/longest-turn", async () => ({ ms: delay.max / 1e6 }));
const url = await app.listen({ port: 0, host: "127.0.0.1" });
delay.enable();
console.log(url);
