import { describe, expect, it } from "vitest";
import { describeSocketState, timelineText } from "./socket-state-text";

describe("describeSocketState", () => {
  it("names each state, and counts down the reconnect wait outside the label", () => {
    expect(describeSocketState({ status: "connecting", attempt: 2 }, 0).label).toBe(
      "Connecting (attempt 2)",
    );
    expect(describeSocketState({ status: "open" }, 0)).toEqual({ label: "Open", countdown: null });
    const waiting = {
      status: "reconnecting",
      attempt: 3,
      delayMs: 2_000,
      since: 10_000,
      lastCode: 4000,
    } as const;
    expect(describeSocketState(waiting, 10_500)).toEqual({
      label: "Closed with code 4000; reconnecting (attempt 3)",
      countdown: "in 2 s",
    });
    expect(describeSocketState(waiting, 11_200).countdown).toBe("in 1 s");
    expect(timelineText(waiting)).toBe(
      "Closed with code 4000; reconnecting (attempt 3), waiting 2 s",
    );
    expect(describeSocketState({ status: "closed", code: 1000 }, 0).label).toBe(
      "Closed (code 1000)",
    );
  });
});
