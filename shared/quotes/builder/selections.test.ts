import { describe, expect, it } from "vitest";
import { addService, chosenServiceIds, removeService, setQuantity } from "./selections";

const locations = [{ id: "hq" }, { id: "branch" }];

describe("builder selections", () => {
  it("adds a service at every location that lacks it, once", () => {
    const once = addService([], locations, 7);
    expect(once).toEqual([
      { locationId: "hq", serviceId: 7 },
      { locationId: "branch", serviceId: 7 },
    ]);
    expect(addService(once, locations, 7)).toEqual(once);
    expect(chosenServiceIds([...once, ...addService([], locations, 3)])).toEqual([7, 3]);
  });

  it("removes a service at one location or everywhere", () => {
    const both = addService(addService([], locations, 7), locations, 3);
    expect(removeService(both, 7, "hq")).toEqual([
      { locationId: "branch", serviceId: 7 },
      { locationId: "hq", serviceId: 3 },
      { locationId: "branch", serviceId: 3 },
    ]);
    expect(chosenServiceIds(removeService(both, 7))).toEqual([3]);
  });

  it("sets a quantity at one location, choosing a service that was only added", () => {
    const chosen = addService([], locations, 7);
    expect(setQuantity(chosen, "hq", 7, 12)).toEqual([
      { locationId: "branch", serviceId: 7 },
      { locationId: "hq", serviceId: 7, quantity: 12 },
    ]);
    expect(setQuantity([], "hq", 9, 2)).toEqual([{ locationId: "hq", serviceId: 9, quantity: 2 }]);
  });
});
