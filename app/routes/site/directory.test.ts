// District pages of a spelling the catalogue merged into one district move there with a 301.
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { dbContext } from "#context";
import { loader } from "./directory.tsx";

/** The loader's answer for an address; the moves are known before any query, so no database is needed. */
async function answer(path: string, params: { state?: string; district?: string }): Promise<Response> {
  const context = new RouterContextProvider();
  context.set(dbContext, {} as never);
  const url = new URL(`http://portal.test${path}`);
  try {
    await loader({ request: new Request(url), url, context, params } as never);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error(`${path} answered with a page`);
}

describe("old district addresses", () => {
  it("answer 301 to the district's one spelling, keeping the query", async () => {
    const res = await answer("/colleges/bihar/purbi-champaran?kind=college", {
      state: "bihar",
      district: "purbi-champaran",
    });
    expect(res.status).toBe(301);
    expect(res.headers.get("Location")).toBe("/colleges/bihar/east-champaran?kind=college");
    const kaimur = await answer("/colleges/bihar/kaimur-bhabua", { state: "bihar", district: "kaimur-bhabua" });
    expect(kaimur.headers.get("Location")).toBe("/colleges/bihar/kaimur");
  });

  it("lead to the state's page for a spelling that names no single district", async () => {
    const res = await answer("/colleges/maharashtra/navi-mumbai", { state: "maharashtra", district: "navi-mumbai" });
    expect(res.status).toBe(301);
    expect(res.headers.get("Location")).toBe("/colleges/maharashtra");
  });
});
