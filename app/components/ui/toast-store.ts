import { useSyncExternalStore } from "react";

/** Seed 001 §4: the toast types. */
export const toastVariants = ["default", "success", "error", "warning", "info"] as const;
export type ToastVariant = (typeof toastVariants)[number];

/** Seed 001 §9: every toast disappears on its own after this long. */
export const TOAST_DURATION_MS = 5000;

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastItem extends Required<Pick<ToastInput, "title" | "variant">> {
  id: number;
  description?: string;
}

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const EMPTY: ToastItem[] = [];

function emit(next: ToastItem[]) {
  items = next;
  for (const listener of listeners) listener();
}

export function toast({ title, description, variant = "default" }: ToastInput): number {
  const id = nextId++;
  emit([...items, { id, title, description, variant }]);
  return id;
}

export function dismissToast(id: number): void {
  emit(items.filter((item) => item.id !== id));
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => items,
    () => EMPTY,
  );
}
