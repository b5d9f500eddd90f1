import AttractionsIcon from '@mui/icons-material/Attractions';
import CastleIcon from '@mui/icons-material/Castle';
import DirectionsBoatIcon from '@mui/icons-material/DirectionsBoat';
import ExploreIcon from '@mui/icons-material/Explore';
import LandscapeIcon from '@mui/icons-material/Landscape';
import MuseumIcon from '@mui/icons-material/Museum';
import ParaglidingIcon from '@mui/icons-material/Paragliding';
import PoolIcon from '@mui/icons-material/Pool';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import TourIcon from '@mui/icons-material/Tour';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';

// The api names each main category's icon by its @mui/icons-material name; only these are bundled.
const ICONS: Record<string, ComponentType<SvgIconProps>> = {
  Attractions: AttractionsIcon,
  Landscape: LandscapeIcon,
  Pool: PoolIcon,
  DirectionsBoat: DirectionsBoatIcon,
  Museum: MuseumIcon,
  Castle: CastleIcon,
  Tour: TourIcon,
  Restaurant: RestaurantIcon,
  Paragliding: ParaglidingIcon,
};

/** The icons the bar shows (the first frame has a chip of each: src/frame-template.tsx). */
export const CATEGORY_ICON_NAMES = Object.keys(ICONS);

export function CategoryIcon({ name, ...props }: { name: string } & SvgIconProps) {
  const Icon = ICONS[name] ?? ExploreIcon;
  return <Icon aria-hidden {...props} />;
}
