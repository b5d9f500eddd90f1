import type { MainCategory } from './types';

// Icons are @mui/icons-material names so the front end can map them without a lookup table of its own.
export const mainCategories: readonly MainCategory[] = [
  { slug: 'attractions', name: { en: 'Attractions', ar: 'معالم سياحية' }, icon: 'Attractions', sortOrder: 1 },
  {
    slug: 'desert-safari',
    name: { en: 'Desert Safari', ar: 'رحلات السفاري الصحراوية' },
    icon: 'Landscape',
    sortOrder: 2,
  },
  { slug: 'water-parks', name: { en: 'Water Parks', ar: 'الحدائق المائية' }, icon: 'Pool', sortOrder: 3 },
  { slug: 'cruises', name: { en: 'Cruises', ar: 'الرحلات البحرية' }, icon: 'DirectionsBoat', sortOrder: 4 },
  { slug: 'museums', name: { en: 'Museums', ar: 'المتاحف' }, icon: 'Museum', sortOrder: 5 },
  { slug: 'theme-parks', name: { en: 'Theme Parks', ar: 'المدن الترفيهية' }, icon: 'Castle', sortOrder: 6 },
  { slug: 'tours', name: { en: 'Tours', ar: 'الجولات' }, icon: 'Tour', sortOrder: 7 },
  { slug: 'dining', name: { en: 'Dining', ar: 'المطاعم وتجارب الطعام' }, icon: 'Restaurant', sortOrder: 8 },
  { slug: 'adventure', name: { en: 'Adventure', ar: 'المغامرات' }, icon: 'Paragliding', sortOrder: 9 },
];
