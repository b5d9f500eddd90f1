// ETG's content dumps are JSON lines compressed with zstd, gigabytes for the whole world. Node 20's zlib has no
// zstd, so fzstd (pure JS, streaming) decompresses chunk by chunk as the download arrives: only the chunk in hand,
// zstd's window and one partial line are ever in memory.
import { Decompress } from 'fzstd';

export interface DumpLine {
  /** 0-based line number in the decompressed archive: the resume point counts these. */
  index: number;
  text: string;
  /** Compressed bytes read so far (for progress against the archive's size). */
  bytesRead: number;
}

/** The archive's lines, in order, from a stream of compressed chunks (a fetch body). Empty lines are left out. */
export async function* zstdLines(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<DumpLine> {
  const out: Uint8Array[] = [];
  const zstd = new Decompress((data) => void out.push(data));
  const decoder = new TextDecoder('utf-8', { fatal: false });
  let rest = '';
  let index = 0;
  let bytesRead = 0;
  // Decoded text is split on newlines; the unfinished last line waits for the next chunk.
  function* split(text: string, final: boolean): Generator<DumpLine> {
    rest += text;
    let start = 0;
    for (let nl = rest.indexOf('\n'); nl >= 0; nl = rest.indexOf('\n', start)) {
      const line = rest.slice(start, nl).trim();
      start = nl + 1;
      if (line) yield { index: index++, text: line, bytesRead };
    }
    rest = rest.slice(start);
    if (final && rest.trim()) {
      yield { index: index++, text: rest.trim(), bytesRead };
      rest = '';
    }
  }
  for await (const chunk of chunks) {
    bytesRead += chunk.length;
    zstd.push(chunk);
    for (const data of out.splice(0)) yield* split(decoder.decode(data, { stream: true }), false);
  }
  zstd.push(new Uint8Array(0), true);
  for (const data of out.splice(0)) yield* split(decoder.decode(data, { stream: true }), false);
  yield* split(decoder.decode(), true);
}

/** zstd's largest block. */
const MAX_BLOCK = 128 * 1024;

/**
 * A valid zstd frame that stores `data` in raw (uncompressed) blocks. Tests, the ETG stand-in and the benchmark
 * make dumps with it, so no zstd compressor is needed at run time; the decoder reads it as any other frame.
 */
export function zstdRawFrame(data: Uint8Array, blockSize = MAX_BLOCK): Buffer {
  const block = Math.min(MAX_BLOCK, Math.max(1, blockSize));
  const blocks = Math.max(1, Math.ceil(data.length / block));
  // Magic number, frame header (no checksum, no content size, a 128 KiB window: exponent 7), then the blocks.
  const out = Buffer.alloc(4 + 2 + blocks * 3 + data.length);
  out.writeUInt32LE(0xfd2fb528, 0);
  out[4] = 0x00;
  out[5] = 7 << 3;
  let at = 6;
  for (let b = 0; b < blocks; b++) {
    const part = data.subarray(b * block, Math.min(data.length, (b + 1) * block));
    const header = (part.length << 3) | (0 << 1) | (b === blocks - 1 ? 1 : 0);
    out.writeUIntLE(header, at, 3);
    out.set(part, at + 3);
    at += 3 + part.length;
  }
  return out;
}
