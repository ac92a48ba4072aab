import { describe, expect, it } from "vitest";
import {
  offeredByAicte,
  offeredByCounselling,
  offeredByMbbsSeats,
  offeredByNirf,
  streamsOfName,
} from "./stream-rules.ts";

describe("streams an institution's name says", () => {
  it("reads the stream a name names outright", () => {
    expect(streamsOfName(["Government Law College, Thiruvananthapuram"])).toEqual(["Law"]);
    expect(streamsOfName(["Faculty of Law, University of Delhi"])).toEqual(["Law"]);
    expect(streamsOfName(["Jannayak Karpoori Thakur Vidhi Mahavidyalaya, Buxar"])).toEqual(["Law"]);
    expect(streamsOfName(["Alite College of Pharmacy"])).toEqual(["Pharmacy"]);
    expect(streamsOfName(["Sree Sankara Dental College"])).toEqual(["Dental"]);
    expect(streamsOfName(["Amit College of Nursing"])).toEqual(["Nursing"]);
    expect(streamsOfName(["KMCT College of Architecture, Manassery"])).toEqual(["Architecture"]);
    expect(streamsOfName(["Govt Degree College Verinag"])).toEqual(["Arts, science and commerce"]);
    expect(streamsOfName(["Maulana Azad College of Arts, Science and Commerce"])).toEqual([
      "Arts, science and commerce",
    ]);
    expect(streamsOfName(["Girls Polytechnic, Raipur"])).toEqual(["Engineering"]);
  });

  it("claims nothing from a word that only looks like a stream", () => {
    expect(streamsOfName(["Lawrence School, Lovedale"])).toEqual([]);
    expect(streamsOfName(["St. Lawrence College"])).toEqual([]);
    expect(streamsOfName(["Government College of Fine Arts"])).toEqual([]);
    expect(streamsOfName(["Fine Arts College, Thrissur"])).toEqual([]);
    expect(streamsOfName(["College of Arts and Crafts, Patna"])).toEqual([]);
    expect(streamsOfName(["City Nursing Home Training Centre"])).toEqual([]);
    expect(streamsOfName(["Maharashtra Polytechnic (D. Pharmacy)"])).toEqual(["Pharmacy"]);
    expect(streamsOfName(["Indian Institute of Hotel Management"])).toEqual([]);
    expect(streamsOfName(["St. Xavier's College"])).toEqual([]);
  });

  it("reads every name the institution goes by", () => {
    expect(streamsOfName(["ILS", "ILS Law College, Pune"])).toEqual(["Law"]);
  });
});

describe("streams and courses the sources list", () => {
  it("reads AICTE's programmes as streams and courses", () => {
    expect(offeredByAicte("Management", "Post Graduate", "MBA")).toEqual({
      streams: ["Management"],
      courses: ["MBA"],
    });
    expect(offeredByAicte("Management", "Post Graduate Diploma", "PGDM").courses).toEqual(["MBA"]);
    expect(offeredByAicte("Management", "Under Graduate", "BBA").courses).toEqual(["BBA"]);
    expect(offeredByAicte("Engineering and Technology", "Under Graduate", "Computer Science and Engineering")).toEqual({
      streams: ["Engineering"],
      courses: ["B.Tech", "B.Tech CSE"],
    });
    expect(offeredByAicte("Engineering and Technology", "Under Graduate", "Civil Engineering").courses).toEqual([
      "B.Tech",
    ]);
    // A diploma or a master's in computer science is not a B.Tech CSE.
    expect(offeredByAicte("Engineering and Technology", "Diploma", "Computer Engineering").courses).toEqual([]);
    expect(
      offeredByAicte("Engineering and Technology", "Post Graduate", "Computer Science and Engineering").courses,
    ).toEqual([]);
    expect(offeredByAicte("Computer Applications", "Post Graduate", "MCA").courses).toEqual(["MCA"]);
    expect(offeredByAicte("Unknown", "Under Graduate", "BA")).toEqual({ streams: [], courses: [] });
  });

  it("reads NMC's seats as MBBS and NIRF's subject lists as streams", () => {
    expect(offeredByMbbsSeats()).toEqual({ streams: ["Medicine"], courses: ["MBBS"] });
    expect(offeredByNirf("Law").streams).toEqual(["Law"]);
    expect(offeredByNirf("Medical").streams).toEqual(["Medicine"]);
    expect(offeredByNirf("Colleges").streams).toEqual(["Arts, science and commerce"]);
    // Overall and Universities rank a whole institution: they say nothing of its streams.
    expect(offeredByNirf("Overall").streams).toEqual([]);
    expect(offeredByNirf("Universities").streams).toEqual([]);
  });

  it("reads the programmes counselling bodies admit to", () => {
    expect(offeredByCounselling("mcc", "BDS", "Dental Surgery")).toEqual({ streams: ["Dental"], courses: ["BDS"] });
    expect(offeredByCounselling("mcc", "MBBS", "Medicine and Surgery").courses).toEqual(["MBBS"]);
    expect(offeredByCounselling("josaa", "B.Tech", "Computer Science and Engineering").courses).toEqual([
      "B.Tech",
      "B.Tech CSE",
    ]);
    expect(offeredByCounselling("josaa", "B.Arch", "Architecture")).toEqual({
      streams: ["Architecture"],
      courses: ["B.Arch"],
    });
    expect(offeredByCounselling("josaa", "BS", "Economics")).toEqual({ streams: [], courses: [] });
    expect(offeredByCounselling("kcet", null, "AR Architecture").courses).toEqual(["B.Arch"]);
    expect(offeredByCounselling("mhtcet", null, "Civil Engineering").courses).toEqual(["B.Tech"]);
    expect(offeredByCounselling("kcet", null, "BA --")).toEqual({ streams: [], courses: [] });
  });
});
