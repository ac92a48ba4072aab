// The features strip under the home page's hero.

export interface Feature {
  title: string;
  text: string;
  icon: "building" | "badge" | "headset" | "award";
}

export const features: Feature[] = [
  { title: "30,000+ Colleges", text: "Ranked lists with fees and placements", icon: "building" },
  { title: "Verified information", text: "Checked against official notices", icon: "badge" },
  { title: "Free counselling", text: "Talk to an admission expert", icon: "headset" },
  { title: "Scholarships", text: "Government and private schemes", icon: "award" },
];
