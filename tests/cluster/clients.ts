// Students as nginx sees them: each client connects from its own loopback address (Linux answers on all of
// 127.0.0.0/8), so nginx's $remote_addr, the X-Forwarded-For it sets and the nodes' idea of the client
// (TRUST_PROXY=127.0.0.1, nginx's own address) are those of a real deployment. A header a client sends
// itself could not do this: nginx replaces it.
import http from "node:http";

export interface Answer {
  status: number;
  body: string;
  /** When the answer ended, performance.now() */
  at: number;
}

export interface Client {
  address: string;
  get(url: string, headers?: Record<string, string>): Promise<Answer>;
  post(url: string, body: unknown, headers?: Record<string, string>): Promise<Answer>;
  put(url: string, body: unknown, headers?: Record<string, string>): Promise<Answer>;
  close(): void;
}

/** A client connecting from `address` (127.x.y.z), keeping its connections open like a browser. */
export function clientFrom(address: string): Client {
  const agent = new http.Agent({ keepAlive: true, localAddress: address, maxSockets: 6 });
  const send = (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) =>
    request(agent, address, method, url, body === undefined ? undefined : JSON.stringify(body), {
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...headers,
    });
  return {
    address,
    get: (url, headers) => send("GET", url, undefined, headers),
    post: (url, body, headers) => send("POST", url, body, headers),
    put: (url, body, headers) => send("PUT", url, body, headers),
    close: () => agent.destroy(),
  };
}

/**
 * A connection failure is an answer with status 0: the checks count it, they do not stop on it. A GET that
 * failed on a kept-alive connection the server had just closed (nginx closes its idle ones on a reload) is
 * sent again on a new connection, as browsers do; Node's agent leaves that to the caller. The retry must
 * not take another kept connection from the pool: the reload closed those too.
 */
function request(
  agent: http.Agent,
  address: string,
  method: string,
  url: string,
  body: string | undefined,
  headers: Record<string, string>,
  retried = false,
): Promise<Answer> {
  return new Promise((resolve) => {
    const req = http.request(url, { method, agent, headers, timeout: 20_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8"), at: performance.now() }),
      );
      res.on("error", () => resolve({ status: 0, body: "", at: performance.now() }));
    });
    req.on("timeout", () => req.destroy(new Error("timed out")));
    req.on("error", (err) => {
      if (method === "GET" && req.reusedSocket && !retried) {
        const fresh = new http.Agent({ keepAlive: false, localAddress: address });
        resolve(request(fresh, address, method, url, body, headers, true));
      } else {
        resolve({ status: 0, body: err.message, at: performance.now() });
      }
    });
    req.end(body);
  });
}

let sequence = 0;
const runId = Date.now().toString(36);

/** A new lead each call; `tag` names the check in its email, so the database can be asked for it. */
export function leadBody(tag: string) {
  const n = sequence++;
  return {
    name: "Cluster Student",
    email: `cluster-${tag}-${runId}-${n}@example.in`,
    phone: `9${String(n).padStart(9, "0")}`,
    city: "Nagpur",
    course: "BTech",
    terms: true,
  };
}

/** The emails of the run's leads for `tag`, as the database should hold them. */
export const leadEmailPattern = (tag: string) => `cluster-${tag}-${runId}-%@example.in`;
