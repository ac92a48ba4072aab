// The features strip under the home page's hero. The first counts the directory's institutions (the home
// page fills in the number); the second names the sources every figure comes from.

export interface Feature {
  title: string;
  text: string;
  icon: "building" | "badge" | "headset" | "award";
  href?: string;
}

export function homeFeatures(institutions: number | undefined): Feature[] {
  return [
    {
      title: institutions ? `${institutions.toLocaleString("en-IN")} institutions` : "Every institution",
      text: "Colleges and universities by state and district",
      icon: "building",
      href: "/colleges",
    },
    { title: "Official sources", text: "AISHE, AICTE, NMC, NIRF", icon: "badge" },
    { title: "Free counselling", text: "Talk to an admission expert", icon: "headset" },
    { title: "Scholarships", text: "Government and private schemes", icon: "award" },
  ];
}
