// Room-type templates per property type, and the amenity vocabulary (slugs with en/ar labels).
import type { LocalizedName, RoomKind } from './inventory-types';
import type { BedType, PropertyType } from './types';

export interface RoomTemplate {
  id: string;
  kind: RoomKind;
  name: LocalizedName;
  bed: BedType;
  maxAdults: number;
  maxOccupancy: number;
  sizeSqm: readonly [number, number];
  /** Against the hotel's base price. */
  priceFactor: number;
  allotment: number;
  /** Approximations of ETG's rg_ext class (3 room, 4 apartment, 5 suite, 6 studio, 7 villa) and quality. */
  rgClass: number;
  rgQuality: number;
  amenities: readonly string[];
}

const std = ['air-conditioning', 'tv', 'safe', 'kettle', 'shower', 'hairdryer', 'window'] as const;

const STANDARD_DOUBLE: RoomTemplate = { id: 'standard-double', kind: 'standard', name: { en: 'Standard Double Room', ar: 'غرفة قياسية بسرير مزدوج' }, bed: 'double', maxAdults: 2, maxOccupancy: 3, sizeSqm: [22, 30], priceFactor: 1, allotment: 8, rgClass: 3, rgQuality: 2, amenities: std };
const STANDARD_TWIN: RoomTemplate = { id: 'standard-twin', kind: 'standard', name: { en: 'Standard Twin Room', ar: 'غرفة قياسية بسريرين منفصلين' }, bed: 'twin', maxAdults: 2, maxOccupancy: 3, sizeSqm: [22, 30], priceFactor: 1, allotment: 6, rgClass: 3, rgQuality: 2, amenities: std };
const SUPERIOR_KING: RoomTemplate = { id: 'superior-king', kind: 'superior', name: { en: 'Superior King Room', ar: 'غرفة سوبيريور بسرير كينغ' }, bed: 'king', maxAdults: 2, maxOccupancy: 3, sizeSqm: [28, 36], priceFactor: 1.15, allotment: 6, rgClass: 3, rgQuality: 5, amenities: [...std, 'minibar', 'desk'] };
const DELUXE_KING: RoomTemplate = { id: 'deluxe-king', kind: 'deluxe', name: { en: 'Deluxe King Room', ar: 'غرفة ديلوكس بسرير كينغ' }, bed: 'king', maxAdults: 2, maxOccupancy: 3, sizeSqm: [32, 42], priceFactor: 1.3, allotment: 5, rgClass: 3, rgQuality: 6, amenities: [...std, 'minibar', 'bathtub', 'city-view'] };
const DELUXE_TWIN: RoomTemplate = { id: 'deluxe-twin', kind: 'deluxe', name: { en: 'Deluxe Twin Room', ar: 'غرفة ديلوكس بسريرين منفصلين' }, bed: 'twin', maxAdults: 2, maxOccupancy: 3, sizeSqm: [32, 42], priceFactor: 1.3, allotment: 4, rgClass: 3, rgQuality: 6, amenities: [...std, 'minibar', 'bathtub'] };
const FAMILY_SOFA: RoomTemplate = { id: 'family-sofa', kind: 'family', name: { en: 'Family Room with Sofa Bed', ar: 'غرفة عائلية مع أريكة سرير' }, bed: 'sofa', maxAdults: 3, maxOccupancy: 4, sizeSqm: [36, 48], priceFactor: 1.5, allotment: 3, rgClass: 3, rgQuality: 2, amenities: [...std, 'sofa'] };
const JUNIOR_SUITE: RoomTemplate = { id: 'junior-suite', kind: 'suite', name: { en: 'Junior Suite', ar: 'جناح جونيور' }, bed: 'king', maxAdults: 2, maxOccupancy: 3, sizeSqm: [45, 60], priceFactor: 1.7, allotment: 3, rgClass: 5, rgQuality: 5, amenities: [...std, 'minibar', 'bathtub', 'sofa', 'balcony'] };
const EXECUTIVE_SUITE: RoomTemplate = { id: 'executive-suite', kind: 'suite', name: { en: 'Executive Suite', ar: 'جناح تنفيذي' }, bed: 'king', maxAdults: 3, maxOccupancy: 4, sizeSqm: [65, 95], priceFactor: 2.2, allotment: 2, rgClass: 5, rgQuality: 8, amenities: [...std, 'minibar', 'bathtub', 'sofa', 'balcony', 'desk'] };

export const ROOM_TEMPLATES: Record<PropertyType, readonly RoomTemplate[]> = {
  hotel: [STANDARD_DOUBLE, STANDARD_TWIN, SUPERIOR_KING, DELUXE_KING, DELUXE_TWIN, FAMILY_SOFA, JUNIOR_SUITE, EXECUTIVE_SUITE],
  apartment: [
    { id: 'studio', kind: 'studio', name: { en: 'Studio', ar: 'استوديو' }, bed: 'double', maxAdults: 2, maxOccupancy: 2, sizeSqm: [30, 40], priceFactor: 0.85, allotment: 6, rgClass: 6, rgQuality: 2, amenities: [...std, 'kitchenette'] },
    { id: 'one-bedroom', kind: 'apartment', name: { en: 'One-Bedroom Apartment', ar: 'شقة بغرفة نوم واحدة' }, bed: 'king', maxAdults: 2, maxOccupancy: 4, sizeSqm: [60, 80], priceFactor: 1.2, allotment: 5, rgClass: 4, rgQuality: 2, amenities: [...std, 'kitchenette', 'washing-machine', 'sofa', 'balcony'] },
    { id: 'two-bedroom', kind: 'apartment', name: { en: 'Two-Bedroom Apartment', ar: 'شقة بغرفتي نوم' }, bed: 'double', maxAdults: 4, maxOccupancy: 5, sizeSqm: [100, 130], priceFactor: 1.9, allotment: 3, rgClass: 4, rgQuality: 5, amenities: [...std, 'kitchenette', 'washing-machine', 'sofa', 'balcony'] },
    { id: 'studio-sofa', kind: 'studio', name: { en: 'Studio with Sofa Bed', ar: 'استوديو مع أريكة سرير' }, bed: 'sofa', maxAdults: 2, maxOccupancy: 3, sizeSqm: [34, 44], priceFactor: 0.95, allotment: 4, rgClass: 6, rgQuality: 2, amenities: [...std, 'kitchenette', 'sofa'] },
  ],
  resort: [
    { id: 'deluxe-room', kind: 'deluxe', name: { en: 'Deluxe Room', ar: 'غرفة ديلوكس' }, bed: 'king', maxAdults: 2, maxOccupancy: 3, sizeSqm: [40, 50], priceFactor: 1, allotment: 8, rgClass: 3, rgQuality: 6, amenities: [...std, 'minibar', 'bathtub', 'balcony'] },
    { id: 'premium-water-view', kind: 'deluxe', name: { en: 'Premium Water View Room', ar: 'غرفة بريميوم مطلة على الماء' }, bed: 'king', maxAdults: 2, maxOccupancy: 3, sizeSqm: [45, 55], priceFactor: 1.4, allotment: 5, rgClass: 3, rgQuality: 7, amenities: [...std, 'minibar', 'bathtub', 'balcony', 'sea-view'] },
    { id: 'twin-garden', kind: 'superior', name: { en: 'Garden Twin Room', ar: 'غرفة مطلة على الحديقة بسريرين منفصلين' }, bed: 'twin', maxAdults: 2, maxOccupancy: 3, sizeSqm: [40, 48], priceFactor: 1.05, allotment: 5, rgClass: 3, rgQuality: 5, amenities: [...std, 'minibar', 'balcony'] },
    { id: 'family-suite', kind: 'family', name: { en: 'Family Suite', ar: 'جناح عائلي' }, bed: 'sofa', maxAdults: 3, maxOccupancy: 5, sizeSqm: [70, 90], priceFactor: 1.9, allotment: 3, rgClass: 5, rgQuality: 5, amenities: [...std, 'minibar', 'bathtub', 'sofa', 'balcony'] },
    { id: 'ocean-suite', kind: 'suite', name: { en: 'Ocean Suite', ar: 'جناح المحيط' }, bed: 'king', maxAdults: 2, maxOccupancy: 3, sizeSqm: [90, 120], priceFactor: 2.6, allotment: 2, rgClass: 5, rgQuality: 8, amenities: [...std, 'minibar', 'bathtub', 'sofa', 'balcony', 'sea-view'] },
  ],
  hostel: [
    { id: 'economy-double', kind: 'economy', name: { en: 'Economy Double Room', ar: 'غرفة اقتصادية بسرير مزدوج' }, bed: 'double', maxAdults: 2, maxOccupancy: 2, sizeSqm: [12, 16], priceFactor: 0.9, allotment: 6, rgClass: 3, rgQuality: 1, amenities: ['air-conditioning', 'shower', 'window'] },
    { id: 'economy-twin', kind: 'economy', name: { en: 'Economy Twin Room', ar: 'غرفة اقتصادية بسريرين منفصلين' }, bed: 'twin', maxAdults: 2, maxOccupancy: 2, sizeSqm: [12, 16], priceFactor: 0.9, allotment: 6, rgClass: 3, rgQuality: 1, amenities: ['air-conditioning', 'shower'] },
    { id: 'triple', kind: 'economy', name: { en: 'Triple Room', ar: 'غرفة ثلاثية' }, bed: 'twin', maxAdults: 3, maxOccupancy: 3, sizeSqm: [16, 22], priceFactor: 1.2, allotment: 4, rgClass: 3, rgQuality: 1, amenities: ['air-conditioning', 'shower', 'window'] },
  ],
  guesthouse: [STANDARD_DOUBLE, STANDARD_TWIN, FAMILY_SOFA, SUPERIOR_KING],
  villa: [
    { id: 'one-bedroom-villa', kind: 'villa', name: { en: 'One-Bedroom Villa', ar: 'فيلا بغرفة نوم واحدة' }, bed: 'king', maxAdults: 2, maxOccupancy: 3, sizeSqm: [110, 150], priceFactor: 1, allotment: 3, rgClass: 7, rgQuality: 6, amenities: [...std, 'kitchenette', 'private-pool', 'sofa'] },
    { id: 'two-bedroom-pool-villa', kind: 'villa', name: { en: 'Two-Bedroom Pool Villa', ar: 'فيلا بغرفتي نوم مع مسبح' }, bed: 'king', maxAdults: 4, maxOccupancy: 5, sizeSqm: [180, 240], priceFactor: 1.6, allotment: 2, rgClass: 7, rgQuality: 7, amenities: [...std, 'kitchenette', 'private-pool', 'sofa', 'washing-machine'] },
    { id: 'three-bedroom-villa', kind: 'villa', name: { en: 'Three-Bedroom Beach Villa', ar: 'فيلا بثلاث غرف نوم على الشاطئ' }, bed: 'twin', maxAdults: 6, maxOccupancy: 7, sizeSqm: [260, 340], priceFactor: 2.3, allotment: 1, rgClass: 7, rgQuality: 8, amenities: [...std, 'kitchenette', 'private-pool', 'sofa', 'washing-machine', 'sea-view'] },
  ],
};

export const HOTEL_AMENITY_LABELS: Record<string, LocalizedName> = {
  wifi: { en: 'Free Wi-Fi', ar: 'واي فاي مجاني' },
  'air-conditioning': { en: 'Air conditioning', ar: 'تكييف هواء' },
  '24h-reception': { en: '24-hour reception', ar: 'استقبال على مدار الساعة' },
  parking: { en: 'Parking', ar: 'موقف سيارات' },
  pool: { en: 'Swimming pool', ar: 'مسبح' },
  spa: { en: 'Spa', ar: 'منتجع صحي' },
  fitness: { en: 'Fitness centre', ar: 'مركز لياقة' },
  restaurant: { en: 'Restaurant', ar: 'مطعم' },
  bar: { en: 'Lounge', ar: 'صالة' },
  'room-service': { en: 'Room service', ar: 'خدمة الغرف' },
  beach: { en: 'Private beach', ar: 'شاطئ خاص' },
  'kids-club': { en: 'Kids club', ar: 'نادي الأطفال' },
  'airport-shuttle': { en: 'Airport shuttle', ar: 'حافلة المطار' },
  'business-centre': { en: 'Business centre', ar: 'مركز أعمال' },
  laundry: { en: 'Laundry', ar: 'خدمة غسيل الملابس' },
  kitchen: { en: 'Kitchen', ar: 'مطبخ' },
  concierge: { en: 'Concierge', ar: 'خدمة الكونسيرج' },
  'metro-nearby': { en: 'Metro nearby', ar: 'قريب من المترو' },
  'pets-allowed': { en: 'Pets allowed', ar: 'يسمح بالحيوانات الأليفة' },
  'non-smoking': { en: 'Non-smoking rooms', ar: 'غرف لغير المدخنين' },
  elevator: { en: 'Lift', ar: 'مصعد' },
  garden: { en: 'Garden', ar: 'حديقة' },
  'shared-lounge': { en: 'Shared lounge', ar: 'صالة مشتركة' },
};

export const AMENITY_GROUPS: readonly { name: LocalizedName; amenities: readonly string[] }[] = [
  { name: { en: 'General', ar: 'عام' }, amenities: ['wifi', 'air-conditioning', '24h-reception', 'elevator', 'non-smoking', 'concierge', 'shared-lounge', 'pets-allowed'] },
  { name: { en: 'Leisure', ar: 'الترفيه' }, amenities: ['pool', 'spa', 'fitness', 'beach', 'kids-club', 'garden'] },
  { name: { en: 'Food and drink', ar: 'الطعام والشراب' }, amenities: ['restaurant', 'bar', 'room-service', 'kitchen'] },
  { name: { en: 'Services', ar: 'الخدمات' }, amenities: ['parking', 'airport-shuttle', 'business-centre', 'laundry', 'metro-nearby'] },
];

/** ETG-style `serp_filters` words the search filters use. */
export const SERP_FILTER_OF: Record<string, string> = {
  wifi: 'has_internet',
  parking: 'has_parking',
  pool: 'has_pool',
  spa: 'has_spa',
  fitness: 'has_fitness',
  beach: 'beach',
  'airport-shuttle': 'has_airport_transfer',
  kitchen: 'kitchen',
  'kids-club': 'kids',
  'pets-allowed': 'has_pets',
  'business-centre': 'has_business',
  restaurant: 'has_meal',
};
