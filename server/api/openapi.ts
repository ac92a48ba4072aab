// The OpenAPI 3.1 document, generated from the same operation list the routes come from, and the zod
// schemas each operation names (z.toJSONSchema; OpenAPI 3.1 speaks JSON Schema 2020-12).
import { z } from "zod";
import { pageQuerySchema } from "./http.ts";
import type { Operation } from "./operations.ts";

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" });
  return rest;
}

function parameters(op: Operation) {
  const inPath = [...op.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name,
    in: "path",
    required: true,
    schema: { type: "string" },
  }));
  const query = op.paged ? (op.query ? op.query.extend(pageQuerySchema.shape) : pageQuerySchema) : op.query;
  const props = query ? ((jsonSchema(query, "input").properties ?? {}) as Record<string, JsonSchema>) : {};
  const inQuery = Object.entries(props).map(([name, schema]) => ({ name, in: "query", required: false, schema }));
  return [...inPath, ...inQuery];
}

function requestBody(op: Operation) {
  const content: Record<string, { schema: JsonSchema }> = {};
  if (op.body) content["application/json"] = { schema: jsonSchema(op.body, "input") };
  if (op.multipart) content["multipart/form-data"] = { schema: jsonSchema(op.multipart, "input") };
  return Object.keys(content).length ? { required: true, content } : undefined;
}

function responses(op: Operation) {
  const out: Record<string, unknown> = {};
  const all = { ...op.responses };
  if (op.admin) all[401] ??= { description: "Not signed in, or a missing X-XSRF-TOKEN header on a change" };
  for (const [status, r] of Object.entries(all)) {
    out[status] = r.schema
      ? { description: r.description, content: { "application/json": { schema: jsonSchema(r.schema, "output") } } }
      : { description: r.description };
  }
  return out;
}

export function openApiDocument(operations: Operation[], { sessionCookie }: { sessionCookie: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    const path = op.path.replace(/:(\w+)/g, "{$1}");
    paths[path] ??= {};
    paths[path][op.method.toLowerCase()] = {
      tags: [op.tag],
      summary: op.summary,
      ...(op.description ? { description: op.description } : {}),
      operationId: `${op.method.toLowerCase()}${path.replace(/[^A-Za-z0-9]+/g, "_")}`,
      parameters: parameters(op),
      requestBody: requestBody(op),
      responses: responses(op),
      ...(op.admin ? { security: [{ sessionCookie: [], xsrfHeader: [] }, { bearer: [] }] } : {}),
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Admissions portal API",
      version: "1.0.0",
      description:
        "Paths and field names follow the original client contract (SPEC.md §7), odd spellings included " +
        "(`coursesDeatils`, `bannnerHeading`, `cardCollageTitle`). Errors are `{ message }`; invalid input is a 400 " +
        "`{ message, errors: { field: text } }`. See docs/api.md for sign-in and CSRF.",
    },
    servers: [{ url: "/" }],
    components: {
      securitySchemes: {
        sessionCookie: { type: "apiKey", in: "cookie", name: sessionCookie },
        xsrfHeader: { type: "apiKey", in: "header", name: "X-XSRF-TOKEN" },
        bearer: { type: "http", scheme: "bearer" },
      },
    },
    paths,
  };
}
