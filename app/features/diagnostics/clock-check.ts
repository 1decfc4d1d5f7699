import { useRef, useState } from "react";
import { useRealtimeSocket } from "~/lib/realtime/use-realtime-socket";
import { ECHO_CHANNEL_PATH, type ServerMessage } from "../../../shared/realtime/messages";
import { clockOffset } from "./clock-offset";

const CLOCK_PING = "clock";

export interface ClockReading {
  serverTime: number;
  browserTime: number;
  offsetMs: number;
  roundTripMs: number;
}

/**
 * Opens the echo channel and pings it on every open: the pong's server stamp against the
 * browser's clock gives the offset (the channel's state comes with it for the overview).
 */
export function useClockCheck() {
  const sentAt = useRef<{ wall: number; mono: number } | null>(null);
  const [reading, setReading] = useState<ClockReading | null>(null);

  const { state } = useRealtimeSocket(ECHO_CHANNEL_PATH, {
    onOpen: (send) => {
      sentAt.current = { wall: Date.now(), mono: performance.now() };
      send({ type: "ping", id: CLOCK_PING });
    },
    onMessage: (message: ServerMessage) => {
      const sent = sentAt.current;
      if (message.type !== "pong" || message.id !== CLOCK_PING || !sent) return;
      // The monotonic clock times the trip; the wall clock is what gets compared.
      const receivedAt = sent.wall + (performance.now() - sent.mono);
      const { offsetMs, roundTripMs } = clockOffset({
        sentAt: sent.wall,
        receivedAt,
        serverTime: message.serverTime,
      });
      setReading({
        serverTime: message.serverTime,
        browserTime: receivedAt,
        offsetMs,
        roundTripMs,
      });
    },
  });

  return { state, reading };
}
