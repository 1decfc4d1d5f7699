import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { findCycle, linkProblems, type ServiceLinks } from "./graph";

const service = (id: number, prerequisites: number[] = [], dependencies: number[] = []) => ({
  id,
  name: `S${id}`,
  prerequisites,
  dependencies,
});

const catalogue: ServiceLinks[] = [service(1), service(2, [1]), service(3, [], [2]), service(4)];

describe("findCycle", () => {
  it("finds none in a tree of needs", () => {
    expect(findCycle(catalogue)).toBeNull();
  });

  it("names the loop with its first id repeated", () => {
    expect(findCycle([service(1, [2]), service(2, [], [3]), service(3, [1])])).toEqual([
      1, 2, 3, 1,
    ]);
    expect(findCycle([service(5, [5])])).toEqual([5, 5]);
  });

  it("ignores links to services it was not given", () => {
    expect(findCycle([service(1, [99])])).toBeNull();
  });

  test.prop([
    fc.array(fc.array(fc.integer({ min: 1, max: 8 }), { maxLength: 3 }), { maxLength: 8 }),
  ])(
    "reports a path whose every step is a link, or none when links only point to lower ids",
    (needs) => {
      const links = needs.map((ids, index) => service(index + 1, ids));
      const cycle = findCycle(links);
      if (cycle === null) return;
      expect(cycle[0]).toBe(cycle.at(-1));
      for (let step = 0; step + 1 < cycle.length; step += 1) {
        expect(links[(cycle[step] as number) - 1]?.prerequisites).toContain(cycle[step + 1]);
      }
    },
  );

  test.prop([
    fc.array(fc.array(fc.integer({ min: 1, max: 8 }), { maxLength: 3 }), { maxLength: 8 }),
  ])("finds nothing when every link points to a lower id", (needs) => {
    const links = needs.map((ids, index) =>
      service(
        index + 1,
        ids.filter((id) => id < index + 1),
      ),
    );
    expect(findCycle(links)).toBeNull();
  });
});

describe("linkProblems", () => {
  it("accepts links to existing services", () => {
    expect(linkProblems({ prerequisites: [1], dependencies: [2, 3] }, catalogue)).toEqual({});
    expect(linkProblems({ id: 4, prerequisites: [3], dependencies: [] }, catalogue)).toEqual({});
  });

  it("refuses unknown ids and self references per field", () => {
    expect(linkProblems({ prerequisites: [9], dependencies: [7, 8] }, catalogue)).toEqual({
      prerequisites: "Service 9 does not exist",
      dependencies: "Services 7, 8 do not exist",
    });
    expect(linkProblems({ id: 2, prerequisites: [1], dependencies: [2] }, catalogue)).toEqual({
      dependencies: "A service cannot require itself",
    });
  });

  it("explains a loop from the edited service's side, on the field that closes it", () => {
    expect(linkProblems({ id: 1, prerequisites: [3], dependencies: [] }, catalogue)).toEqual({
      prerequisites: "This would make a loop: S1 needs S3 needs S2 needs S1",
    });
    expect(linkProblems({ id: 1, prerequisites: [], dependencies: [2] }, catalogue)).toEqual({
      dependencies: "This would make a loop: S1 needs S2 needs S1",
    });
  });
});
