// What an address nothing answers gets (an image not stored, a method a page does not take): a plain message
// that never repeats the address. Fastify's own ("Route GET:/x not found") echoes it, so a crafted link would
// show text of a stranger's choosing on the portal's origin. The API has its own, pointing at its docs.
import type { FastifyInstance } from "fastify";

export const NOT_FOUND_MESSAGE = "There is nothing at this address.";

export function addNotFoundHandler(app: FastifyInstance) {
  app.setNotFoundHandler((_req, reply) => reply.code(404).send({ message: NOT_FOUND_MESSAGE }));
}
