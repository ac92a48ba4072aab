// Card slider items: the "Select Your Study Goal" cards.
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { cardSliders } from "../../db/schema.ts";

export type CardSlider = typeof cardSliders.$inferSelect;

export function listCardSliders(db: Database): Promise<CardSlider[]> {
  return db.select().from(cardSliders).orderBy(asc(cardSliders.createdAt), asc(cardSliders.id));
}

export async function getCardSliderById(db: Database, id: string): Promise<CardSlider | undefined> {
  const [row] = await db.select().from(cardSliders).where(eq(cardSliders.id, id));
  return row;
}
