import type { FieldErrors } from "@shared/api/envelope";
import {
  type ComparisonItemInput,
  defaultOptionLabel,
  MAX_COMPARED,
  MIN_COMPARED,
} from "@shared/quotes/comparison";
import type { PickedConfiguration } from "./configuration-search";

/** One option of the editor: a configuration version (once chosen) and its label. */
export interface OptionSlot {
  key: number;
  configuration: PickedConfiguration | null;
  version: number;
  label: string;
}

let nextKey = 1;
export const newSlotKey = () => nextKey++;

export const emptySlot = (): OptionSlot => ({
  key: newSlotKey(),
  configuration: null,
  version: 1,
  label: "",
});

export const startingSlots = (): OptionSlot[] =>
  Array.from({ length: MIN_COMPARED }, () => emptySlot());

export const canAddSlot = (slots: readonly OptionSlot[]) => slots.length < MAX_COMPARED;
export const canRemoveSlot = (slots: readonly OptionSlot[]) => slots.length > MIN_COMPARED;

export const DUPLICATE_VERSION = "This version is already in the comparison";
export const CHOOSE_CONFIGURATION = "Choose a configuration, or remove this option";

/** Per slot: what stops it from being compared (none chosen, or a version already in). */
export function slotProblems(slots: readonly OptionSlot[]): Record<number, string> {
  const problems: Record<number, string> = {};
  const seen = new Set<string>();
  for (const slot of slots) {
    if (!slot.configuration) {
      problems[slot.key] = CHOOSE_CONFIGURATION;
      continue;
    }
    const pair = `${slot.configuration.id}:${slot.version}`;
    if (seen.has(pair)) problems[slot.key] = DUPLICATE_VERSION;
    seen.add(pair);
  }
  return problems;
}

/** The API's items, or null while some option is not ready to compare. */
export function itemsOf(slots: readonly OptionSlot[]): ComparisonItemInput[] | null {
  if (Object.keys(slotProblems(slots)).length > 0 || slots.length < MIN_COMPARED) return null;
  return slots.flatMap((slot) =>
    slot.configuration
      ? [
          {
            configurationId: slot.configuration.id,
            version: slot.version,
            label: slot.label.trim(),
          },
        ]
      : [],
  );
}

/** The API's field messages (`items.1.label`, `items.0`, `name`) by slot key and field. */
export function apiErrorsBySlot(slots: readonly OptionSlot[], errors: FieldErrors) {
  const bySlot: Record<number, string> = {};
  let items: string | undefined;
  for (const [field, message] of Object.entries(errors)) {
    const match = /^items\.(\d+)/.exec(field);
    if (match) {
      const slot = slots[Number(match[1])];
      if (slot) bySlot[slot.key] ??= message;
    } else if (field === "items") {
      items = message;
    }
  }
  return { bySlot, items, name: errors.name };
}

/** Moves the slot at `index` one place up (-1) or down (+1). */
export function moveSlot(slots: readonly OptionSlot[], index: number, by: -1 | 1): OptionSlot[] {
  const target = index + by;
  const moved = [...slots];
  const [slot] = moved.splice(index, 1);
  if (!slot || target < 0 || target > slots.length - 1) return [...slots];
  moved.splice(target, 0, slot);
  return moved;
}

/** The editor's options for a saved comparison; `known` has each configuration's details. */
export function slotsFromSaved(
  items: readonly { configurationId: string; version: number; label: string }[],
  known: Readonly<Record<string, PickedConfiguration>>,
): OptionSlot[] {
  return items.map((item, index) => ({
    key: newSlotKey(),
    configuration: known[item.configurationId] ?? {
      id: item.configurationId,
      name: "Configuration no longer available",
      companyName: null,
      currentVersion: item.version,
    },
    version: item.version,
    // A default label follows the option's position when it moves.
    label: item.label === defaultOptionLabel(index) ? "" : item.label,
  }));
}
