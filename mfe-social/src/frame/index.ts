// The first frames of this remote (shared-ui/src/frame): one frame.js for its pages (paths.json), each painted from
// the api's answer before the app has loaded, from the page's own components rendered at build time
// (src/frame-template.tsx). Only a head start: every failure is silent (runFrame) and the page comes with the app.
import { frameVisit, runFrame } from '@jad/shared-ui/frame';
import { paintFeed } from './feed';
import { paintPost } from './post';

runFrame(async () => {
  const visit = frameVisit();
  if (visit.path === '/feed') await paintFeed(visit);
  else if (visit.path === '/post') await paintPost(visit);
});
