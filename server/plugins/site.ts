// The React Router site: its built files, and one catch-all route that hands every other request to React
// Router. Two things differ from the stock adapter (@mcansh/react-router-fastify), both for safety:
// - The body is read here, counted byte by byte against a limit, before the request queues for its turn:
//   100 KB for every form, 5 MB and a little more only on the program form (its image upload), 20 MB on the
//   Data page's upload of an official file. A bigger body
//   is refused with 413 when its Content-Length says so, or as soon as the bytes received pass the limit.
//   The forms that take a file from the public or an institution (a claim's letter, the institution area's
//   photos and brochure) read a bigger body through instead, with its files cut short (oversized-files.ts),
//   so the action refuses the file on its field and what was typed is kept.
// - The address React Router sees is SITE_URL plus the path: canonical links, the sign-in redirects and
//   React Router's own check of a post's Origin never trust the request's Host or X-Forwarded-Host.
// - A post from another site is refused here, before its body is read or any action runs, and every refusal
//   of a browser's form post (that one, too large, too many) is the portal's own page with a way back.
import path from "node:path";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import { createHeaders, sendResponse } from "@mcansh/react-router-fastify";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type RequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import type { RunnableDevEnvironment, ViteDevServer } from "vite";
import { errorStatus, noteRefusal, refusal } from "./error-handler.ts";
import { refuseUnreadableForm, unreadableForm, watchFormReading } from "../form-body.ts";
import { NOT_PAGES } from "./page-cache.ts";
import { readThrough } from "../oversized-files.ts";
import { MAX_LETTER_BYTES } from "../../domain/institution-claims/letter.ts";
import { MAX_MEDIA_FILE_BYTES, MAX_PHOTOS } from "../../domain/institution-facts/media.ts";
import { canonicalAddress, pageParameters } from "../page-params.ts";
import { englishPath, HINDI_BASE, languageOfPath } from "../../web/language.ts";

/** Every form of the site, and any other body sent to a page. */
export const FORM_BODY_LIMIT = 100 * 1024;
/** The program form: its image (at most 5 MB, server/api/program-form.ts) and its other fields. */
export const UPLOAD_BODY_LIMIT = 5 * 1024 * 1024 + 256 * 1024;
/** The official data files staff load on /admin/data (at most 20 MB, domain/data-loads/read-upload.ts). */
export const DATA_UPLOAD_BODY_LIMIT = 20 * 1024 * 1024 + 64 * 1024;
/** An institution's claim: its letter on letterhead (a PDF of at most 5 MB, domain/institution-claims/letter.ts). */
const LETTER_BODY_LIMIT = MAX_LETTER_BYTES + 64 * 1024;
/**
 * The institution area's photos and brochure (domain/institution-facts/media.server.ts): each file at most
 * 5 MB, cut to that (and a byte) when a bigger one is sent, so the cut form always fits.
 */
const INSTITUTION_UPLOAD_BODY_LIMIT = (MAX_PHOTOS + 1) * (MAX_MEDIA_FILE_BYTES + 1) + 128 * 1024;

/** Who may send an upload's megabytes: anyone (a claim), a representative, or staff who edit content. */
type Uploader = "anyone" | "representative" | "content";
/**
 * The uploading forms' paths, as React Router's links and single-fetch posts spell them (":slug" takes
 * "x.data" too), their limits, who may send that much, and the limit of each file for the forms whose
 * bigger bodies are read through with their files cut short.
 */
const UPLOAD_PATHS: [url: string, bodyLimit: number, who: Uploader, fileLimit?: number][] = [
  ["/admin/add_program", UPLOAD_BODY_LIMIT, "content"],
  ["/admin/add_program.data", UPLOAD_BODY_LIMIT, "content"],
  ["/admin/program/:id", UPLOAD_BODY_LIMIT, "content"],
  ["/admin/data", DATA_UPLOAD_BODY_LIMIT, "content"],
  ["/admin/data.data", DATA_UPLOAD_BODY_LIMIT, "content"],
  ["/institution/claim/:slug", LETTER_BODY_LIMIT, "anyone", MAX_LETTER_BYTES],
  ["/institution", INSTITUTION_UPLOAD_BODY_LIMIT, "representative", MAX_MEDIA_FILE_BYTES],
  ["/institution.data", INSTITUTION_UPLOAD_BODY_LIMIT, "representative", MAX_MEDIA_FILE_BYTES],
];

const SERVER_BUILD = "build/server/index.js";
const CLIENT_BUILD = "build/client";
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];
/** The methods React Router answers with an action. */
const MUTATIONS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** The refusals a browser's form post sees as the portal's page (app/routes/site/form-not-sent.tsx): status → reason. */
const REFUSALS: Record<number, string> = { 400: "refused", 403: "origin", 413: "too-large", 429: "too-many" };

export interface SiteOptions {
  /** The public address (SITE_URL), the origin of every address React Router sees */
  siteUrl: string;
  mode: string;
  devServer?: ViteDevServer;
  /** The server build, when already loaded (tests give a small one of their own, without client files) */
  build?: ServerBuild;
  getLoadContext(req: FastifyRequest): RouterContextProvider;
  /** Whether this request may send an upload (signed in as `who`): checked before any of the body is read */
  mayUpload(req: FastifyRequest, who: Exclude<Uploader, "anyone">): Promise<boolean>;
}

export async function siteRoutes(app: FastifyInstance, options: SiteOptions) {
  const { siteUrl, mode, devServer } = options;
  if (!devServer && !options.build) await serveBuiltFiles(app);

  // Under the development server the build is asked for at every request (it changes as code is edited).
  // Otherwise it is loaded once, at the first page: the server starts (and says what is wrong with its
  // settings or admin) before anything is built, and React Router derives its routes from it only once.
  const devBuild = () =>
    (devServer!.environments.ssr as RunnableDevEnvironment).runner.import(
      "virtual:react-router/server-build",
    ) as Promise<ServerBuild>;
  // Hindi pages (/hi/…, decision 062) are the same routes under a router whose base is /hi: their links,
  // forms and redirects keep the /hi by themselves.
  const inHindi = (build: ServerBuild): ServerBuild => ({ ...build, basename: HINDI_BASE });
  let built:
    Promise<{ english: RequestHandler; hindi: RequestHandler; reads: ReturnType<typeof pageParameters> }> | undefined;
  const loadBuild = () =>
    (built ??= (async () => {
      const build = options.build ?? ((await import(pathToFileURL(path.resolve(SERVER_BUILD)).href)) as ServerBuild);
      return {
        english: createRequestHandler(build, mode),
        hindi: createRequestHandler(inHindi(build), mode),
        reads: pageParameters(build),
      };
    })().catch((err: unknown) => {
      built = undefined; // tried again at the next request
      throw err;
    }));
  const devHandlers = devServer && {
    english: createRequestHandler(devBuild, mode),
    hindi: createRequestHandler(async () => inHindi(await devBuild()), mode),
  };
  const handleRequest: RequestHandler = async (request, context) => {
    const handlers = devHandlers || (await loadBuild());
    const language = languageOfPath(new URL(request.url).pathname);
    return (language === "hi" ? handlers.hindi : handlers.english)(request, context);
  };
  const readsOf = async () => (devServer ? pageParameters(await devBuild()) : (await loadBuild()).reads);

  // A page's address with a parameter it does not read goes to the address without it (server/page-params.ts).
  app.addHook("onRequest", async (req, reply) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !req.url.includes("?") || NOT_PAGES.test(req.url)) return;
    const reads = await readsOf();
    const canonical = canonicalAddress(req.url, (pathname) => reads(englishPath(pathname)));
    if (canonical !== undefined) return reply.header("cache-control", "public, max-age=3600").redirect(canonical, 301);
  });
  const origin = new URL(siteUrl).origin;

  // A post from another site, or from a page that hid where it came from (Origin: null), never reaches an
  // action. React Router checks the same for pages, but answers a bare "Bad Request", and checks nothing for
  // routes without a page (/resources/enquiry). A post without Origin (no browser sends one) goes on, as there.
  app.addHook("onRequest", async (req) => {
    const from = req.headers.origin;
    if (MUTATIONS.has(req.method) && from !== undefined && originOf(from) !== origin) throw foreignOrigin();
  });

  // A refused form post, in a browser, gets the portal's page with the refusal's status (Retry-After, set by
  // the limiter, stays). Scripts and API clients, and every other error, go on to error-handler.ts's answer.
  app.setErrorHandler(async (err: FastifyError, req, reply) => {
    const status = errorStatus(err);
    if (!(status in REFUSALS) || !isBrowserFormPost(req)) throw err;
    noteRefusal(req, err, status);
    const query = new URLSearchParams({ reason: REFUSALS[status], back: wayBack(req.headers.referer, origin) });
    // Rendered as a GET of its own: the refused post's body is not read, and no action runs.
    const page = await handleRequest(new Request(`${origin}/form-not-sent?${query}`), options.getLoadContext(req));
    const headers = new Headers(page.headers);
    headers.set("Cache-Control", "no-store");
    await sendResponse(reply, new Response(page.body, { status, headers }));
    return reply;
  });

  // Whatever the type, the body is read whole into a buffer, within the route's bodyLimit (Fastify counts the
  // bytes as they arrive, chunked bodies included), before any hook that takes a place in the request queue.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer" }, (_req, body, done) => done(null, body));

  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    // An absolute-form request target (GET http://other/x) is no address of this site.
    if (!req.originalUrl.startsWith("/")) return reply.code(400).send({ message: "Bad address." });
    refuseUnreadableForm(req);
    const request = toFetchRequest(req, reply, origin);
    const formUnreadable = watchFormReading(request);
    const response = await handleRequest(request, options.getLoadContext(req));
    if (formUnreadable()) {
      await response.body?.cancel();
      throw unreadableForm();
    }
    await sendResponse(reply, response);
  };

  app.route({ method: METHODS, url: "*", bodyLimit: FORM_BODY_LIMIT, handler });
  for (const [url, bodyLimit, who, fileLimit] of UPLOAD_PATHS) {
    app.route({
      method: METHODS,
      url,
      bodyLimit,
      // Only the signed-in uploader may send megabytes. Anyone else gets the limit of every other form, so a
      // post with an expired session still reaches React Router, which sends the browser to sign in. The body
      // must then say its length (browsers do for every form): Node delivers no more body than Content-Length.
      preParsing: async (req, _reply, payload) => {
        if (req.method === "GET" || req.method === "HEAD") return;
        if (who === "anyone" || (await options.mayUpload(req, who))) {
          return fileLimit === undefined ? undefined : readThrough(req.headers, payload, { bodyLimit, fileLimit });
        }
        const declared = req.headers["content-length"];
        if (declared === undefined || Number(declared) > FORM_BODY_LIMIT) throw tooLarge();
      },
      handler,
    });
  }
}

/** The serialised origin of an Origin header; undefined for "null" or anything that is no URL. */
function originOf(header: string): string | undefined {
  return URL.parse(header)?.origin;
}

function foreignOrigin() {
  return refusal(403, "PORTAL_FOREIGN_ORIGIN", "Forms from other websites are not accepted.");
}

/**
 * A browser's own form post to a page, which shows the answer as a page. Scripts read the message instead:
 * the lead popup asks for JSON, React Router's own posts go to `.data` addresses, API clients to /api/.
 */
function isBrowserFormPost(req: FastifyRequest): boolean {
  const path = req.url.split("?")[0];
  return (
    MUTATIONS.has(req.method) &&
    !path.startsWith("/api/") &&
    !path.endsWith(".data") &&
    (req.headers.accept ?? "").includes("text/html")
  );
}

/** The page the form was on (its Referer) when it is one of this site's; else the home page. */
function wayBack(referer: string | undefined, origin: string): string {
  const from = referer === undefined ? undefined : URL.parse(referer);
  return from && from.origin === origin ? from.pathname + from.search : "/";
}

/** The same refusal as Fastify's own when a body passes the route's bodyLimit. */
function tooLarge() {
  return refusal(413, "FST_ERR_CTP_BODY_TOO_LARGE", "The request is too large.");
}

/** The Fetch API request React Router expects, at SITE_URL, with the body already read. */
function toFetchRequest(req: FastifyRequest, reply: FastifyReply, origin: string): Request {
  const controller = new AbortController();
  reply.raw.once("close", () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const body = req.body as Buffer | undefined;
  return new Request(origin + req.originalUrl, {
    method: req.method,
    headers: createHeaders(req.headers),
    signal: controller.signal,
    body:
      req.method === "GET" || req.method === "HEAD" || !body
        ? undefined
        : (new Uint8Array(body.buffer, body.byteOffset, body.length) as Uint8Array<ArrayBuffer>),
  });
}

/** The client build: hashed assets for a year, the rest (favicon, robots.txt) for an hour, compressed ahead. */
async function serveBuiltFiles(app: FastifyInstance) {
  const root = path.resolve(CLIENT_BUILD);
  const assets = path.join(root, "assets");
  await app.register(fastifyStatic, {
    root,
    prefix: "/",
    wildcard: false,
    cacheControl: false,
    dotfiles: "ignore",
    etag: true,
    lastModified: true,
    // The build writes x.js.br and x.js.gz beside each script and stylesheet (scripts/precompress-assets.ts).
    preCompressed: true,
    setHeaders(res, filePath) {
      res.setHeader(
        "cache-control",
        filePath.startsWith(assets) ? "public, max-age=31536000, immutable" : "public, max-age=3600",
      );
      res.setHeader("vary", "accept-encoding");
    },
  });
}
