// Length and frame size of an uploaded video, read from its container (no ffmpeg on the server):
// MP4 from moov/mvhd and the video track's tkhd, WebM from Segment/Info and Tracks (or, for the files
// MediaRecorder writes without a Duration, from the time of their last block: cluster timecode + block offset).

export interface VideoMeta {
  durationMs: number;
  width: number;
  height: number;
}

export class VideoParseError extends Error {}

interface Box {
  type: string;
  start: number;
  headerSize: number;
  end: number;
}

function* boxes(buf: Buffer, start: number, end: number): Generator<Box> {
  let offset = start;
  while (offset + 8 <= end) {
    let size = buf.readUInt32BE(offset);
    const type = buf.toString('latin1', offset + 4, offset + 8);
    let headerSize = 8;
    if (size === 1) {
      if (offset + 16 > end) return;
      const big = buf.readBigUInt64BE(offset + 8);
      if (big > BigInt(Number.MAX_SAFE_INTEGER)) return;
      size = Number(big);
      headerSize = 16;
    } else if (size === 0) {
      size = end - offset;
    }
    if (size < headerSize || offset + size > end) return;
    yield { type, start: offset, headerSize, end: offset + size };
    offset += size;
  }
}

const child = (buf: Buffer, parent: Box, type: string) => {
  for (const box of boxes(buf, parent.start + parent.headerSize, parent.end)) if (box.type === type) return box;
  return undefined;
};

function mp4Meta(buf: Buffer): VideoMeta {
  let moov: Box | undefined;
  for (const box of boxes(buf, 0, buf.length)) if (box.type === 'moov') moov = box;
  if (!moov) throw new VideoParseError('no moov box');
  const mvhd = child(buf, moov, 'mvhd');
  if (!mvhd) throw new VideoParseError('no mvhd box');
  const p = mvhd.start + mvhd.headerSize;
  const version = buf[p];
  let timescale: number;
  let duration: number;
  if (version === 1) {
    timescale = buf.readUInt32BE(p + 20);
    duration = Number(buf.readBigUInt64BE(p + 24));
  } else {
    timescale = buf.readUInt32BE(p + 12);
    duration = buf.readUInt32BE(p + 16);
  }
  if (!timescale) throw new VideoParseError('zero timescale');

  let width = 0;
  let height = 0;
  for (const trak of boxes(buf, moov.start + moov.headerSize, moov.end)) {
    if (trak.type !== 'trak') continue;
    const tkhd = child(buf, trak, 'tkhd');
    if (!tkhd) continue;
    const q = tkhd.start + tkhd.headerSize;
    // version(1) flags(3), then times and ids (v0: 20 bytes, v1: 32), reserved 8, layer/group/volume/reserved 8, matrix 36.
    const matrix = q + 4 + (buf[q] === 1 ? 32 : 20) + 16;
    if (matrix + 44 > tkhd.end) continue;
    const w = buf.readUInt32BE(matrix + 36) / 65536;
    const h = buf.readUInt32BE(matrix + 40) / 65536;
    if (w > 0 && h > 0) {
      // A matrix with a = d = 0 turns the picture by 90°: width and height swap on screen.
      const rotated = buf.readInt32BE(matrix) === 0 && buf.readInt32BE(matrix + 16) === 0;
      width = Math.round(rotated ? h : w);
      height = Math.round(rotated ? w : h);
      break;
    }
  }
  if (!width || !height) throw new VideoParseError('no video track');
  return { durationMs: Math.round((duration / timescale) * 1000), width, height };
}

/**
 * Renames metadata boxes (moov/udta, moov/meta: recorder, place, GPS) to `free`, which players skip.
 * Sizes and offsets stay as they are, so the file needs no remuxing.
 */
export function stripMp4Metadata(input: Buffer): Buffer {
  const buf = Buffer.from(input);
  for (const top of boxes(buf, 0, buf.length)) {
    if (top.type === 'udta' || top.type === 'meta') buf.write('free', top.start + 4, 'latin1');
    if (top.type !== 'moov') continue;
    for (const box of boxes(buf, top.start + top.headerSize, top.end)) {
      if (box.type === 'udta' || box.type === 'meta') buf.write('free', box.start + 4, 'latin1');
    }
  }
  return buf;
}

// --- WebM (EBML) ---

const ID = {
  segment: 0x18538067,
  info: 0x1549a966,
  scale: 0x2ad7b1,
  duration: 0x4489,
  tracks: 0x1654ae6b,
  entry: 0xae,
  video: 0xe0,
  pixelW: 0xb0,
  pixelH: 0xba,
  cluster: 0x1f43b675,
  timecode: 0xe7,
  simpleBlock: 0xa3,
  blockGroup: 0xa0,
  block: 0xa1,
};

interface Element {
  id: number;
  dataStart: number;
  /** Exclusive; for an unknown size, the end of the parent. */
  end: number;
}

function readVint(
  buf: Buffer,
  offset: number,
  keepMarker: boolean,
): { value: number; length: number; unknown: boolean } | null {
  const first = buf[offset];
  if (first === undefined || first === 0) return null;
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
  if (length > 8 || offset + length > buf.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = buf.readUInt8(offset + i);
    value = value * 256 + byte;
    if (byte !== 0xff) allOnes = false;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

function* elements(buf: Buffer, start: number, end: number): Generator<Element> {
  let offset = start;
  while (offset < end) {
    const id = readVint(buf, offset, true);
    if (!id) return;
    const size = readVint(buf, offset + id.length, false);
    if (!size) return;
    const dataStart = offset + id.length + size.length;
    const elementEnd = size.unknown ? end : Math.min(dataStart + size.value, end);
    yield { id: id.value, dataStart, end: elementEnd };
    // Inside an unknown-size element the next siblings are its children: step into it.
    offset = size.unknown ? dataStart : elementEnd;
  }
}

const readUint = (buf: Buffer, el: Element) => {
  let value = 0;
  // Elements end inside the buffer (readVint checks the header, `elements` clamps the end).
  for (let i = el.dataStart; i < el.end; i++) value = value * 256 + buf.readUInt8(i);
  return value;
};

function webmMeta(buf: Buffer): VideoMeta {
  let scale = 1_000_000;
  let duration: number | null = null;
  let width = 0;
  let height = 0;
  // Without a Duration: the latest block time seen (cluster timecode + the block's signed 16-bit offset).
  let clusterTime = 0;
  let lastTime: number | null = null;
  const sawTime = (t: number) => {
    lastTime = Math.max(lastTime ?? 0, t);
  };
  const walk = (start: number, end: number, depth: number) => {
    for (const el of elements(buf, start, end)) {
      if (
        el.id === ID.segment ||
        el.id === ID.info ||
        el.id === ID.tracks ||
        el.id === ID.entry ||
        el.id === ID.video ||
        el.id === ID.cluster ||
        el.id === ID.blockGroup
      ) {
        if (depth < 6) walk(el.dataStart, el.end, depth + 1);
        // An unknown-size element was stepped into by `elements`, so its children are already walked.
        if (el.end === end) return;
      } else if (el.id === ID.scale) scale = readUint(buf, el);
      else if (el.id === ID.duration) {
        const len = el.end - el.dataStart;
        duration = len === 4 ? buf.readFloatBE(el.dataStart) : len === 8 ? buf.readDoubleBE(el.dataStart) : null;
      } else if (el.id === ID.pixelW && !width) width = readUint(buf, el);
      else if (el.id === ID.pixelH && !height) height = readUint(buf, el);
      else if (el.id === ID.timecode) {
        clusterTime = readUint(buf, el);
        sawTime(clusterTime);
      } else if (el.id === ID.simpleBlock || el.id === ID.block) {
        // track number (a vint), then the time relative to the cluster
        const track = readVint(buf, el.dataStart, false);
        const at = track ? el.dataStart + track.length : el.end;
        if (at + 2 <= el.end) sawTime(clusterTime + buf.readInt16BE(at));
      }
    }
  };
  walk(0, buf.length, 0);
  if (!width || !height) throw new VideoParseError('no video track');
  const units: number | null = duration ?? lastTime;
  if (units === null || !Number.isFinite(units)) throw new VideoParseError('unknown duration');
  return { durationMs: Math.round((units * scale) / 1_000_000), width, height };
}

export function readVideoMeta(buf: Buffer, mime: 'video/mp4' | 'video/webm'): VideoMeta {
  try {
    return mime === 'video/mp4' ? mp4Meta(buf) : webmMeta(buf);
  } catch (error) {
    if (error instanceof VideoParseError) throw error;
    // A truncated or hostile file can make a read run off the end: that is a bad video, not a server fault.
    throw new VideoParseError(error instanceof Error ? error.message : 'unreadable');
  }
}
