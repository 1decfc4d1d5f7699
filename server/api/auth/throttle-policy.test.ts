import { describe, expect, it } from "vitest";
import { addressKey, MAX_DELAY_MS, retryAfterMs, THROTTLE_WINDOW_MS } from "./throttle-policy";

const now = 10_000_000;
const seconds = (list: number[]) => list.map((s) => now - s * 1000);

describe("retryAfterMs", () => {
  it("lets the first tries through", () => {
    expect(retryAfterMs([], now, "account")).toBe(0);
    expect(retryAfterMs(seconds([5, 10]), now, "account")).toBe(0);
  });

  it("grows the delay with each failure after the free ones", () => {
    const three = retryAfterMs(seconds([0, 1, 2]), now, "account");
    const four = retryAfterMs(seconds([0, 1, 2, 3]), now, "account");
    const five = retryAfterMs(seconds([0, 1, 2, 3, 4]), now, "account");
    expect(three).toBe(1000);
    expect(four).toBe(2000);
    expect(five).toBe(4000);
  });

  it("caps the delay: an attacker cannot lock a user out for long", () => {
    const many = Array.from({ length: 40 }, (_, i) => now - i * 20_000);
    expect(retryAfterMs(many, now, "account")).toBeLessThanOrEqual(MAX_DELAY_MS);
  });

  it("forgets failures older than the window", () => {
    const old = Array.from({ length: 30 }, (_, i) => now - THROTTLE_WINDOW_MS - i * 1000);
    expect(retryAfterMs(old, now, "account")).toBe(0);
  });

  it("never allows more than ten failures in any minute, per address too", () => {
    const ten = Array.from({ length: 10 }, (_, i) => now - i * 1000);
    const wait = retryAfterMs(ten, now, "ip");
    expect(wait).toBeGreaterThanOrEqual(51_000);
    expect(retryAfterMs(ten.slice(0, 9), now, "ip")).toBe(0);
  });

  it("simulated: a client retrying as soon as allowed fails at most ten times a minute", () => {
    for (const scope of ["account", "ip"] as const) {
      const failures: number[] = [];
      let clock = 0;
      while (clock < 5 * 60_000) {
        clock += retryAfterMs(failures, clock, scope) + 1;
        failures.push(clock);
      }
      for (const at of failures) {
        const inMinute = failures.filter((other) => other >= at && other < at + 60_000);
        expect(inMinute.length).toBeLessThanOrEqual(10);
      }
    }
  });
});

describe("addressKey", () => {
  it.each([
    ["192.0.2.7", "192.0.2.7"],
    ["::ffff:192.0.2.7", "192.0.2.7"],
    ["2001:db8:aa:bb::1", "2001:db8:aa:bb::/64"],
    ["2001:0DB8:00AA:00BB:1:2:3:4", "2001:db8:aa:bb::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["64:ff9b::192.0.2.7", "64:ff9b:0:0::/64"],
    ["not an address", "not an address"],
  ])("%s -> %s", (ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });
});
