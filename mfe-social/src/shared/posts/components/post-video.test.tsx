import { act, fireEvent, screen } from '@testing-library/react';
import { appStore } from '@jad/shared-ui';
import { renderScreen } from '@/test/render';
import type { PublicMedia } from '@/lib/api-types';
import { PostVideo } from './post-video';

const clip: PublicMedia = {
  id: 'v1',
  url: '/media/post/v1/clip.mp4',
  thumbnail: '/media/post/v1/thumb.webp',
  is_image: false,
  width: 720,
  height: 1280,
  duration_ms: 8000,
  variants: [],
  alt_text: null,
};

let see: ((ratio: number) => void) | null = null;
class FakeObserver {
  constructor(private readonly cb: IntersectionObserverCallback) {}
  observe() {
    see = (ratio) =>
      this.cb(
        [{ isIntersecting: ratio > 0, intersectionRatio: ratio } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
  }
  disconnect() {}
}

test('plays muted while mostly on screen, pauses when scrolled away; one toggle unmutes every video', async () => {
  Object.assign(window, { IntersectionObserver: FakeObserver });
  const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  const pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  await renderScreen(
    <>
      <PostVideo media={clip} />
      <PostVideo media={{ ...clip, id: 'v2' }} />
    </>,
  );
  const videos = screen.getAllByTestId('post-video') as HTMLVideoElement[];
  expect(videos.every((v) => v.muted)).toBe(true); // muted by default (store `muted` starts true)
  act(() => see?.(0.8));
  expect(play).toHaveBeenCalled();
  act(() => see?.(0.1));
  expect(pause).toHaveBeenCalled();

  fireEvent.click(screen.getAllByRole('button', { name: 'Unmute' })[0]!);
  expect(appStore.getState().muted).toBe(false);
  expect(videos.every((v) => !v.muted)).toBe(true);
  expect(screen.getAllByRole('button', { name: 'Mute' })).toHaveLength(2);
  expect(screen.getAllByRole('button', { name: 'Mute' })[0]).toHaveAttribute('aria-pressed', 'true');
  play.mockRestore();
  pause.mockRestore();
});
