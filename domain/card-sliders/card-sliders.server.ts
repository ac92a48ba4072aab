// Card slider items: the "Select Your Study Goal" cards.
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { cardSliders } from "../../db/schema.ts";
import { isUuid } from "../ids.ts";
import type { Page } from "../paging.ts";
import type { CardSliderInput } from "./card-sliders.schema.ts";

export type CardSlider = typeof cardSliders.$inferSelect;

export async function listCardSliders(db: Database, page?: Page): Promise<CardSlider[]> {
  const query = db.select().from(cardSliders).orderBy(asc(cardSliders.createdAt), asc(cardSliders.id)).$dynamic();
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export async function getCardSliderById(db: Database, id: string): Promise<CardSlider | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(cardSliders).where(eq(cardSliders.id, id));
  return row;
}

export async function createCardSlider(db: Database, input: CardSliderInput): Promise<CardSlider> {
  const [row] = await db.insert(cardSliders).values(input).returning();
  return row;
}

/** Undefined when there is no such card. */
export async function updateCardSlider(
  db: Database,
  id: string,
  input: CardSliderInput,
): Promise<CardSlider | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.update(cardSliders).set(input).where(eq(cardSliders.id, id)).returning();
  return row;
}

/** False when there was no such card. */
export async function deleteCardSlider(db: Database, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db.delete(cardSliders).where(eq(cardSliders.id, id)).returning({ id: cardSliders.id });
  return rows.length > 0;
}
