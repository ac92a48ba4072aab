// Every request's id, in each of its log lines (requestId) and in the answer's X-Request-Id. A proxy named by
// TRUST_PROXY may hand on the id it gave the request, so that its log and ours name the request alike. From
// anyone else the header is ignored: a client could otherwise give its requests another request's id, or ids
// of its choosing, and muddle the log that staff read after an incident.
import { randomUUID } from "node:crypto";
import { BlockList, isIP } from "node:net";
import type { Config } from "./config.ts";

const SANE_ID = /^[\w-]{1,64}$/;

interface RawRequest {
  headers: Record<string, string | string[] | undefined>;
  socket: { remoteAddress?: string };
}

export function requestIdGenerator(trustProxy: Config["TRUST_PROXY"]): (req: RawRequest) => string {
  const fromTrustedProxy = trustedPeer(trustProxy);
  return (req) => {
    const given = req.headers["x-request-id"];
    const taken = typeof given === "string" && SANE_ID.test(given) && fromTrustedProxy(req.socket.remoteAddress);
    return taken ? given : randomUUID();
  };
}

/**
 * Whether the address that connects is a proxy Fastify's trustProxy believes (server/app.ts): one of the
 * addresses or ranges TRUST_PROXY names.
 */
function trustedPeer(trustProxy: Config["TRUST_PROXY"]): (address: string | undefined) => boolean {
  if (!Array.isArray(trustProxy)) return () => false;
  const proxies = new BlockList();
  for (const entry of trustProxy) {
    const [ip, bits] = entry.split("/");
    const type = isIP(ip) === 6 ? "ipv6" : "ipv4";
    if (bits === undefined) proxies.addAddress(ip, type);
    else proxies.addSubnet(ip, Number(bits), type);
  }
  // An IPv4 client on a dual-stack socket connects as ::ffff:10.0.0.5, which BlockList matches to 10.0.0.5.
  return (address = "") => {
    const family = isIP(address);
    return family !== 0 && proxies.check(address, family === 6 ? "ipv6" : "ipv4");
  };
}
