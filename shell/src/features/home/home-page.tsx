import Box from '@mui/material/Box';
import { RemoteSection } from '@/features/remote-sections/remote-section';
import { Hero } from './hero';
import { PlanCta } from './plan-cta';

/** / : the hero, then the remotes' home sections (each mounted when scrolled near), then the plan call to action. */
export function HomePage() {
  return (
    <>
      <Hero />
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
