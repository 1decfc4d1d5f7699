import { constants, crc32, deflateRawSync } from "node:zlib";

/**
 * A cached answer made of pieces compressed once, with a few bytes that differ per answer (a
 * page's CSP nonce, an envelope's timestamp) between them, so it costs no compression per
 * request.
 *
 * Each piece is raw deflate ending byte-aligned (a flush), so the per-answer bytes go between
 * as stored blocks (RFC 1951 §3.2.4); the gzip trailer's CRC-32 and size are computed per
 * answer (RFC 1952). A piece is compressed with the text before it as its dictionary, so
 * later pieces still refer back to earlier ones, with NUL bytes standing where the insert
 * will be: no piece holds a NUL, so no reference can reach into an insert, and the distances
 * stay right because the insert's length is fixed.
 */
export interface SplicedGzip {
  pieces: Buffer[];
  compressed: Buffer[];
  insertLength: number;
  /**
   * CRC-32 of the first piece, which no insert precedes: worked out once, as a cached API
   * answer's first piece is nearly all of it (issue 12).
   */
  leadingCrc: number;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0x02, 0xff]);
/** An empty final block with fixed Huffman codes: the end of the deflate stream. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);
const MAX_STORED = 0xffff;
const EMPTY = Buffer.alloc(0);
/** Deflate's window: references reach at most this far back. */
const WINDOW = 32 * 1024;

export function compressPieces(pieces: Buffer[], insertLength: number): SplicedGzip {
  if (insertLength > MAX_STORED) throw new RangeError("a stored block holds at most 65535 bytes");
  // A NUL in the text could match the stand-in: then every piece starts afresh instead.
  const shareHistory = pieces.every((piece) => !piece.includes(0));
  const placeholder = Buffer.alloc(insertLength);
  let history = Buffer.alloc(0);
  const compressed = pieces.map((piece, i) => {
    const options = { level: 9, finishFlush: constants.Z_FULL_FLUSH };
    const out =
      shareHistory && history.length > 0
        ? deflateRawSync(piece, { ...options, dictionary: history })
        : deflateRawSync(piece, options);
    if (shareHistory) {
      const next = i < pieces.length - 1 ? [history, piece, placeholder] : [history, piece];
      history = Buffer.concat(next);
      if (history.length > WINDOW) history = history.subarray(history.length - WINDOW);
    }
    return out;
  });
  return { pieces, compressed, insertLength, leadingCrc: continueCrc(0, pieces[0] ?? EMPTY) };
}

function storedBlock(bytes: Buffer): Buffer {
  if (bytes.length > MAX_STORED) throw new RangeError("a stored block holds at most 65535 bytes");
  const header = Buffer.alloc(5);
  header.writeUInt16LE(bytes.length, 1);
  header.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([header, bytes]);
}

/** `pieces.join(insert)`, uncompressed. */
export function splicedPlain({ pieces }: SplicedGzip, insert: Buffer): Buffer {
  const parts: Buffer[] = [];
  pieces.forEach((piece, i) => {
    if (i > 0) parts.push(insert);
    parts.push(piece);
  });
  return Buffer.concat(parts);
}

/** Node 20's crc32 answers 0 for empty data after a non-empty one, so empties are skipped. */
function continueCrc(crc: number, data: Buffer): number {
  return data.length === 0 ? crc : crc32(data, crc);
}

/** The gzip bytes of `pieces.join(insert)`. */
export function splicedGzip(
  { pieces, compressed, insertLength, leadingCrc }: SplicedGzip,
  insert: Buffer,
): Buffer {
  if (insert.length !== insertLength)
    throw new RangeError(`the insert must be ${insertLength} bytes`);
  const between = storedBlock(insert);
  const parts: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i] as Buffer;
    parts.push(compressed[i] as Buffer);
    crc = i === 0 ? leadingCrc : continueCrc(crc, piece);
    size += piece.length;
    if (i < pieces.length - 1) {
      parts.push(between);
      crc = continueCrc(crc, insert);
      size += insert.length;
    }
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  parts.push(FINAL_BLOCK, trailer);
  return Buffer.concat(parts);
}
