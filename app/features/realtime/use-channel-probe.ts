import { useRef, useState } from "react";
import { useRealtimeSocket } from "~/lib/realtime/use-realtime-socket";
import type { StaffNotification } from "../../../shared/realtime/messages";

export interface Echo {
  id: string;
  text: string;
  roundTripMs: number;
}

const LOG_SIZE = 10;

/**
 * The transport pages' view of a channel: echoes with their round trip, the last ping's
 * round-trip time, the server clock against the browser's (estimated at the middle of the
 * round trip), and, on the staff channel, the notifications that arrive live.
 */
export function useChannelProbe(path: string, options: { notifications?: boolean } = {}) {
  const sentAt = useRef(new Map<string, number>());
  const counter = useRef(0);
  const [echoes, setEchoes] = useState<Echo[]>([]);
  const [roundTripMs, setRoundTripMs] = useState<number | null>(null);
  const [clockOffsetMs, setClockOffsetMs] = useState<number | null>(null);
  const [notifications, setNotifications] = useState<StaffNotification[]>([]);

  const settle = (id: string, serverTime: number) => {
    const started = sentAt.current.get(id);
    sentAt.current.delete(id);
    if (started === undefined) return null;
    const now = performance.now();
    const elapsed = now - started;
    setClockOffsetMs(Math.round(serverTime - (Date.now() - elapsed / 2)));
    return Math.round(elapsed);
  };

  const { state, send } = useRealtimeSocket(path, {
    onOpen: (sendNow) => {
      // The staff channel sends notifications after a resume; null: only new ones.
      if (options.notifications) sendNow({ type: "resume", after: null });
    },
    onMessage: (message) => {
      if (message.type === "hello") {
        setClockOffsetMs(message.serverTime - Date.now());
      } else if (message.type === "pong") {
        const elapsed = settle(message.id, message.serverTime);
        if (elapsed !== null) setRoundTripMs(elapsed);
      } else if (message.type === "echo") {
        const elapsed = settle(message.id, message.serverTime);
        setEchoes((log) =>
          [{ id: message.id, text: message.text, roundTripMs: elapsed ?? 0 }, ...log].slice(
            0,
            LOG_SIZE,
          ),
        );
      } else if (message.type === "notification") {
        setNotifications((log) => [message.notification, ...log].slice(0, LOG_SIZE));
      }
    },
  });

  const nextId = (prefix: string) => {
    counter.current += 1;
    const id = `${prefix}-${counter.current}`;
    sentAt.current.set(id, performance.now());
    return id;
  };

  const ping = () => send({ type: "ping", id: nextId("ping") });
  const echo = (text: string) => send({ type: "echo", id: nextId("echo"), text });

  return { state, echoes, roundTripMs, clockOffsetMs, notifications, ping, echo };
}
