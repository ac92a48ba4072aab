// /admin/cardslider: the "Select Your Study Goal" cards, with Add, Edit and Delete.
import { dbContext } from "#context";
import { deleteCardSlider, getCardSliderById } from "../../../domain/card-sliders/card-sliders.server.ts";
import { searchCardSliders } from "../../../domain/card-sliders/card-sliders-search.server.ts";
import { Cell, ListPage, Row } from "../../components/admin/list-page.tsx";
import { RowActions } from "../../components/admin/delete-dialog.tsx";
import { deleteAction, listQuery } from "../../lib/admin-list.server.ts";
import type { Route } from "./+types/card-sliders";
import { auditedDelete } from "../../../domain/audit/record-change.server.ts";
import { auditActor } from "../../lib/audit-actor.server.ts";

export async function loader({ context, url }: Route.LoaderArgs) {
  const query = listQuery(url);
  return { ...query, ...(await searchCardSliders(context.get(dbContext), query)) };
}

export function action({ request, context }: Route.ActionArgs) {
  const db = context.get(dbContext);
  return deleteAction(
    request,
    (id) => auditedDelete(db, auditActor(context), "card-slider", id, getCardSliderById, deleteCardSlider),
    "Card deleted.",
    "Failed to delete the slider. Please try again.",
  );
}

export default function CardSliders({ loaderData: d }: Route.ComponentProps) {
  return (
    <ListPage
      title="Card slider"
      addLabel="Add Card Slider"
      addTo="/admin/add_cardslider"
      deleteQuestion="Are you sure you want to delete this slider?"
      searchLabel="Search cards"
      q={d.q}
      total={d.total}
      page={d.page}
      pageSize={d.limit}
      headers={["Card name", "College title", "Links", ""]}
    >
      {d.rows.map((r) => (
        <Row key={r.id}>
          <Cell label="Card name" strong>
            {r.cardName}
          </Cell>
          <Cell label="College title">{r.collegeTitle}</Cell>
          <Cell label="Links">{[r.linkName1, r.linkName2, r.linkName3].join(" · ")}</Cell>
          <RowActions id={r.id} name={`${r.cardName}: ${r.collegeTitle}`} editTo={`/admin/cardslider/${r.id}`} />
        </Row>
      ))}
    </ListPage>
  );
}
