import { describe, expect, it } from "vitest";
import { STATES, stateNamed } from "./states.ts";

describe("states", () => {
  it("lists India's 28 states and 8 union territories", () => {
    expect(STATES).toHaveLength(36);
    expect(new Set(STATES).size).toBe(36);
  });

  it("reads what a student types in any case and the usual other spellings", () => {
    expect(stateNamed("tamil nadu")).toBe("Tamil Nadu");
    expect(stateNamed(" JAMMU & KASHMIR ")).toBe("Jammu and Kashmir");
    expect(stateNamed("Orissa")).toBe("Odisha");
    expect(stateNamed("Delhi (NCT)")).toBe("Delhi");
    expect(stateNamed("Atlantis")).toBeUndefined();
    expect(stateNamed("")).toBeUndefined();
  });
});
