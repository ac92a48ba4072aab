import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

// Content pages (blog, legal, about, reviews, institutes, scholarships, exams, rankings).
// The fixed ranking pages share one module; each path needs its own route id.
const rankingPaths = [
  "/Delhi",
  "/jaipur",
  "/mumbai",
  "/CS",
  "/Electronic",
  "/Civil",
  "/mbbspage",
  "/chennai",
  "/Accounting",
  "/Finance",
  "/Math",
  "/Physics",
  "/Chemistry",
  "/bseNpage",
  "/bapage",
];
const contentRoutes = [
  route("/Blog", "routes/site/blog.tsx"),
  route("/Blog/:slug", "routes/site/blog-post.tsx"),
  route("/contact", "routes/site/contact.tsx"),
  route("/enquiry", "routes/site/enquiry.tsx"),
  route("/terms&condition", "routes/site/terms.tsx"),
  route("/Privacy-Policy", "routes/site/privacy.tsx"),
  route("/my-data", "routes/site/my-data.tsx"),
  route("/my-data/guardian", "routes/site/my-data-guardian.tsx"),
  // Institutions that claim their page, and their representatives' area (decision 059).
  route("/institution/claim/:slug", "routes/institution/claim.tsx"),
  route("/institution", "routes/institution/area.tsx"),
  route("/institution/files/:file", "routes/institution/file.ts"),
  route("/About", "routes/site/about.tsx"),
  route("/review", "routes/site/review.tsx"),
  route("/Institutes", "routes/site/institutes.tsx"),
  route("/enroll", "routes/site/institute-intent.tsx", { id: "enroll" }),
  route("/apply", "routes/site/institute-intent.tsx", { id: "apply" }),
  route("/Scholarship", "routes/site/scholarships.tsx"),
  route("/TopUniversitiesandColleges", "routes/site/top-universities.tsx"),
  route("/Admissionalert", "routes/site/admission-alerts.tsx"),
  route("/TopCourse", "routes/site/top-courses.tsx"),
  route("/all-courses", "routes/site/all-courses.tsx"),
  route("/StudyAbroad", "routes/site/study-abroad.tsx"),
  route("/Exam", "routes/site/exams.tsx", { id: "exams" }),
  route("/college-predictor", "routes/site/college-predictor.tsx", { id: "college-predictor" }),
  route("/college-predictor/methodology", "routes/site/college-predictor-methodology.tsx"),
  route("/college-predictor/mock-allotment", "routes/site/college-predictor-mock-allotment.tsx"),
  route("/exam/:slug", "routes/site/exam.tsx"),
  route("/CollegRanking", "routes/site/college-ranking.tsx", { id: "college-ranking" }),
  route("/College-Ranking", "routes/site/college-ranking.tsx", { id: "college-ranking-alias" }),
  ...rankingPaths.map((path) =>
    route(path, "routes/site/ranking-page.tsx", { id: `ranking${path.toLowerCase().replace("/", "-")}` }),
  ),
];

// Catalogue pages, read from the database.
const catalogueRoutes = [
  route("/Collegespage", "routes/site/nav-course-pages.tsx"),
  route("/Collegespage/:id", "routes/site/nav-course-page.tsx"),
  route("/college/:idOrSlug", "routes/site/college.tsx"),
  route("/compare", "routes/site/compare.tsx"),
  // The directory of every institution, by state and district (one module, three depths).
  route("/colleges", "routes/site/directory.tsx", { id: "directory" }),
  route("/colleges/:state", "routes/site/directory.tsx", { id: "directory-state" }),
  route("/colleges/:state/:district", "routes/site/directory.tsx", { id: "directory-district" }),
  route("/branch/:collegeId/:courseId", "routes/site/branch.tsx"),
  route("/Programe-course/:id", "routes/site/program-course.tsx"),
  route("/TopStudy-colleges", "routes/site/study-place.tsx", { id: "study-places" }),
  route("/TopStudy-colleges/:city", "routes/site/study-place.tsx", { id: "study-place" }),
  route("/c_pages/:name", "routes/site/course-colleges.tsx"),
  route("/course/:slug", "routes/site/course.tsx"),
];

// The admin area (SPEC.md §2 "Admin routes"): the sign-in page, then every other page under one layout
// whose middleware requires a staff session whose role may open the page (app/lib/admin-sections.ts). Add and edit share one form module per kind.
const adminForm = (path: string, file: string, id: string) => route(path, `routes/admin/${file}`, { id });
const adminRoutes = [
  route("/admin", "routes/admin/login.tsx"),
  route("/admin/logout", "routes/admin/logout.tsx"),
  route("/institution/sign-in", "routes/admin/login.tsx", { id: "institution-sign-in" }),
  // Outside the guard: a staff member who cannot sign in (a one-time link, a forgotten password).
  route("/admin/forgot-password", "routes/admin/forgot-password.tsx"),
  route("/admin/set-password", "routes/admin/set-password.tsx"),
  route("/navcoursepagelist", "routes/admin/nav-course-redirect.ts"),
  ...prefix("/admin", [
    layout("routes/admin/layout.tsx", [
      route("dashboard", "routes/admin/dashboard.tsx"),
      route("cardslider", "routes/admin/card-sliders.tsx"),
      adminForm("add_cardslider", "card-slider-form.tsx", "admin-add-cardslider"),
      adminForm("cardslider/:id", "card-slider-form.tsx", "admin-edit-cardslider"),
      route("collegepage", "routes/admin/colleges.tsx"),
      adminForm("add_collegepage", "college-form.tsx", "admin-add-collegepage"),
      adminForm("collegepage/:id", "college-form.tsx", "admin-edit-collegepage"),
      route("navcoursepagelist", "routes/admin/nav-courses.tsx"),
      adminForm("add_navcoursepagelist", "nav-course-form.tsx", "admin-add-navcourse"),
      adminForm("navcoursepagelist/:id", "nav-course-form.tsx", "admin-edit-navcourse"),
      route("stream", "routes/admin/streams.tsx"),
      adminForm("add_stream", "stream-form.tsx", "admin-add-stream"),
      adminForm("stream/:id", "stream-form.tsx", "admin-edit-stream"),
      route("program", "routes/admin/programs.tsx"),
      adminForm("add_program", "program-form.tsx", "admin-add-program"),
      adminForm("program/:id", "program-form.tsx", "admin-edit-program"),
      route("notifications", "routes/admin/notifications.tsx"),
      adminForm("add_notification", "notification-form.tsx", "admin-add-notification"),
      adminForm("notification/:id", "notification-form.tsx", "admin-edit-notification"),
      route("exam-dates", "routes/admin/exam-dates.tsx"),
      adminForm("add_exam-date", "exam-date-form.tsx", "admin-add-exam-date"),
      adminForm("exam-date/:id", "exam-date-form.tsx", "admin-edit-exam-date"),
      route("admission-alerts", "routes/admin/admission-alerts.tsx"),
      adminForm("add_admission-alert", "admission-alert-form.tsx", "admin-add-admission-alert"),
      adminForm("admission-alert/:id", "admission-alert-form.tsx", "admin-edit-admission-alert"),
      route("scholarships", "routes/admin/scholarships.tsx"),
      adminForm("add_scholarship", "scholarship-form.tsx", "admin-add-scholarship"),
      adminForm("scholarship/:id", "scholarship-form.tsx", "admin-edit-scholarship"),
      route("leads", "routes/admin/leads.tsx"),
      route("leads/export", "routes/admin/leads-export.ts"),
      route("leads/:id", "routes/admin/lead.tsx"),
      route("reviews", "routes/admin/reviews.tsx"),
      route("data", "routes/admin/data.tsx"),
      route("data/:id", "routes/admin/data-load.tsx"),
      route("institutions", "routes/admin/institutions.tsx"),
      route("institutions/claim/:id/letter", "routes/admin/institution-letter.ts"),
      route("institutions/files/:file", "routes/admin/institution-file.ts"),
      route("staff", "routes/admin/staff.tsx"),
      route("audit", "routes/admin/audit.tsx"),
      route("account", "routes/admin/account.tsx"),
      route("*", "routes/admin/not-found.tsx"),
    ]),
  ]),
];

export default [
  ...adminRoutes,
  // Every public page sits inside the site layout (header, nav bar, banner, footer).
  layout("routes/site/layout.tsx", [
    index("routes/site/home.tsx"),
    route("/search", "routes/site/search.tsx"),
    route("/choose-goal", "routes/site/choose-goal.tsx"),
    ...contentRoutes,
    ...catalogueRoutes,
    route("*", "routes/site/not-found.tsx"),
  ]),
  // A form the server refused before any action ran (server/plugins/site.ts): no layout, no scripts.
  route("/form-not-sent", "routes/site/form-not-sent.tsx"),
  // Routes without UI: the lead forms' action, the compare tray's, the brochure PDF and a student's own data as a file.
  route("/resources/enquiry", "routes/resources/enquiry.ts"),
  // The compare tray's add and remove (decision 061): a form post from any page.
  route("/compare/tray", "routes/resources/compare-tray.ts"),
  route("/resources/brochure.pdf", "routes/resources/brochure.ts"),
  // Under /my-data, where the page's cookie (and so the student's link) is sent: app/lib/my-data-link.server.ts.
  route("/my-data/my-enquiry.json", "routes/resources/my-data-json.ts"),
] satisfies RouteConfig;
