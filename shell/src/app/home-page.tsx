import Box from '@mui/material/Box';
import { RemoteSection } from '@/features/remotes/remote-section';
import { AfterFirstPaint } from '@/hooks/use-after-first-paint';
import { Hero } from '@/features/home/hero';
import { PlanCta } from '@/features/home/plan-cta';

/** / : the hero, then the remotes' home sections (each mounted when scrolled near), then the plan call to action. */
export function HomePage() {
  // The hero fills the first screen: what comes below it is rendered after the first paint (the hero is not
  // rendered again then).
  return (
    <>
      <Hero />
      <AfterFirstPaint>
        <BelowTheFold />
      </AfterFirstPaint>
    </>
  );
}

function BelowTheFold() {
  return (
    <>
      {/* minmax(0, 1fr): a section with a wide scroller (a carousel) must not widen the page. */}
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: { xs: 2, md: 4 }, pt: { xs: 2, md: 4 } }}>
        <RemoteSection domain="activities" view="home" />
        <RemoteSection domain="hotels" view="home" />
        <RemoteSection domain="social" view="home" />
      </Box>
      <PlanCta />
    </>
  );
}
