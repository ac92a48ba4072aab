// Steady traffic while something breaks: students reading pages and sending leads, each answer kept
// with its time, so a check can say which answers came before, during and after the failure.
import { type Answer, clientFrom, leadBody } from "./clients.ts";

interface Timed extends Answer {
  /** The lead's email (for posts) */
  email?: string;
  /** When the request was sent, performance.now() */
  sent: number;
}

export interface Traffic {
  reads: Timed[];
  leads: Timed[];
  stop(): Promise<void>;
}

/**
 * `readers` clients reading `paths()` in turn and `writers` clients sending leads, through `url`, until
 * stopped. Each lead comes from a new address (127.<block>.x.y), so the per-address limit never refuses it.
 */
export function startTraffic(
  url: string,
  {
    readers,
    writers,
    block,
    paths,
    tag,
  }: { readers: number; writers: number; block: number; paths: () => string; tag: string },
): Traffic {
  const reads: Timed[] = [];
  const leads: Timed[] = [];
  let running = true;
  let addresses = 0;
  const reader = async (i: number) => {
    const client = clientFrom(`127.${block}.250.${i + 1}`);
    while (running) {
      const sent = performance.now();
      reads.push({ ...(await client.get(url + paths())), sent });
    }
    client.close();
  };
  const writer = async () => {
    while (running) {
      const n = addresses++;
      const client = clientFrom(`127.${block}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`);
      const lead = leadBody(tag);
      const sent = performance.now();
      leads.push({ ...(await client.post(`${url}/api/user/lead_data`, lead)), email: lead.email, sent });
      client.close();
    }
  };
  const all = [...Array.from({ length: readers }, (_, i) => reader(i)), ...Array.from({ length: writers }, writer)];
  return {
    reads,
    leads,
    stop: async () => {
      running = false;
      await Promise.all(all);
    },
  };
}

export const ok = (a: Answer) => a.status >= 200 && a.status < 300;

export function statusCounts(answers: Answer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const a of answers) counts[a.status || "no answer"] = (counts[a.status || "no answer"] ?? 0) + 1;
  return counts;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
