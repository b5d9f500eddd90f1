// Shapes of the demo activity catalog. Pure data: the database layer maps these onto its tables.

export const MAIN_CATEGORY_SLUGS = [
  'attractions',
  'desert-safari',
  'water-parks',
  'cruises',
  'museums',
  'theme-parks',
  'tours',
  'dining',
  'adventure',
] as const;

export type MainCategorySlug = (typeof MAIN_CATEGORY_SLUGS)[number];

export interface LocalizedText {
  en: string;
  ar: string;
}

export interface LocalizedList {
  en: string[];
  ar: string[];
}

export interface MainCategory {
  slug: MainCategorySlug;
  name: LocalizedText;
  /** Name of an `@mui/icons-material` icon, e.g. 'Museum' for MuseumIcon. */
  icon: string;
  sortOrder: number;
}

/** 0 = Sunday … 6 = Saturday, as `Date.prototype.getDay()` in Asia/Dubai time. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Minutes from midnight, [open, close), open < close ≤ 1440. Late closings are capped at 1440. */
export type OpeningInterval = readonly [openMin: number, closeMin: number];

/** Every weekday is present; an empty list means closed that day. */
export type WeeklyHours = Readonly<Record<Weekday, readonly OpeningInterval[]>>;

export interface CatalogBranch {
  name: LocalizedText;
  /** Dubai neighbourhood, in English (e.g. 'Downtown Dubai'). */
  area: string;
  lat: number;
  lng: number;
  hours: WeeklyHours;
  phone?: string;
}

/** Ticket prices in AED fils (minor units): 16900 = AED 169.00. child ≤ teen ≤ adult; 0 = free. */
export interface TicketPrices {
  adultMinor: number;
  /** Ages 12–17. */
  teenMinor: number;
  /** Ages 3–11. */
  childMinor: number;
}

export type ImageMotif = 'tower' | 'dune' | 'wave' | 'boat' | 'museum' | 'coaster' | 'bus' | 'plate' | 'mountain';

/** Input to `activityImageSvg`: the picture is generated, nothing is downloaded. */
export interface ImageSpec {
  /** 0–359, base hue of the sky gradient. */
  hue: number;
  motif: ImageMotif;
}

export type ActivityAudience = 'all' | 'children' | 'adults';

export interface CatalogActivity {
  /** Kebab-case, unique across the catalog; a stable natural key for seeding. */
  slug: string;
  name: LocalizedText;
  /** 2–4 sentences per language. */
  description: LocalizedText;
  mainCategory: MainCategorySlug;
  /** Finer tags such as 'family', 'night', 'outdoor', 'thrill'. */
  categories: string[];
  durationMin: number;
  kidFriendly: boolean;
  minAge?: number;
  /**
   * Landmarks or venues it takes place in (kebab-case): activities sharing one are never planned together
   * (both Burj Khalifa decks are 'burj-khalifa'; a two-park pass names both parks). Absent: its own venue.
   */
  venueGroups?: string[];
  /** 'children': planned only when children travel; 'adults': never with children. Absent: 'all'. */
  audience?: ActivityAudience;
  prices: TicketPrices;
  /** Hours before the visit until which cancelling refunds in full (default 24); null: non-refundable. */
  freeCancellationHours?: number | null;
  /** 3.5–5.0, one decimal. */
  rating: number;
  /** At least one; some activities have 2–3 so that choosing a branch matters. */
  branches: CatalogBranch[];
  /** 3–5 items, same count in both languages. */
  highlights: LocalizedList;
  image: ImageSpec;
}

export interface CatalogReview {
  authorName: string;
  /** Whole stars, 1–5. */
  rating: number;
  text: LocalizedText;
  /** ISO 8601 timestamp. */
  createdAt: string;
}
