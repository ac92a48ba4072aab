// Context tokens shared by the Fastify server and the built route modules. Node loads this file itself
// in production (it is externalised from the SSR bundle), so it stays tiny and Node-runnable.
import { createContext } from "react-router";
import type { Database } from "../db/client.server.ts";

export const dbContext = createContext<Database>();

/** The nonce of this response's Content-Security-Policy, for the inline scripts React Router writes. */
export const cspNonceContext = createContext<string | undefined>(undefined);
