import { describe, expect, it } from "vitest";
import { notificationKinds } from "../realtime/messages";
import {
  adminAreas,
  areaForAdminPath,
  can,
  type Permission,
  permissionSetSchema,
  permissions,
  permissionsFor,
  visibleNotificationKinds,
} from "./permissions";

const admin = (...permissions: Permission[]) => ({ isAdmin: true, permissions });

describe("permission sets (decision 062)", () => {
  it("gives an Owner every area", () => {
    for (const area of adminAreas) expect(can(admin("owner"), area)).toBe(true);
  });

  it("gives Sales the selling areas and reading the outbox, nothing else", () => {
    const sales = admin("sales");
    const allowed = adminAreas.filter((area) => can(sales, area));
    expect(allowed).toEqual([
      "dashboard",
      "prospects",
      "inquiries",
      "opportunities",
      "configurations",
      "comparisons",
      "outbox",
      "account",
    ]);
    for (const area of ["formulas", "catalogue", "users", "settings", "outboxRetry"] as const) {
      expect(can(sales, area)).toBe(false);
    }
  });

  it("leaves every administrator their own account, and no one else", () => {
    for (const permission of permissions) expect(can(admin(permission), "account")).toBe(true);
    expect(can({ isAdmin: false, permissions: [] }, "account")).toBe(false);
    expect(areaForAdminPath("/admin/settings")).toBe("account");
  });

  it("keeps users and settings for Owners, and combines sets", () => {
    const everyoneButOwner = admin("sales", "catalogue", "content", "approver");
    expect(can(everyoneButOwner, "users")).toBe(false);
    expect(can(everyoneButOwner, "settings")).toBe(false);
    expect(can(everyoneButOwner, "formulas")).toBe(true);
    expect(can(everyoneButOwner, "caseStudies")).toBe(true);
    expect(can(everyoneButOwner, "approvals")).toBe(true);
    expect(can(admin("approver"), "prospects")).toBe(false);
    expect(permissionsFor("users")).toEqual(["owner"]);
    expect(permissionsFor("media")).toEqual(["owner", "catalogue", "content"]);
  });

  it("refuses anyone who is not an administrator, whatever the set says", () => {
    expect(can({ isAdmin: false, permissions: ["owner"] }, "dashboard")).toBe(false);
    expect(can(null, "dashboard")).toBe(false);
    expect(can(admin(), "dashboard")).toBe(false);
  });

  it("maps admin pages, their sub-pages and legacy paths to their area", () => {
    expect(areaForAdminPath("/admin")).toBe("dashboard");
    expect(areaForAdminPath("/admin/")).toBe("dashboard");
    expect(areaForAdminPath("/admin/calculation-formulas")).toBe("formulas");
    expect(areaForAdminPath("/admin/formulas")).toBe("formulas");
    expect(areaForAdminPath("/admin/prospects/12")).toBe("prospects");
    expect(areaForAdminPath("/admin/blog/new")).toBe("blog");
    expect(areaForAdminPath("/ADMIN/Users")).toBe("users");
    expect(areaForAdminPath("/admin/catalogue-x")).toBeUndefined();
    expect(areaForAdminPath("/transport-demo")).toBeUndefined();
  });

  it("sends quote notifications to Sales and Owners only", () => {
    expect(visibleNotificationKinds(admin("catalogue"))).toEqual([]);
    expect(visibleNotificationKinds(admin("sales"))).toContain("quote_accepted");
    expect(visibleNotificationKinds(admin("sales"))).toContain("quote_question");
    expect(visibleNotificationKinds(admin("owner"))).toHaveLength(notificationKinds.length);
  });

  it("tells Approvers of discounts waiting for them, and Sales of the decisions", () => {
    expect(visibleNotificationKinds(admin("approver"))).toEqual(["approval_requested"]);
    expect(visibleNotificationKinds(admin("sales"))).toContain("approval_decided");
    expect(visibleNotificationKinds(admin("sales"))).not.toContain("approval_requested");
  });

  it("stores a set without repeats in a fixed order and refuses unknown names", () => {
    expect(permissionSetSchema.parse(["sales", "owner", "sales"])).toEqual(["owner", "sales"]);
    expect(permissionSetSchema.safeParse(["root"]).success).toBe(false);
  });
});
