// Every table of the portal. Names are clean here; server/api maps them to SPEC.md §7's field names.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type PgDatabase,
  type PgQueryResultHKT,
} from "drizzle-orm/pg-core";
import { cutoffTables } from "./cutoffs-schema.ts";
import { institutionClaimTables } from "./institution-claims-schema.ts";
import { catalogueTables, institutions } from "./institutions-schema.ts";
import { ageBands, noticeLanguages } from "./consent-values.ts";
import { callOutcomes, leadEventKinds, leadStatuses } from "./lead-follow-up-values.ts";
import { reviewStatuses, type ReviewStatus } from "./review-values.ts";
import { accountRoles, staffLinkPurposes, staffRoles } from "./staff-values.ts";

export { ageBands, noticeLanguages, callOutcomes, leadEventKinds, leadStatuses };
/** brochure: what the student asked for; call: a counsellor of the portal may call; share: with an institution */
export const consentPurposes = ["brochure", "call", "share"] as const;
export type ConsentPurpose = (typeof consentPurposes)[number];
export const leadLinkKinds = ["my-data", "guardian"] as const;

const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

export const colleges = pgTable(
  "colleges",
  {
    id: uuid().primaryKey().defaultRandom(),
    slug: text().notNull().unique(),
    name: text().notNull(),
    subheading: text().notNull().default(""),
    logo: text().notNull().default(""),
    city: text().notNull(),
    state: text().notNull(),
    rank: integer(),
    fee: text().notNull(),
    placementAvg: text().notNull(),
    placementHigh: text().notNull(),
    eligibility: text().notNull().default(""),
    bannerText: text().notNull(),
    bannerSubText: text().notNull(),
    heading: text().notNull(),
    subHeading1: text().notNull(),
    subHeading2: text().notNull(),
    /** When staff last checked the fees, placements and dates above, and where they read them */
    figuresAsOf: date({ mode: "string" }),
    figuresSourceUrl: text(),
    /** A demo page: its fees, placements and dates are illustrations, and the page says so */
    demo: boolean().notNull().default(false),
    /** The public institution this page is about, when staff or the demo data linked one */
    institutionCode: text().references(() => institutions.code, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    index("colleges_institution_idx").on(t.institutionCode),
    index("colleges_state_idx").on(sql`lower(${t.state})`),
    index("colleges_city_idx").on(sql`lower(${t.city})`),
    index("colleges_rank_name_idx").on(t.rank, t.name),
    // Place look-ups ignore case, spaces and punctuation ("TamilNadu", "Tamil Nadu"): see college-search.
    index("colleges_city_key_idx").on(sql`regexp_replace(lower(${t.city}), '[^a-z]', '', 'g')`),
    index("colleges_state_key_idx").on(sql`regexp_replace(lower(${t.state}), '[^a-z]', '', 'g')`),
    // Lets the filter bar list the distinct states and cities by skipping through the index.
    index("colleges_state_city_idx").on(t.state, t.city),
  ],
);

export const collegeCourses = pgTable(
  "college_courses",
  {
    id: uuid().primaryKey().defaultRandom(),
    collegeId: uuid()
      .notNull()
      .references(() => colleges.id, { onDelete: "cascade" }),
    position: integer().notNull().default(0),
    name: text().notNull(),
    fees: text().notNull(),
    eligibility: text().notNull(),
    applicationDate: text().notNull(),
    ...timestamps,
  },
  (t) => [
    index("college_courses_college_idx").on(t.collegeId, t.position),
    // Course look-ups ignore case and punctuation: "btech", "B.Tech" and "B. Tech" are one course.
    index("college_courses_key_idx").on(sql`regexp_replace(lower(${t.name}), '[^a-z0-9]', '', 'g')`),
  ],
);

export const streams = pgTable(
  "streams",
  {
    id: uuid().primaryKey().defaultRandom(),
    collegeId: uuid()
      .notNull()
      .references(() => colleges.id, { onDelete: "cascade" }),
    courseId: uuid()
      .notNull()
      .references(() => collegeCourses.id, { onDelete: "cascade" }),
    name: text().notNull(),
    fee: text().notNull(),
    applicationDate: date({ mode: "string" }).notNull(),
    ...timestamps,
  },
  (t) => [index("streams_course_idx").on(t.collegeId, t.courseId), index("streams_created_idx").on(t.createdAt)],
);

export const navCoursePages = pgTable(
  "nav_course_pages",
  {
    id: uuid().primaryKey().defaultRandom(),
    pageName: text().notNull(),
    bannerHeading: text().notNull(),
    bannerText: text().notNull(),
    title: text().notNull(),
    heading: text().notNull(),
    subHeading: text().notNull(),
    imgHeading: text().notNull(),
    imgPara1: text().notNull(),
    imgPara2: text().notNull(),
    tableHeading: text().notNull(),
    tableText: text().notNull(),
    ...timestamps,
  },
  (t) => [index("nav_course_pages_created_idx").on(t.createdAt)],
);

export const cardSliders = pgTable(
  "card_sliders",
  {
    id: uuid().primaryKey().defaultRandom(),
    cardName: text().notNull(),
    collegeTitle: text().notNull(),
    linkName1: text().notNull(),
    linkName2: text().notNull(),
    linkName3: text().notNull(),
    ...timestamps,
  },
  (t) => [index("card_sliders_created_idx").on(t.createdAt)],
);

export const programs = pgTable(
  "programs",
  {
    id: uuid().primaryKey().defaultRandom(),
    image: text().notNull(),
    name: text().notNull(),
    imageAlt: text().notNull(),
    bannerHeading: text().notNull(),
    bannerSubHeading: text().notNull(),
    title: text().notNull(),
    ...timestamps,
  },
  (t) => [index("programs_created_idx").on(t.createdAt)],
);

export const programCourses = pgTable(
  "program_courses",
  {
    id: uuid().primaryKey().defaultRandom(),
    programId: uuid()
      .notNull()
      .references(() => programs.id, { onDelete: "cascade" }),
    position: integer().notNull().default(0),
    course: text().notNull(),
    fees: text().notNull(),
    eligibility: text().notNull(),
    applicationDate: text().notNull(),
  },
  (t) => [index("program_courses_program_idx").on(t.programId, t.position)],
);

export const leads = pgTable(
  "leads",
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    city: text().notNull(),
    course: text().notNull(),
    terms: boolean().notNull().default(false),
    termsAcceptedAt: timestamp({ withTimezone: true }),
    source: text().notNull().default("counselling"),
    context: text().notNull().default(""),
    // The privacy notice shown with the form (domain/consent/notice.ts), in the language the student read it
    // in; null for a lead posted through the API, which shows no notice and so records the brochure only.
    noticeVersion: text(),
    language: text({ enum: noticeLanguages }).notNull().default("en"),
    // "under-18" needs a parent or guardian's confirmation before anything beyond the brochure happens.
    ageBand: text({ enum: ageBands }),
    guardianName: text(),
    guardianEmail: text(),
    guardianConfirmedAt: timestamp({ withTimezone: true }),
    /** When the student withdrew the last purpose beyond the brochure: staff no longer see the lead */
    withdrawnAt: timestamp({ withTimezone: true }),
    // Follow-up by staff (docs/decisions/058-enquiry-follow-up.md); every change is also a line of lead_history.
    status: text({ enum: leadStatuses }).notNull().default("new"),
    /** The staff member following it up; null: in the pool */
    assignedTo: uuid().references(() => admins.id, { onDelete: "set null" }),
    nextCallAt: timestamp({ withTimezone: true }),
    /** The first call logged or the first status beyond "new": what the dashboard's 24 hours are measured to */
    contactedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("leads_created_idx").on(t.createdAt),
    index("leads_dedupe_idx").on(t.email, t.phone, t.source, t.context, t.createdAt),
    index("leads_assigned_next_call_idx").on(t.assignedTo, t.nextCallAt),
    check(
      "leads_status_check",
      sql`${t.status} in ('new', 'contacted', 'counselled', 'applied', 'joined', 'not-reachable', 'closed')`,
    ),
  ],
);

/**
 * What staff did with an enquiry, one line each: a status change, a note, a call (its outcome and note), the
 * next call set, an assignment. Who by is kept as an email too, so the line still says who when the account
 * is gone. Deleted with the enquiry (erasure, retention): notes about a student are personal data.
 */
export const leadHistory = pgTable(
  "lead_history",
  {
    id: uuid().primaryKey().defaultRandom(),
    leadId: uuid()
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    kind: text({ enum: leadEventKinds }).notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
    byAdminId: uuid().references(() => admins.id, { onDelete: "set null" }),
    byEmail: text().notNull(),
    /** "status": the new status */
    status: text({ enum: leadStatuses }),
    /** "call": how it went */
    outcome: text({ enum: callOutcomes }),
    /** "note", or a call's note */
    note: text(),
    /** "call" or "scheduled": the next call set */
    nextCallAt: timestamp({ withTimezone: true }),
    /** "assigned": to whom (null: back to the pool) */
    assigneeId: uuid().references(() => admins.id, { onDelete: "set null" }),
    assigneeEmail: text(),
  },
  (t) => [
    index("lead_history_lead_idx").on(t.leadId, t.at),
    check("lead_history_kind_check", sql`${t.kind} in ('status', 'note', 'call', 'scheduled', 'assigned')`),
  ],
);

/**
 * What the student agreed to with a lead, one row per purpose (and per institution for sharing), so each
 * can be withdrawn on its own. Nothing here is ever pre-ticked: a row exists only when the student chose it.
 */
export const leadConsents = pgTable(
  "lead_consents",
  {
    id: uuid().primaryKey().defaultRandom(),
    leadId: uuid()
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    purpose: text({ enum: consentPurposes }).notNull(),
    /** The institution the details may be shared with ("share" only; "" otherwise) */
    institution: text().notNull().default(""),
    grantedAt: timestamp({ withTimezone: true }).notNull(),
    withdrawnAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("lead_consents_purpose_idx").on(t.leadId, t.purpose, t.institution),
    check("lead_consents_purpose_check", sql`${t.purpose} in ('brochure', 'call', 'share')`),
  ],
);

/**
 * Links sent to a student (their own data) or to a guardian (to confirm): only the SHA-256 of the random token
 * is kept, so the table cannot be turned into working links, and each link expires.
 */
export const leadLinks = pgTable(
  "lead_links",
  {
    tokenHash: text().primaryKey(),
    leadId: uuid()
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    kind: text({ enum: leadLinkKinds }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index("lead_links_lead_idx").on(t.leadId), index("lead_links_expires_idx").on(t.expiresAt)],
);

/** Leads the student erased: only how many, by the day they were made, so the dashboard's totals hold. */
export const erasedLeads = pgTable(
  "erased_leads",
  {
    day: date({ mode: "string" }).notNull(),
    source: text().notNull(),
    count: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.source] })],
);

/**
 * Emails waiting to go out. Written in the same transaction as what they confirm, so a crash between the two
 * loses neither; deleted once sent (an address is personal data) and with their lead when it is erased.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid().primaryKey().defaultRandom(),
    leadId: uuid().references(() => leads.id, { onDelete: "cascade" }),
    to: text().notNull(),
    subject: text().notNull(),
    body: text().notNull(),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("mail_outbox_next_idx").on(t.nextAttemptAt)],
);

// Staff accounts. Each has one role (domain/admins/roles.ts says what a role may do). Accounts that existed
// before roles could do everything, so the column's default, which the migration gave them, is admin; the
// portal's own code always names the role (an invite's, or admin for the account ADMIN_EMAIL names).
export const admins = pgTable(
  "admins",
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull().unique(),
    passwordHash: text().notNull(),
    /** How colleagues know this person on the staff list; set from the invite */
    name: text(),
    role: text({ enum: accountRoles }).notNull().default("admin"),
    /**
     * A representative's institution (decision 059): that account sees and edits only this institution, in
     * its own area, and is refused the admin area. Staff accounts have none.
     */
    institutionCode: text(),
    /** A disabled account cannot sign in, and its sessions were ended when it was disabled */
    disabledAt: timestamp({ withTimezone: true }),
    lastSignInAt: timestamp({ withTimezone: true }),
    /**
     * The TOTP secret (base32) of the account's authenticator app. It must be readable to check a code, so it
     * is kept as it is; it is asked for only after the password. Set but not yet confirmed while setting up.
     */
    totpSecret: text(),
    /** When the staff member confirmed the secret with a code: from then on, sign-in asks for one */
    totpEnabledAt: timestamp({ withTimezone: true }),
    /** The last TOTP time step accepted: a code seen once is not accepted again */
    totpLastStep: integer(),
    ...timestamps,
  },
  (t) => [
    check("admins_role_check", sql`${t.role} in ('admin', 'editor', 'counsellor', 'moderator', 'representative')`),
    check("admins_institution_check", sql`(${t.role} = 'representative') = (${t.institutionCode} is not null)`),
  ],
);

// One-time links mailed to staff: an invite (the account is made when the colleague sets a password) or a
// password reset. Only the token's SHA-256 is kept; a link is deleted when it is used, so it works once.
export const staffLinks = pgTable(
  "staff_links",
  {
    id: text().primaryKey(),
    purpose: text({ enum: staffLinkPurposes }).notNull(),
    email: text().notNull(),
    /** An invite's name and role for the new account */
    name: text(),
    role: text({ enum: staffRoles }),
    /** A reset's account */
    adminId: uuid().references(() => admins.id, { onDelete: "cascade" }),
    /** A claim's institution: the account made is its representative's */
    institutionCode: text(),
    /** Who sent an invite (an email, kept when that account goes) */
    invitedBy: text(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("staff_links_email_idx").on(t.email, t.purpose)],
);

export const sessions = pgTable(
  "sessions",
  {
    // The SHA-256 of the token the browser holds: a leaked table does not sign anyone in.
    id: text().primaryKey(),
    adminId: uuid()
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    csrfToken: text().notNull(),
    persistent: boolean().notNull().default(false),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    // When the session was last used (written at most about once a minute): an idle session ends early.
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sessions_admin_idx").on(t.adminId), index("sessions_expires_idx").on(t.expiresAt)],
);

// Sign-in attempts per key: one account at one client address, and one client address across accounts
// (domain/admins/login-throttle.server.ts). In the database, not in memory, so the REST API, the admin pages
// and several processes count together; each attempt is counted by one statement before its password is checked.
export const loginThrottle = pgTable(
  "login_throttle",
  {
    key: text().primaryKey(),
    /** Attempts since the key was last quiet for an hour (a successful sign-in takes its own back) */
    attempts: integer().notNull(),
    lastAttemptAt: timestamp({ withTimezone: true }).notNull(),
    /** No attempt is checked before this time; it grows with each attempt made beyond the limit */
    blockedUntil: timestamp({ withTimezone: true }),
    /** Whether the latest attempt was refused: read back by the statement that counted it */
    lastRefused: boolean().notNull().default(false),
  },
  (t) => [index("login_throttle_last_attempt_idx").on(t.lastAttemptAt)],
);

/** One answered step of a college review: see domain/reviews/reviews.schema.ts. */
export interface ReviewStepRecord {
  step: number;
  key: string;
  title: string;
  rating: number;
  text: string;
}

export { reviewStatuses, type ReviewStatus };

// Student reviews written through /review. They wait as "pending" until staff approve or reject them.
export const reviews = pgTable(
  "reviews",
  {
    id: uuid().primaryKey().defaultRandom(),
    collegeName: text().notNull(),
    courseName: text().notNull(),
    status: text({ enum: reviewStatuses }).notNull().default("pending"),
    steps: jsonb().$type<ReviewStepRecord[]>().notNull(),
    reviewerName: text().notNull(),
    email: text().notNull(),
    phone: text(),
    consent: boolean().notNull(),
    consentAt: timestamp({ withTimezone: true }),
    /**
     * The institution of the public catalogue reviewed (institutions.code), when the college was picked from
     * the form's list or its name matches one institution: what the institution page reads. No foreign key:
     * the catalogue is replaced whole when the datasets are refreshed (docs/decisions/029-reviews-linked-to-institutions.md).
     */
    institutionCode: text(),
    /** The closest earlier review of the same college at submission, and how alike their texts are (0–1) */
    similarReviewId: uuid(),
    similarity: real(),
    /**
     * What the student paid ("What you paid", all optional): tuition and hostel per year in whole rupees, the
     * academic year ("2025-26") and the admission quota. Shown only as ranges of approved reviews
     * (domain/reviews/reported-fees.server.ts, docs/decisions/055-student-reported-fees.md).
     */
    feeTuition: integer(),
    feeHostel: integer(),
    feeYear: text(),
    feeQuota: text(),
    /** The last decision on the review: who (a staff email) and when; the reason is required to unpublish */
    decidedBy: text(),
    decidedAt: timestamp({ withTimezone: true }),
    decisionReason: text(),
    ...timestamps,
  },
  (t) => [
    index("reviews_status_created_idx").on(t.status, t.createdAt),
    index("reviews_institution_status_idx").on(t.institutionCode, t.status),
    // One review per person per course at a college: the last guard behind submitReview's own check.
    uniqueIndex("reviews_one_per_person_course_idx").on(
      sql`lower(${t.email})`,
      sql`coalesce(${t.institutionCode}, lower(${t.collegeName}))`,
      sql`lower(${t.courseName})`,
    ),
    // The monthly review count per college lowers the reward (domain/reviews/review-points.ts).
    index("reviews_college_created_idx").on(sql`lower(${t.collegeName})`, t.createdAt),
    check("reviews_status_check", sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);

// Every CSV export of leads: leads are personal data, so who took how many, with which filter, is kept.
export const leadExports = pgTable(
  "lead_exports",
  {
    id: uuid().primaryKey().defaultRandom(),
    // Kept when the admin account is removed: the record is about what happened, not who exists now.
    adminId: uuid().references(() => admins.id, { onDelete: "set null" }),
    adminEmail: text().notNull(),
    rowCount: integer().notNull(),
    filter: jsonb().$type<Record<string, string>>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("lead_exports_created_idx").on(t.createdAt)],
);

/**
 * The audit trail (decision 060): one row per staff write, sign-in and failed sign-in: who (kept after the
 * account goes), from where, what, and the fields before and after with personal data masked
 * (domain/audit/masking.ts). Append-only: a trigger (migration 0031) refuses UPDATE, and DELETE unless the
 * retention sweep's transaction sets app.audit_sweep.
 */
export type AuditChanges = Record<string, { before: unknown; after: unknown }>;

export const auditEvents = pgTable(
  "audit_events",
  {
    id: uuid().primaryKey().defaultRandom(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    actorId: uuid().references(() => admins.id, { onDelete: "set null" }),
    /** As signed in (a failed sign-in's is masked: the address typed may be a stranger's) */
    actorEmail: text().notNull(),
    actorRole: text(),
    clientAddress: text(),
    /** A short verb: college.update, review.take-down, sign-in.failed … */
    action: text().notNull(),
    subjectKind: text(),
    subjectId: text(),
    subjectLabel: text(),
    changes: jsonb().$type<AuditChanges>().notNull().default({}),
  },
  (t) => [
    index("audit_events_at_idx").on(t.at),
    index("audit_events_action_at_idx").on(t.action, t.at),
    index("audit_events_subject_idx").on(t.subjectKind, t.subjectId),
  ],
);

/**
 * The dated notices of the Latest Notifications box and the bell: each shown from its date until `showUntil`
 * (staff edit them in the admin area; SPEC.md §2's four notices are loaded once).
 */
export const siteNotifications = pgTable(
  "site_notifications",
  {
    id: uuid().primaryKey().defaultRandom(),
    text: text().notNull(),
    href: text().notNull(),
    publishedOn: date({ mode: "string" }).notNull(),
    showUntil: date({ mode: "string" }).notNull(),
    ...timestamps,
  },
  (t) => [index("site_notifications_published_idx").on(t.publishedOn)],
);

/** One dated event of an exam's edition as a news report gave it, with that report as its source. */
export interface ExamEventRecord {
  event: string;
  starts: string;
  /** Null for a single day or an open-ended start ("counselling starts") */
  ends: string | null;
  /** As the report put it on its date: held, announced or tentative */
  status: string;
  sourceUrl: string;
  /** The report's own date; null when the page gives none */
  sourceDate: string | null;
}

/**
 * One edition of an exam (JEE Main 2026, JEE Main 2027): its name, its dates as readers see them and the
 * first and last day that decide whether it is upcoming or was held. An exam has any number of editions; the
 * pages show the next one, or the last held one until staff enter the next. The exam itself (pattern,
 * eligibility, fee) is content/exams.ts, named by `examSlug`. Staff give the official notice they took
 * the dates from (`sourceUrl`); editions imported from news reports carry each event with its report.
 */
export const examSchedules = pgTable(
  "exam_schedules",
  {
    id: uuid().primaryKey().defaultRandom(),
    examSlug: text().notNull(),
    edition: text().notNull(),
    examDates: text().notNull(),
    examStarts: date({ mode: "string" }).notNull(),
    examEnds: date({ mode: "string" }).notNull(),
    applicationDates: text().notNull(),
    applicationCloses: date({ mode: "string" }).notNull(),
    resultDates: text().notNull(),
    sourceUrl: text(),
    events: jsonb().$type<ExamEventRecord[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [
    check("exam_schedules_days", sql`${t.examEnds} >= ${t.examStarts}`),
    uniqueIndex("exam_schedules_edition_idx").on(t.examSlug, t.edition),
  ],
);

/** The admission alerts of /Admissionalert: one college's admission round, shown as open until `closes`. */
export const admissionAlerts = pgTable(
  "admission_alerts",
  {
    id: uuid().primaryKey().defaultRandom(),
    city: text().notNull(),
    college: text().notNull(),
    course: text().notNull(),
    exams: text().notNull(),
    lastDate: text().notNull(),
    closes: date({ mode: "string" }).notNull(),
    fees: text().notNull(),
    href: text().notNull(),
    linkLabel: text().notNull(),
    ...timestamps,
  },
  (t) => [index("admission_alerts_closes_idx").on(t.closes)],
);

/**
 * The scholarships of /Scholarship: staff's own (`origin` "staff", `updatedBy` and the timestamps say who and
 * when) and the imported list (`origin` "imported", `sourceId` names its data_sources row; reloaded with the
 * catalogue, staff may hide one: decision 050). `opensOn`/`closesOn` are announced dates and decide whether
 * the site says open, upcoming or closed; `expectedCloseOn` is a tentative date (last year's carried forward,
 * from `expectedBasisOn`), shown as expected, never as a deadline. Who may apply: lists of codes
 * (domain/scholarships/finder-terms.ts), an empty list meaning no limit; states null-free, empty = all India.
 */
export const scholarships = pgTable(
  "scholarships",
  {
    id: uuid().primaryKey().defaultRandom(),
    slug: text().notNull().unique(),
    title: text().notNull(),
    provider: text().notNull().default(""),
    /** Null: the source does not say. */
    internationalEligible: boolean(),
    amount: text().notNull().default(""),
    amountRupees: integer(),
    frequency: text(),
    type: text().notNull().default(""),
    level: text().notNull().default(""),
    awards: text().notNull().default(""),
    officialUrl: text().notNull().default(""),
    opensOn: date({ mode: "string" }),
    closesOn: date({ mode: "string" }),
    expectedCloseOn: date({ mode: "string" }),
    expectedBasisOn: date({ mode: "string" }),
    /** The status the source printed when compiled (open, closed, expected); null for staff's own. */
    sourceStatus: text(),
    checkedOn: date({ mode: "string" }),
    levels: text()
      .array()
      .notNull()
      .default(sql`'{}'`),
    genders: text()
      .array()
      .notNull()
      .default(sql`'{}'`),
    categories: text()
      .array()
      .notNull()
      .default(sql`'{}'`),
    incomeCapRupees: integer(),
    states: text()
      .array()
      .notNull()
      .default(sql`'{}'`),
    cities: text()
      .array()
      .notNull()
      .default(sql`'{}'`),
    streams: text()
      .array()
      .notNull()
      .default(sql`'{}'`),
    eligibility: text().notNull().default(""),
    documents: text().notNull().default(""),
    origin: text().notNull().default("staff"),
    sourceId: text(),
    hidden: boolean().notNull().default(false),
    updatedBy: text(),
    ...timestamps,
  },
  (t) => [check("scholarships_origin_check", sql`${t.origin} in ('staff', 'imported')`)],
);

/** Small facts about the installation itself, such as whether the demo data was ever loaded. */
export const appSettings = pgTable("app_settings", {
  key: text().primaryKey(),
  value: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Raw bytes; node-postgres reads them as a Buffer, PGlite as a Uint8Array: both come out as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Submissions per client and budget in the current window (server/plugins/submission-limits.ts), counted
 * here rather than in memory so that every server process spends from the same budget.
 */
export const rateLimitCounts = pgTable(
  "rate_limit_counts",
  {
    key: text().primaryKey(),
    hits: integer().notNull(),
    resetsAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limit_counts_resets_at_idx").on(t.resetsAt)],
);

/**
 * Images served under /uploads/ (program images staff upload, the demo logos and banners): kept in the
 * database so that every server process serves them. `path` is the address after /uploads/.
 */
export const storedFiles = pgTable("stored_files", {
  path: text().primaryKey(),
  contentType: text().notNull(),
  bytes: bytea().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const schema = {
  appSettings,
  colleges,
  collegeCourses,
  streams,
  navCoursePages,
  cardSliders,
  programs,
  programCourses,
  leads,
  leadConsents,
  leadLinks,
  erasedLeads,
  leadHistory,
  mailOutbox,
  admins,
  staffLinks,
  sessions,
  loginThrottle,
  reviews,
  leadExports,
  auditEvents,
  siteNotifications,
  examSchedules,
  admissionAlerts,
  scholarships,
  rateLimitCounts,
  storedFiles,
  ...catalogueTables,
  ...cutoffTables,
  ...institutionClaimTables,
};

/** A connection to the portal's database, embedded or PostgreSQL, primary or a replica: the schema's queries. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
