export const coreFontFile: string;
export const coreCodePoints: number[];
export const coreWeights: { min: number; max: number };
export function coreUnicodeRange(): string;
export function buildCoreFont(): Promise<Buffer>;
