// Card slider items over REST (SPEC.md §7): cardCollageTitle and linkname1..3 are the API's spellings.
import { z } from "zod";
import {
  cardNames,
  cardSliderInputSchema,
  type CardSliderInput,
} from "../../domain/card-sliders/card-sliders.schema.ts";
import {
  type CardSlider,
  createCardSlider,
  deleteCardSlider,
  listCardSliders,
  updateCardSlider,
  getCardSliderById,
} from "../../domain/card-sliders/card-sliders.server.ts";
import { notFound, pageFrom, pageQuerySchema, renamed, unrenamed } from "./http.ts";
import { type ApiContext, type Operation, operation } from "./operations.ts";
import { badRequestSchema, messageSchema } from "./shapes.ts";
import { auditedDelete, auditedSave } from "../../domain/audit/record-change.server.ts";
import { apiActor } from "./audit-actor.ts";

const names = {
  collegeTitle: "cardCollageTitle",
  linkName1: "linkname1",
  linkName2: "linkname2",
  linkName3: "linkname3",
};
const cardSliderBodySchema = renamed(cardSliderInputSchema, names);

const apiCardSliderSchema = z.object({
  _id: z.uuid(),
  cardName: z.enum(cardNames),
  cardCollageTitle: z.string(),
  linkname1: z.string(),
  linkname2: z.string(),
  linkname3: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

function toApiCardSlider(c: CardSlider) {
  return {
    _id: c.id,
    cardName: c.cardName as (typeof cardNames)[number], // checked when the answer is sent
    cardCollageTitle: c.collegeTitle,
    linkname1: c.linkName1,
    linkname2: c.linkName2,
    linkname3: c.linkName3,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

const input = (body: z.output<typeof cardSliderBodySchema>) => unrenamed(body, names) as CardSliderInput;
const gone = "No card slider with this id.";

export function cardSliderOperations({ db }: ApiContext): Operation[] {
  const tag = "Card sliders";
  return [
    operation({
      method: "GET",
      path: "/api/admin/get_cardslider",
      tag,
      summary: "All card slider items, oldest first",
      query: pageQuerySchema,
      responses: {
        200: { description: "The cards", schema: z.object({ allCardslider: z.array(apiCardSliderSchema) }) },
      },
      handler: async (req) => ({
        allCardslider: (await listCardSliders(db, pageFrom(req.query))).map(toApiCardSlider),
      }),
    }),
    operation({
      method: "POST",
      path: "/api/admin/create_cardslider",
      tag,
      admin: "content",
      summary: "Add a card slider item",
      body: cardSliderBodySchema,
      responses: {
        201: { description: "Created", schema: z.object({ message: z.string(), cardSlider: apiCardSliderSchema }) },
        400: { description: "Invalid fields", schema: badRequestSchema },
      },
      handler: async (req, reply) => {
        const body = input(req.body);
        const card = (await auditedSave(db, apiActor(req), "card-slider", undefined, getCardSliderById, (tx) =>
          createCardSlider(tx, body),
        ))!;
        return reply.code(201).send({ message: "Form submitted successfully!", cardSlider: toApiCardSlider(card) });
      },
    }),
    operation({
      method: "PUT",
      path: "/api/admin/cardslider/:id",
      tag,
      admin: "content",
      summary: "Correct a card slider item",
      body: cardSliderBodySchema,
      responses: {
        200: { description: "Updated", schema: z.object({ message: z.string(), cardSlider: apiCardSliderSchema }) },
        400: { description: "Invalid fields", schema: badRequestSchema },
        404: { description: "No such card", schema: messageSchema },
      },
      handler: async (req, reply) => {
        const body = input(req.body);
        const card = await auditedSave(db, apiActor(req), "card-slider", req.params.id, getCardSliderById, (tx) =>
          updateCardSlider(tx, req.params.id, body),
        );
        if (!card) return notFound(reply, gone);
        return { message: "Card slider updated successfully!", cardSlider: toApiCardSlider(card) };
      },
    }),
    operation({
      method: "DELETE",
      path: "/api/admin/delete_slider/:id",
      tag,
      admin: "content",
      summary: "Delete a card slider item",
      responses: {
        200: { description: "Deleted", schema: messageSchema },
        404: { description: "No such card (or already deleted)", schema: messageSchema },
      },
      handler: async (req, reply) => {
        if (
          !(await auditedDelete(db, apiActor(req), "card-slider", req.params.id, getCardSliderById, deleteCardSlider))
        )
          return notFound(reply, gone);
        return { message: "Slider deleted successfully." };
      },
    }),
  ];
}
