import { beforeAll, describe, expect, it } from "vitest";
import { numbersIn } from "./numbers";
import { nlp, type Token, tokenize } from "./tokens";

let read: (text: string) => Token[];
beforeAll(async () => {
  const instance = await nlp();
  read = (text) => tokenize(instance, text);
});

const values = (text: string) => numbersIn(read(text)).map((span) => span.value);

describe("numbers as people write them", () => {
  it.each([
    ["forty-five staff", [45]],
    ["forty five staff", [45]],
    ["twenty-two people", [22]],
    ["one hundred and twenty employees", [120]],
    ["a hundred people", [100]],
    ["two thousand five hundred users", [2500]],
    ["a dozen folks", [12]],
    ["two dozen nurses", [24]],
    ["half a dozen engineers", [6]],
    ["a couple of sites", [2]],
    ["a few offices", [3]],
    ["eleven locations", [11]],
    ["1,200 employees", [1200]],
    ["1.5k users", [1500]],
    ["3k staff", [3000]],
    ["200+ people", [200]],
    ["2 thousand workers", [2000]],
  ])("reads %s", (text, expected) => {
    expect(values(text)).toEqual(expected);
  });

  it("reads ranges as their middle, keeping both ends", () => {
    const [range] = numbersIn(read("40-60 employees"));
    expect(range).toMatchObject({ value: 50, low: 40, high: 60 });
    expect(numbersIn(read("between 40 and 60 staff"))[0]).toMatchObject({ value: 50, high: 60 });
    expect(numbersIn(read("within 1-3 months"))[0]).toMatchObject({ low: 1, high: 3 });
    expect(numbersIn(read("10 to 20 people"))[0]).toMatchObject({ value: 15 });
  });

  it("keeps separate numbers apart", () => {
    expect(values("12 branches and 320 staff")).toEqual([12, 320]);
    expect(values("six nine")).toEqual([6, 9]);
    expect(values("nineteen ninety")).toEqual([19, 90]);
  });

  it("finds no number in plain words", () => {
    expect(values("a small office, the team")).toEqual([]);
    expect(values("someone clicked a link")).toEqual([]);
  });
});
