// Context tokens shared by the Fastify server and the built route modules. Node loads this file itself
// in production (it is externalised from the SSR bundle), so it stays tiny and Node-runnable.
import { createContext } from "react-router";
import type { Database } from "../db/client.server.ts";

export const dbContext = createContext<Database>();

/** The nonce of this response's Content-Security-Policy, for the inline scripts React Router writes. */
export const cspNonceContext = createContext<string | undefined>(undefined);

/** Facts about this request and server that the admin pages need and React Router's Request lacks. */
export interface RequestInfo {
  /** The client's address (behind a proxy: as the proxy reports it), for sign-in throttling */
  clientAddress: string;
  /** Where uploaded program images are stored */
  uploadsDir: string;
  /** Cookies get the Secure flag (production, served over HTTPS) */
  secureCookies: boolean;
}

export const requestInfoContext = createContext<RequestInfo>();
