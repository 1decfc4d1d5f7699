import type { MarkRead, NotificationPage } from "@shared/notifications/notification-api";
import { STAFF_CHANNEL_PATH, type StaffNotification } from "@shared/realtime/messages";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef } from "react";
import { toast } from "~/components/ui/toast-store";
import { apiData } from "~/lib/api-client";
import { useRealtimeSocket } from "~/lib/realtime/use-realtime-socket";

export const NOTIFICATIONS_API = "/api/admin/notifications";
const LIST_SIZE = 20;
const queryKey = ["admin-notifications"];

const newestFirst = (items: StaffNotification[]) => [...items].sort((a, b) => b.id - a.id);

/**
 * The staff member's notifications: the latest page from the REST API, then live over the
 * staff channel. Every (re)connect resumes after the newest id seen, so nothing raised while
 * the socket was down is missed; what a resume catches up is listed without a toast each.
 */
export function useStaffNotifications() {
  const client = useQueryClient();
  const list = useQuery({
    queryKey,
    queryFn: () => apiData<NotificationPage>(`${NOTIFICATIONS_API}?limit=${LIST_SIZE}`),
  });
  const latestId = useRef<number | null>(null);
  const catchingUp = useRef(false);
  latestId.current = Math.max(latestId.current ?? 0, list.data?.items[0]?.id ?? 0) || null;

  const update = useCallback(
    (change: (page: NotificationPage) => NotificationPage) =>
      client.setQueryData<NotificationPage>(queryKey, (page) =>
        change(page ?? { items: [], unreadCount: 0 }),
      ),
    [client],
  );

  const { state } = useRealtimeSocket(STAFF_CHANNEL_PATH, {
    onOpen: (send) => {
      catchingUp.current = true;
      send({ type: "resume", after: latestId.current });
    },
    onMessage: (message) => {
      if (message.type === "notification") {
        const { notification } = message;
        latestId.current = Math.max(latestId.current ?? 0, notification.id);
        update((page) => ({
          ...page,
          items: newestFirst([
            notification,
            ...page.items.filter((item) => item.id !== notification.id),
          ]).slice(0, LIST_SIZE),
        }));
        if (!catchingUp.current)
          toast({ title: notification.title, description: notification.body, variant: "info" });
      } else if (message.type === "unread") {
        catchingUp.current = false;
        update((page) => ({ ...page, unreadCount: message.count }));
      }
    },
  });

  const markRead = useCallback(
    async (which: MarkRead) => {
      const chosen = "ids" in which ? new Set(which.ids) : null;
      update((page) => ({
        ...page,
        items: page.items.map((item) =>
          !chosen || chosen.has(item.id) ? { ...item, read: true } : item,
        ),
      }));
      const { unreadCount } = await apiData<{ unreadCount: number }>(`${NOTIFICATIONS_API}/read`, {
        method: "POST",
        body: which,
      });
      update((page) => ({ ...page, unreadCount }));
    },
    [update],
  );

  return {
    items: list.data?.items ?? [],
    unreadCount: list.data?.unreadCount ?? 0,
    loading: list.isPending,
    failed: list.isError,
    state,
    markRead,
  };
}

export type StaffNotifications = ReturnType<typeof useStaffNotifications>;
