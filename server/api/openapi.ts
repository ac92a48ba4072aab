// The OpenAPI 3.1 document's frame for @fastify/swagger, which fills in every route from its zod schemas
// (fastify-type-provider-zod's jsonSchemaTransform; OpenAPI 3.1 speaks JSON Schema 2020-12).
import type { FastifyDynamicSwaggerOptions, SwaggerTransform } from "@fastify/swagger";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { z } from "zod";

function inputJsonSchema(schema: z.ZodType) {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, {
    io: "input",
    unrepresentable: "any",
    target: "draft-2020-12",
  });
  return rest;
}

/** Each route's schemas as JSON Schema, plus the bodies a handler reads itself (a program form with its
 * image: multipart/form-data), which Fastify does not check for it. */
const transform: SwaggerTransform = (document) => {
  const result = jsonSchemaTransform(document);
  const form = document.route.config?.documentedForm;
  if (!form) return result;
  const content = Object.fromEntries(
    Object.entries(form).map(([type, schema]) => [type, { schema: inputJsonSchema(schema as z.ZodType) }]),
  );
  return { ...result, schema: { ...result.schema, body: { content } } };
};

export function openApiOptions({ sessionCookie }: { sessionCookie: string }): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
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
    },
    transform,
  };
}
