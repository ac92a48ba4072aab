// GET /institution/files/{file}: a photo or brochure the representative's institution sent, before or after
// an editor published it. Another institution's file is not found: the institution is the session's.
import { dbContext } from "#context";
import { reviewFileResponse } from "../../lib/institution-file.server.ts";
import { representativeContext, representativeGuard } from "../../lib/institution-session.server.ts";
import type { Route } from "./+types/file";

export const middleware: Route.MiddlewareFunction[] = [representativeGuard];

export async function loader({ params, context }: Route.LoaderArgs) {
  return reviewFileResponse(context.get(dbContext), params.file, context.get(representativeContext).institutionCode);
}
