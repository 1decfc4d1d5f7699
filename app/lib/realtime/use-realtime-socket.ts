import type { ClientMessage, ServerMessage } from "@shared/realtime/messages";
import { useCallback, useEffect, useRef, useState } from "react";
import { RealtimeSocket, type SocketState } from "./realtime-socket";

/**
 * Opens the channel at `path` for as long as the component is mounted. `onMessage` and
 * `onOpen` may change between renders without reconnecting.
 */
export function useRealtimeSocket(
  path: string,
  handlers: {
    onMessage: (message: ServerMessage) => void;
    onOpen?: (send: (message: ClientMessage) => boolean) => void;
  },
) {
  const [state, setState] = useState<SocketState>({ status: "connecting", attempt: 1 });
  const socketRef = useRef<RealtimeSocket | null>(null);
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;

  useEffect(() => {
    const socket = new RealtimeSocket({
      path,
      onState: setState,
      onMessage: (message) => handlersRef.current.onMessage(message),
      onOpen: (send) => handlersRef.current.onOpen?.(send),
    });
    socketRef.current = socket;
    socket.start();
    return () => {
      socket.stop();
      socketRef.current = null;
    };
  }, [path]);

  const send = useCallback(
    (message: ClientMessage) => socketRef.current?.send(message) ?? false,
    [],
  );
  return { state, send };
}
