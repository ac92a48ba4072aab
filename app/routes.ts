import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

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
  route("/terms&condition", "routes/site/terms.tsx"),
  route("/Privacy-Policy", "routes/site/privacy.tsx"),
  route("/About", "routes/site/about.tsx"),
  route("/review", "routes/site/review.tsx"),
  route("/Institutes", "routes/site/institutes.tsx"),
  route("/enroll", "routes/site/institute-intent.tsx", { id: "enroll" }),
  route("/apply", "routes/site/institute-intent.tsx", { id: "apply" }),
  route("/Scholarship", "routes/site/scholarships.tsx"),
  route("/TopUniversitiesandColleges", "routes/site/top-universities.tsx"),
  route("/Admissionalert", "routes/site/admission-alerts.tsx"),
  route("/TopCourse", "routes/site/top-courses.tsx"),
  route("/StudyAbroad", "routes/site/study-abroad.tsx"),
  route("/Exam", "routes/site/exams.tsx", { id: "exams" }),
  route("/college-predictor", "routes/site/exams.tsx", { id: "college-predictor" }),
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
  route("/branch/:collegeId/:courseId", "routes/site/branch.tsx"),
  route("/Programe-course/:id", "routes/site/program-course.tsx"),
  route("/TopStudy-colleges", "routes/site/study-place.tsx", { id: "study-places" }),
  route("/TopStudy-colleges/:city", "routes/site/study-place.tsx", { id: "study-place" }),
  route("/c_pages/:name", "routes/site/course-colleges.tsx"),
  route("/course/:slug", "routes/site/course.tsx"),
];

export default [
  // Every public page sits inside the site layout (header, nav bar, banner, footer).
  layout("routes/site/layout.tsx", [
    index("routes/site/home.tsx"),
    route("/search", "routes/site/search.tsx"),
    ...contentRoutes,
    ...catalogueRoutes,
    route("*", "routes/site/not-found.tsx"),
  ]),
  // Routes without UI: the enquiry forms' action and the brochure PDF.
  route("/resources/enquiry", "routes/resources/enquiry.ts"),
  route("/resources/brochure.pdf", "routes/resources/brochure.ts"),
] satisfies RouteConfig;
