// The admin list of study-goal cards: search by any of its texts, newest first, one page at a time.
import { count, desc } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { cardSliders } from "../../db/schema.ts";
import { type Found, matchesAny, type Search } from "../search.ts";
import type { CardSlider } from "./card-sliders.server.ts";

export async function searchCardSliders(db: Database, { q, limit, offset }: Search): Promise<Found<CardSlider>> {
  const where = matchesAny(q, [
    cardSliders.cardName,
    cardSliders.collegeTitle,
    cardSliders.linkName1,
    cardSliders.linkName2,
    cardSliders.linkName3,
  ]);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(cardSliders)
      .where(where)
      .orderBy(desc(cardSliders.createdAt), desc(cardSliders.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(cardSliders).where(where),
  ]);
  return { rows, total: n };
}
