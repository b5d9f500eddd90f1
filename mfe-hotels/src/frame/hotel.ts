// The first frame of /hotel (shared-ui/src/frame): the hotel's first screen painted from the api's answer before the
// app has loaded, so its first photo, the page's largest paint, comes early. Its markup and CSS are the page's own
// (src/frame-template.tsx renders HotelOverview in the page's Page at build time); this fills a copy of it. Visitors
// and members see this page alike: the frame asks the session beside the hotel (not before it: no round trip more,
// and the shell takes the answer) and paints nothing for a member whose saved language or theme the shell would
// switch the page to; a member's saved hotels are asked once the session has answered, and a saved hotel's heart is
// the page's full one. Only a head start: every failure (no hid, an unknown one, the api's) paints nothing
// (index.ts: runFrame) and the page comes with the app.
import {
  countText,
  DEFAULT_ROOMS,
  fillSlots,
  fillText,
  formatNumber,
  formatRooms,
  FRAME_WIDE_PX,
  frameMoneyText,
  getJson,
  guestCounts,
  listSeparator,
  loadFrameMoney,
  loadFrameTemplate,
  memberStartsAsVisit,
  paintFrame,
  parseRooms,
  replaceMarked,
  templatePart,
  type FrameMoney,
  type FrameTemplate,
  type FrameVisit,
  type GuestRoom,
  type Lang,
  type SessionPayload,
} from '@jad/shared-ui/frame';
import type { HotelDetails, HotelPageResponse } from '@/lib/api-types';
import { FAVOURITE_IDS_PATH, type FavouriteIds } from '@/lib/favourite-ids';
import { hotelRequestPath, resultsHref, stayOf, type StayQuery } from '@/lib/hotel-address';
import { imageSources } from '@/lib/hotel-image-src';
import { ratingWordStep } from '@/lib/rating-words';
import { card as enCard, count as enCount, details as enDetails, filters as enFilters } from '@/locales/en.json';
import { card as arCard, count as arCount, details as arDetails, filters as arFilters } from '@/locales/ar.json';

const TEXTS = {
  en: { card: enCard, count: enCount, details: enDetails, ratingWords: enFilters.ratingWords },
  ar: { card: arCard, count: arCount, details: arDetails, ratingWords: arFilters.ratingWords },
};
type Texts = (typeof TEXTS)['en'];

/** The page as the frame shows it: the hotel (not its loading state). */
const SHOWN_UNTIL = '[data-testid="hotel-name"]';

/** The gallery's photos: a large one and four smaller ones (gallery.tsx). */
const PHOTOS = 5;

/** "Prices for 2 nights, 2 adults, 1 room", as the page writes it (hotel-page.tsx). */
function stayForText(t: Texts, nights: number, rooms: GuestRoom[], lang: Lang): string {
  const totals = guestCounts(rooms);
  const guests = [
    countText(t.count, 'adults', totals.adults, lang),
    totals.children ? countText(t.count, 'children', totals.children, lang) : null,
    countText(t.count, 'rooms', totals.rooms, lang),
  ]
    .filter(Boolean)
    .join(listSeparator(lang));
  return fillText(t.details.stayFor, { nights: countText(t.count, 'nights', nights, lang), guests }, lang);
}

/** The stay's lowest price (the cheapest room's first rate), as the page shows it; null without one. */
function lowestPrice(answer: HotelPageResponse, money: FrameMoney, lang: Lang): string | null {
  const firsts = (answer.rooms ?? []).map((r) => r.rates[0]?.total_minor);
  if (!answer.stay || firsts.length === 0 || firsts.some((p) => p === undefined)) return null;
  return frameMoneyText(Math.min(...(firsts as number[])), money, lang);
}

/** StarRating: as many stars as the hotel has, or none. */
function fillStars(root: ParentNode, stars: number, t: Texts, lang: Lang) {
  const box = root.querySelector('[data-jf="hotel-name"]')?.parentElement?.querySelector('[role="img"]');
  if (!box) return;
  if (!stars) return box.remove();
  Array.from(box.children)
    .slice(stars)
    .forEach((star) => star.remove());
  box.setAttribute('aria-label', countText(t.card, 'starsLabel', stars, lang));
}

/** RatingBadge: its slots' values (the score, its word, the reviews); the badge goes without a score. */
function ratingSlots(root: ParentNode, hotel: HotelDetails, t: Texts, lang: Lang): Record<string, string | undefined> {
  const score = root.querySelector('[data-slot="rating"]');
  if (hotel.rating === null) {
    score?.parentElement?.remove();
    return {};
  }
  const rating = hotel.rating;
  score?.setAttribute(
    'aria-label',
    fillText(t.card.ratingOutOf, { value: formatNumber(rating, lang, { minimumFractionDigits: 1 }) }, lang),
  );
  const step = ratingWordStep(rating);
  return {
    rating: formatNumber(rating, lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    'rating-word': step ? t.ratingWords[step] : undefined,
    reviews: hotel.review_count ? countText(t.count, 'reviews', hotel.review_count, lang) : undefined,
  };
}

/** Gallery: its photos at the page's sizes and addresses (the page's pictures are then the frame's), or none. */
function fillGallery(root: ParentNode, images: string[], t: Texts, lang: Lang) {
  const gallery = root.querySelector('[data-jf="gallery"]');
  if (!gallery) return;
  if (images.length === 0) return gallery.remove();
  const buttons = Array.from(gallery.querySelectorAll('button')).slice(0, PHOTOS);
  buttons.forEach((button, i) => {
    const image = images[i];
    const picture = button.querySelector('img');
    if (image === undefined || !picture) return button.remove();
    const size = (name: string) => Number(picture.getAttribute(name));
    const { src, srcSet } = imageSources(image, size('width'), size('height'));
    picture.src = src;
    picture.srcset = srcSet;
    button.setAttribute('aria-label', fillText(t.details.photo, { n: i + 1, total: images.length }, lang));
  });
  // "Show all 12 photos": the button's text after its icon.
  const showAll = gallery.lastElementChild;
  if (showAll?.lastChild?.nodeType === Node.TEXT_NODE)
    showAll.lastChild.textContent = countText(t.details, 'showAll', images.length, lang);
}

/** HotelAbout: a copy of its sample section per part of the description, its sample group per group of facilities. */
function fillAbout(root: ParentNode, hotel: HotelDetails) {
  const section = root.querySelector('[data-jf="hotel-description"]');
  const paragraph = section?.querySelector('p');
  paragraph?.remove();
  for (const d of hotel.description) {
    const copy = section?.cloneNode(true) as Element | undefined;
    if (!copy || !paragraph) break;
    fillSlots(copy, { title: d.title });
    for (const p of d.paragraphs) {
      const line = paragraph.cloneNode(true) as Element;
      line.textContent = p;
      copy.appendChild(line);
    }
    section?.before(copy);
  }
  section?.remove();
  const group = root.querySelector('[data-jf="amenity-group"]');
  const line = group?.querySelector('p');
  line?.remove();
  for (const g of hotel.amenity_groups) {
    const copy = group?.cloneNode(true) as Element | undefined;
    if (!copy || !line) break;
    fillSlots(copy, { group: g.group_name });
    for (const a of g.amenities) {
      const item = line.cloneNode(true) as Element;
      fillSlots(item, { amenity: a });
      copy.appendChild(item);
    }
    group?.before(copy);
  }
  group?.remove();
}

/** The heart of a hotel the member saved, in place of the template's empty one. */
function swapHeart(content: DocumentFragment, template: FrameTemplate, name: string) {
  const heart = templatePart(template, 'heartOn').querySelector('[data-jf="favourite-button"]');
  if (!heart) return;
  fillSlots(heart, { name });
  replaceMarked(content, 'favourite-button', heart);
}

/** The template's first screen filled with the hotel. */
function page(
  content: DocumentFragment,
  answer: HotelPageResponse,
  stay: StayQuery | null,
  rooms: GuestRoom[],
  money: FrameMoney,
  lang: Lang,
): DocumentFragment {
  const t = TEXTS[lang];
  const { hotel } = answer;
  content.querySelector('[data-jf="hotel-back"]')?.setAttribute('href', resultsHref(hotel.area?.slug, stay));
  if (!stay) content.querySelector('.MuiStepper-root')?.remove();
  fillStars(content, hotel.stars, t, lang);
  const rating = ratingSlots(content, hotel, t, lang);
  fillGallery(content, hotel.images, t, lang);
  fillAbout(content, hotel);
  const price = lowestPrice(answer, money, lang);
  // On a phone the aside comes after the policies, which the frame leaves to the page: below the first screen.
  if (hotel.policies && !window.matchMedia(`(min-width: ${FRAME_WIDE_PX}px)`).matches)
    replaceMarked(content, 'hotel-aside', null);
  fillSlots(content, {
    ...rating,
    name: hotel.name,
    address: hotel.address,
    checkin: hotel.check_in_time,
    checkout: hotel.check_out_time,
    'stay-price': price === null ? undefined : '',
    stayFor: answer.stay ? stayForText(t, answer.stay.nights, rooms, lang) : '',
    price: price ?? '',
    'phone-line': hotel.phone ? '' : undefined,
    phone: hotel.phone ?? '',
  });
  const phone = content.querySelector('a[href^="tel:"]');
  if (phone && hotel.phone) phone.setAttribute('href', `tel:${hotel.phone.replace(/\s/g, '')}`);
  return content;
}

export async function paintHotel(visit: FrameVisit): Promise<void> {
  const hid = visit.params.get('hid');
  if (!hid) return;
  // As the page reads its address (hotel-page.tsx), so the request is the page's own.
  const rooms = parseRooms(visit.params.get('rooms')) ?? DEFAULT_ROOMS;
  const stay = stayOf(visit.params.get('checkin'), visit.params.get('checkout'), formatRooms(rooms));
  const asked = getJson<SessionPayload>('/auth/session');
  const [template, answer, session, money, saved] = await Promise.all([
    loadFrameTemplate('hotel', visit),
    getJson<HotelPageResponse>(hotelRequestPath(hid, stay, visit.lang)),
    asked,
    loadFrameMoney(),
    // A member's saved hotels, once the session says member (a visitor has none); the heart shows empty without them,
    // as the page's does (lib/favourites.ts).
    asked.then((s) => (s.user ? getJson<FavouriteIds>(FAVOURITE_IDS_PATH).catch(() => undefined) : undefined)),
  ]);
  if (session.user && !memberStartsAsVisit(session.user, visit)) return;
  const content = page(templatePart(template, 'page'), answer, stay, rooms, money, visit.lang);
  if (saved?.hids.includes(answer.hotel.hid)) swapHeart(content, template, answer.hotel.name);
  await paintFrame('hotel', template.css, content, SHOWN_UNTIL);
}
