import { readVideoMeta, stripMp4Metadata, VideoParseError } from './video-meta';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findRepoRoot } from '../../lib/repo-root';
import { fakeMp4, fakeWebm, MEDIA_RECORDER_WEBM } from './test-media';

const mediaRecorderWebm = () => readFileSync(path.join(findRepoRoot(), MEDIA_RECORDER_WEBM));

describe('readVideoMeta', () => {
  it('reads length and frame size of an MP4, swapping them for a rotated track', () => {
    expect(readVideoMeta(fakeMp4(12_345, 1920, 1080), 'video/mp4')).toEqual({
      durationMs: 12_345,
      width: 1920,
      height: 1080,
    });
    expect(readVideoMeta(fakeMp4(5000, 1920, 1080, { rotate: true }), 'video/mp4')).toEqual({
      durationMs: 5000,
      width: 1080,
      height: 1920,
    });
  });

  it('reads a WebM with a Duration, and one without (from its last cluster)', () => {
    expect(readVideoMeta(fakeWebm(8000, 640, 360), 'video/webm')).toEqual({
      durationMs: 8000,
      width: 640,
      height: 360,
    });
    expect(readVideoMeta(fakeWebm(8000, 640, 360, { withDuration: false }), 'video/webm')).toEqual({
      durationMs: 7500,
      width: 640,
      height: 360,
    });
  });

  it("reads the WebM Chromium's MediaRecorder streams: unknown-size Segment and Cluster, no Duration", () => {
    // one cluster at timecode 0: the length is its last block's time (15 frames a second for about 1.5 s)
    const meta = readVideoMeta(mediaRecorderWebm(), 'video/webm');
    expect(meta).toMatchObject({ width: 160, height: 120 });
    expect(meta.durationMs).toBeGreaterThan(1000);
    expect(meta.durationMs).toBeLessThan(2500);
  });

  it('throws VideoParseError for truncated or hostile files, never anything else', () => {
    const mp4 = fakeMp4(1000, 640, 360);
    for (const bad of [
      mp4.subarray(0, 40),
      mp4.subarray(0, 70),
      Buffer.from('ftypisom'),
      fakeWebm(1000, 640, 360).subarray(0, 30),
      mediaRecorderWebm().subarray(0, 60),
      Buffer.alloc(64, 0xff),
    ]) {
      expect(() => readVideoMeta(bad, 'video/mp4')).toThrow(VideoParseError);
      expect(() => readVideoMeta(bad, 'video/webm')).toThrow(VideoParseError);
    }
  });

  it('strips the metadata box of an MP4 without moving anything', () => {
    const mp4 = fakeMp4(1000, 640, 360);
    expect(mp4.includes(Buffer.from('udta'))).toBe(true);
    const clean = stripMp4Metadata(mp4);
    expect(clean.length).toBe(mp4.length);
    expect(clean.includes(Buffer.from('udta'))).toBe(false);
    expect(readVideoMeta(clean, 'video/mp4')).toEqual(readVideoMeta(mp4, 'video/mp4'));
  });
});
