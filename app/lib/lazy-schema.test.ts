import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { lazySchema } from "./lazy-schema";

describe("lazySchema", () => {
  it("loads the schema once, on first use, and checks with it", async () => {
    const load = vi.fn(async () => z.object({ name: z.string().min(1, "Enter a name") }));
    const rule = lazySchema(load);
    expect(load).not.toHaveBeenCalled();
    rule.preload();
    const good = await rule.check({ name: "Harbor" });
    const bad = await rule.check({ name: "" });
    expect(good).toMatchObject({ success: true, data: { name: "Harbor" } });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe("Enter a name");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries the load again after it failed", async () => {
    const load = vi
      .fn<() => Promise<z.ZodString>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValue(z.string());
    const rule = lazySchema(load);
    await expect(rule.check("x")).rejects.toThrow("Failed to fetch");
    await expect(rule.check("x")).resolves.toMatchObject({ success: true });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
