// GET /admin/institutions/files/{file}: a photo or brochure an institution sent, for the editor who decides
// the change (the admin layout's guard lets only staff who edit content this far).
import { dbContext } from "#context";
import { reviewFileResponse } from "../../lib/institution-file.server.ts";
import type { Route } from "./+types/institution-file";

export async function loader({ params, context }: Route.LoaderArgs) {
  return reviewFileResponse(context.get(dbContext), params.file);
}
