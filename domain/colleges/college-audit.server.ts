// A college page's create, edit and delete in the audit trail (decision 060): its fields before and after,
// the courses as one field (what a reader compares is the list as the form shows it).
import type { Database } from "../../db/client.server.ts";
import { type AuditActor, recordAudit } from "../audit/audit.server.ts";
import { diffFields } from "../audit/masking.ts";

/** A college page as read back (colleges.server.ts's College, named here by shape to keep the imports one way). */
interface College {
  id: string;
  slug: string;
  name: string;
  createdAt: Date;
  updatedAt: Date;
  courses: { name: string; fees: string; eligibility: string; applicationDate: string }[];
}

/** The fields staff edit: not the ids, the slug or the timestamps, which nobody typed. */
function editedFields(college: College | undefined): Record<string, unknown> {
  if (!college) return {};
  const { id: _id, slug: _slug, createdAt: _c, updatedAt: _u, courses, ...fields } = college;
  return {
    ...fields,
    courses: courses.map((c) => ({
      name: c.name,
      fees: c.fees,
      eligibility: c.eligibility,
      applicationDate: c.applicationDate,
    })),
  };
}

export function recordCollegeChange(
  db: Database,
  actor: AuditActor,
  action: "college.create" | "college.update" | "college.delete",
  before: College | undefined,
  after: College | undefined,
) {
  const college = (after ?? before)!;
  return recordAudit(db, {
    actor,
    action,
    subject: { kind: "college", id: college.id, label: college.name },
    changes: diffFields(editedFields(before), editedFields(after)),
  });
}
