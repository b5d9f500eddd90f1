import { activeFilterCount, filtersToParams, parseFilters, toListQuery } from './catalog-filters';

describe('list filters in the URL', () => {
  it('round-trips every filter', () => {
    const params = new URLSearchParams('main=cruises&cat=family&min=10000&max=50000&rating=4.5&kids=1&sort=price_asc');
    const filters = parseFilters(params);
    expect(filters).toEqual({
      main: 'cruises',
      category: 'family',
      minPrice: 10_000,
      maxPrice: 50_000,
      minRating: 4.5,
      kids: true,
      sort: 'price_asc',
    });
    expect(filtersToParams(filters).toString()).toBe(params.toString());
    expect(toListQuery(filters)).toEqual({
      main_category: 'cruises',
      category: 'family',
      min_price: 10_000,
      max_price: 50_000,
      min_rating: 4.5,
      kid_friendly: true,
      sort: 'price_asc',
    });
    expect(activeFilterCount(filters)).toBe(4);
  });

  it('drops what it cannot trust', () => {
    const filters = parseFilters(
      new URLSearchParams('main=<script>&cat=Family Fun&min=-5&max=1e9&rating=2&kids=yes&sort=cheapest'),
    );
    expect(filters).toEqual({
      main: undefined,
      category: undefined,
      minPrice: undefined,
      maxPrice: undefined,
      minRating: undefined,
      kids: false,
      sort: 'rating',
    });
    expect(toListQuery(filters)).toEqual({ sort: 'rating' });
  });

  it('ignores a maximum below the minimum', () => {
    expect(toListQuery(parseFilters(new URLSearchParams('min=500&max=100')))).toEqual({
      sort: 'rating',
      min_price: 500,
    });
  });
});
