// React Router's default Node entry, plus four things: a reading page's document leaves out the data the
// browser's router would hydrate from (app/lib/page-scripts.ts; root.tsx leaves out its scripts); module preloads at low priority
// (lib/low-priority-preloads.server.ts); the CSP nonce Fastify chose for this response is
// handed to <ServerRouter>, which puts it on every inline script it writes (docs/decisions/006); and errors
// go to the request's logger, whose serializer keeps applicants' details out of the logs (server/logging.ts),
// never to console.error (a failed lead insert would print the applicant's name, email and phone).
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { cspNonceContext, loggerContext } from "#context";
import { lowPriorityModulePreloads } from "./lib/low-priority-preloads.server.ts";
import { pageHydrates } from "./lib/page-scripts.ts";

export const streamTimeout = 5_000;

/** A loader or action failed. (A request the browser gave up on is not an error of ours.) */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  // As React Router's own handler: an error response it made from a thrown error logs that error.
  const inner = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  const err = inner ?? error;
  context.get(loggerContext).error({ err }, "page failed");
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(cspNonceContext);
  const context = withoutHydrationDataUnlessHydrated(routerContext);

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole page at once; people get the shell first.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={context} url={request.url} nonce={nonce} />, {
      nonce,
      // Every page comes whole, never with parts held back for a script to reveal: the layout's Suspense
      // boundaries exist to split hydration into short tasks, and a page must read the same without
      // JavaScript. (React outlines a boundary past 12.8 KB by default.)
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      [readyOption]() {
        shellRendered = true;
        const body = lowPriorityModulePreloads();
        body.on("finish", () => {
          clearTimeout(timeoutId);
          timeoutId = undefined;
        });
        const stream = createReadableStreamFromReadable(body);
        responseHeaders.set("Content-Type", "text/html");
        pipe(body);
        resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) loadContext.get(loggerContext).error({ err: error }, "page failed to render");
      },
    });
  });
}

/**
 * <ServerRouter> streams the loaders' data after the page as inline scripts for the browser's router. A page
 * that does not hydrate has no router to read it: the stream is cancelled and left out.
 */
function withoutHydrationDataUnlessHydrated(context: EntryContext): EntryContext {
  const handles = context.staticHandlerContext.matches.map((m) => context.routeModules[m.route.id]?.handle);
  if (pageHydrates(handles) || !context.serverHandoffStream) return context;
  void context.serverHandoffStream.cancel();
  return { ...context, serverHandoffStream: undefined };
}
