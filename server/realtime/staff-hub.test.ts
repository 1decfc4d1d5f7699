import { notificationKinds, type ServerMessage } from "@shared/realtime/messages";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createUser } from "../../tests/setup/auth";
import { createTestApp, type TestApp } from "../../tests/setup/test-app";
import type { Notifications } from "../db/notifications";
import { staffNotifications } from "../db/schema/notifications";
import { createStaffHub } from "./staff-hub";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it("after a listen gap, every connection gets what is newer than its last id", async () => {
  let gap = () => {};
  const notifications: Notifications = {
    notify: async () => {},
    listen: async (_channel, _onMessage, onGap) => {
      gap = onGap;
      return async () => {};
    },
  };
  const hub = createStaffHub({
    inbox: t.repositories.notifications,
    sessions: t.repositories.sessions,
    notifications,
    log: t.app.log,
  });
  await hub.start();
  const user = await createUser(t);
  const sent: ServerMessage[] = [];
  const connection = {
    channel: { id: "test", send: (m: ServerMessage) => sent.push(m), close: () => {} },
    userId: user.id,
    sessionId: "session",
    sessionToken: "token",
    kinds: [...notificationKinds],
    lastId: null,
  };
  hub.add(connection);
  await hub.resume(connection, null);

  // Written while the announcement was lost: only the gap's catch-up can deliver it.
  const [row] = await t.db
    .insert(staffNotifications)
    .values({ kind: "inquiry_created", title: "Missed while deaf", body: "", href: "/admin" })
    .returning();
  gap();
  await expect
    .poll(() => sent.find((m) => m.type === "notification")?.type === "notification")
    .toBe(true);
  const delivered = sent.find((m) => m.type === "notification");
  expect(delivered).toMatchObject({ notification: { id: row?.id, title: "Missed while deaf" } });
  await expect.poll(() => sent.at(-1)).toMatchObject({ type: "unread", latestId: row?.id });
  await hub.stop();
});
