// Minimal but well-formed video containers for tests: the boxes and elements the parser reads, nothing else.

const box = (type: string, ...content: Buffer[]) => {
  const body = Buffer.concat(content);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
};

/** An MP4 of `durationMs` at width×height (16.16 fixed point in tkhd), with a GPS-bearing udta box. */
export function fakeMp4(
  durationMs: number,
  width: number,
  height: number,
  options: { brand?: string; rotate?: boolean } = {},
): Buffer {
  const ftyp = box(
    'ftyp',
    Buffer.from(options.brand ?? 'isom', 'latin1'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2mp41', 'latin1'),
  );
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12); // timescale
  mvhd.writeUInt32BE(durationMs, 16); // duration
  const tkhd = Buffer.alloc(84);
  // version 0: flags 4, times/id/reserved/duration 20, reserved 8, layer..volume 8, matrix 36, width, height
  const matrix = 4 + 20 + 16;
  if (options.rotate) {
    tkhd.writeInt32BE(0, matrix);
    tkhd.writeInt32BE(65536, matrix + 4);
    tkhd.writeInt32BE(-65536, matrix + 12);
    tkhd.writeInt32BE(0, matrix + 16);
  } else {
    tkhd.writeInt32BE(65536, matrix);
    tkhd.writeInt32BE(65536, matrix + 16);
  }
  tkhd.writeUInt32BE(width * 65536, matrix + 36);
  tkhd.writeUInt32BE(height * 65536, matrix + 40);
  const udta = box('udta', box('\xa9xyz', Buffer.from('+25.1972+055.2744/', 'latin1')));
  const moov = box('moov', box('mvhd', mvhd), box('trak', box('tkhd', tkhd)), udta);
  return Buffer.concat([ftyp, moov, box('mdat', Buffer.alloc(64))]);
}

const vint = (n: number) => {
  // 8-byte size, enough for tests
  const b = Buffer.alloc(8);
  b.writeBigUInt64BE(BigInt(n));
  b.writeUInt8(b.readUInt8(0) | 0x01, 0);
  return b;
};
const el = (id: number[], ...content: Buffer[]) => {
  const body = Buffer.concat(content);
  return Buffer.concat([Buffer.from(id), vint(body.length), body]);
};
const uint = (n: number, bytes: number) => {
  const b = Buffer.alloc(bytes);
  b.writeUIntBE(n, 0, bytes);
  return b;
};

/** A WebM with Info/Duration (or, like MediaRecorder files, without it but with clusters). */
/** A real WebM as Chromium's MediaRecorder streams it (fixtures/make-media-recorder-webm.mjs): 160×120, ~1.5 s. */
export const MEDIA_RECORDER_WEBM = 'api/src/modules/uploads/fixtures/media-recorder.webm';

export function fakeWebm(
  durationMs: number,
  width: number,
  height: number,
  options: { withDuration?: boolean } = {},
): Buffer {
  const ebml = el([0x1a, 0x45, 0xdf, 0xa3], el([0x42, 0x82], Buffer.from('webm')));
  const duration = Buffer.alloc(8);
  duration.writeDoubleBE(durationMs);
  const info = el(
    [0x15, 0x49, 0xa9, 0x66],
    el([0x2a, 0xd7, 0xb1], uint(1_000_000, 3)),
    ...(options.withDuration === false ? [] : [el([0x44, 0x89], duration)]),
  );
  const tracks = el(
    [0x16, 0x54, 0xae, 0x6b],
    el([0xae], el([0xe0], el([0xb0], uint(width, 2)), el([0xba], uint(height, 2)))),
  );
  const clusters = [0, Math.max(0, durationMs - 500)].map((tc) =>
    el([0x1f, 0x43, 0xb6, 0x75], el([0xe7], uint(tc, 4)), el([0xa3], Buffer.alloc(16))),
  );
  // Segment of unknown size, as a live recorder writes it.
  const segment = Buffer.concat([
    Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]),
    info,
    tracks,
    ...clusters,
  ]);
  return Buffer.concat([ebml, segment]);
}
