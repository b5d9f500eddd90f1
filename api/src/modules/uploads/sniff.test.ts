import { sniffMediaType } from './sniff';
import { fakeMp4, fakeWebm } from './test-media';
import { jpeg, png } from '../social/test-utils';
import sharp from 'sharp';

describe('sniffMediaType', () => {
  it('knows JPEG, PNG and WebP by their bytes', async () => {
    expect(sniffMediaType(await jpeg(20, 20))).toEqual({ kind: 'image', mime: 'image/jpeg' });
    expect(sniffMediaType(await png(20, 20))).toEqual({ kind: 'image', mime: 'image/png' });
    const webp = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
      .webp()
      .toBuffer();
    expect(sniffMediaType(webp)).toEqual({ kind: 'image', mime: 'image/webp' });
  });

  it('knows MP4 and WebM videos', () => {
    expect(sniffMediaType(fakeMp4(1000, 640, 360))).toEqual({ kind: 'video', mime: 'video/mp4' });
    expect(sniffMediaType(fakeWebm(1000, 640, 360))).toEqual({ kind: 'video', mime: 'video/webm' });
  });

  it('refuses HEIC and AVIF (ftyp still images), GIF, SVG, text and empty files', () => {
    expect(sniffMediaType(fakeMp4(1000, 640, 360, { brand: 'heic' }))).toBeNull();
    expect(sniffMediaType(fakeMp4(1000, 640, 360, { brand: 'avif' }))).toBeNull();
    expect(sniffMediaType(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'))).toBeNull();
    expect(
      sniffMediaType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')),
    ).toBeNull();
    expect(sniffMediaType(Buffer.from('just some text pretending to be photo.jpg'))).toBeNull();
    expect(sniffMediaType(Buffer.alloc(0))).toBeNull();
  });
});
