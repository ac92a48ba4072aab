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
  /** Cookies get the Secure flag and the session cookie its __Host- name (production, served over HTTPS) */
  secureCookies: boolean;
  /** The public address (SITE_URL), for canonical links: never taken from the request's headers */
  siteUrl: string;
  /** How many months leads and reviews are kept (RETENTION_MONTHS), as the privacy page says */
  retentionMonths: number;
  /** STAFF_2FA=required: staff without an authenticator app set one up before anything else */
  staffTwoFactorRequired: boolean;
  /** The office shown on the contact page (CONTACT_PHONE, CONTACT_EMAIL, CONTACT_ADDRESS) */
  contact: { phone: string; email: string; address: string };
  /** Staff saved a change: kept public pages and reads are emptied, so the change shows at once */
  contentChanged: () => void;
  /** An email was queued (a lead's confirmation): the sender goes at once instead of at its next round */
  mailQueued: () => void;
}

export const requestInfoContext = createContext<RequestInfo>();

/** The request's logger (pino, as the server's own lines): errors of loaders, actions and renders go here,
 * through the serializer that keeps applicants' details out of the logs (server/logging.ts). */
export interface PageLogger {
  error(fields: { err: unknown }, message: string): void;
  warn(fields: object, message: string): void;
  info(message: string): void;
}

export const loggerContext = createContext<PageLogger>();
