// /admin/add_cardslider and /admin/cardslider/{id}: a "Select Your Study Goal" card (SPEC.md §5: all five
// fields required, card name from a select with 'Select a card').
import { data } from "react-router";
import { z } from "zod";
import { dbContext, loggerContext } from "#context";
import { cardNames, cardSliderInputSchema } from "../../../domain/card-sliders/card-sliders.schema.ts";
import { REQUIRED } from "../../../domain/fields.ts";
import {
  createCardSlider,
  getCardSliderById,
  updateCardSlider,
} from "../../../domain/card-sliders/card-sliders.server.ts";
import { AdminForm, FormFrame, SaveButton } from "../../components/admin/form-kit.tsx";
import { TextField } from "../../components/forms/checked-form.tsx";
import { ChoiceField } from "../../components/forms/checked-form.tsx";
import { useAdminForm } from "../../components/admin/use-admin-form.ts";
import { noReloadAfterFailedSave } from "../../lib/admin-client-action.ts";
import { readAdminForm, saveForm } from "../../lib/admin-save.server.ts";
import { keepFormOnNetworkError } from "../../lib/form-result.ts";
import type { Route } from "./+types/card-slider-form";
import { auditedSave } from "../../../domain/audit/record-change.server.ts";
import { auditActor } from "../../lib/audit-actor.server.ts";

// An unchosen card reads 'This field is required', like every other empty field of this form.
const formSchema = cardSliderInputSchema.extend({
  cardName: z.string({ error: REQUIRED }).min(1, REQUIRED).pipe(cardSliderInputSchema.shape.cardName),
});

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!params.id) return { card: null };
  const card = await getCardSliderById(context.get(dbContext), params.id);
  if (!card) throw data(null, { status: 404 });
  return { card };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const db = context.get(dbContext);
  const id = params.id;
  return saveForm(
    readAdminForm(await request.formData(), formSchema),
    (input) =>
      auditedSave(db, auditActor(context), "card-slider", id, getCardSliderById, (tx) =>
        id ? updateCardSlider(tx, id, input) : createCardSlider(tx, input),
      ),
    {
      saved: id ? "Changes saved." : "Form submitted successfully!",
      failed: "Something went wrong. Please try again.",
      redirectTo: "/admin/cardslider",
    },
    context.get(loggerContext),
  );
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return keepFormOnNetworkError(serverAction, "Something went wrong. Please try again.");
}

export const shouldRevalidate = noReloadAfterFailedSave;

export default function CardSliderForm({ loaderData, actionData }: Route.ComponentProps) {
  const card = loaderData.card;
  const [form, fields] = useAdminForm(formSchema, actionData, { defaultValue: card });
  return (
    <FormFrame
      title={card ? "Edit Card Slider" : "Add Card Slider"}
      backTo="/admin/cardslider"
      backLabel="Card slider list"
      intro="A card of 'Select Your Study Goal' on the home page; each link opens /c_pages/{link}."
    >
      <AdminForm form={form} answer={actionData} className="grid gap-4 sm:grid-cols-2">
        <ChoiceField field={fields.cardName} label="Card name" required empty="Select a card" options={cardNames} />
        <TextField field={fields.collegeTitle} label="College title" />
        <TextField field={fields.linkName1} label="Link name 1" />
        <TextField field={fields.linkName2} label="Link name 2" />
        <TextField field={fields.linkName3} label="Link name 3" />
        <div className="sm:col-span-2">
          <SaveButton label={card ? "Save changes" : "Submit"} />
        </div>
      </AdminForm>
    </FormFrame>
  );
}
