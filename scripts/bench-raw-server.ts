// The bench's baseline: a bare node:http server in a process of its own, sending one answer from memory to
// every request, with the status, headers and body the portal sent for the case (scripts/bench-cases.ts).
// What the portal does beyond that (routing, hooks, logging, headers worked out per request) is what the
// ratio measures. Started by the bench as `node scripts/bench-raw-server.ts <answer.json> <answer.body>`;
// it listens on a free port of 127.0.0.1 and tells the bench which over the IPC channel.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

interface Answer {
  status: number;
  headers: Record<string, string | string[]>;
}

const [answerFile, bodyFile] = process.argv.slice(2);
const answer = JSON.parse(readFileSync(answerFile, "utf8")) as Answer;
const body = readFileSync(bodyFile);
// Node writes Date, Connection and Keep-Alive itself, as it does for the portal.
const headers = { ...answer.headers, "content-length": String(body.length) };

const server = createServer((req, res) => {
  // The request's body, if any, is read and dropped, as the portal reads a post before answering.
  req.resume();
  req.on("end", () => {
    res.writeHead(answer.status, headers);
    res.end(body);
  });
});
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  process.send?.({ port: typeof address === "object" && address ? address.port : 0 });
});
// The bench gone (finished, or stopped with Ctrl-C): so is its baseline.
process.once("disconnect", () => process.exit(0));
