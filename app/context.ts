// Context tokens shared by the Fastify server and the built route modules. Node loads this file itself
// in production (it is externalised from the SSR bundle), so it stays tiny and Node-runnable.
import { createContext } from "react-router";
import type { Database } from "../db/client.server.ts";

export const dbContext = createContext<Database>();
