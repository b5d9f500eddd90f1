import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import TuneIcon from '@mui/icons-material/Tune';
import { lazy, memo, Suspense, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatNumber, useAppStore, visuallyHidden, localized, type Lang } from '@jad/shared-ui';
import { ActivityCard } from '@/components/activity-card';
import { NS } from '@/i18n';
import {
  activeFilterCount,
  filtersToParams,
  PAGE_SIZE,
  parseFilters,
  toListQuery,
  type ListFilters,
} from '@/lib/catalog-filters';
import { useActivityList, type ActivityListState } from '../hooks/use-activity-list';
import type { ActivitySummary, MainCategoryUtil } from '@/lib/api-types';
import { useFilterOptions, useMainCategories, type FilterOptions } from '../hooks/use-utils';
import { CardGrid, CardSkeletons } from '@/components/card-grid';
import { LoadMore } from '@/components/load-more';
import { MainCategoryBar } from './main-category-bar';
import { SortSelect } from './sort-select';

// The filters (sliders, radios, a switch) and the phone's drawer are chunks of their own: a phone shows neither
// until the Filters button is tapped, and on a wide screen the sidebar's panel comes in a task after the cards'.
const FiltersPanel = lazy(() => import('./filters-panel').then((m) => ({ default: m.FiltersPanel })));
const FiltersDrawer = lazy(() => import('./filters-drawer'));

function labelIn(categories: MainCategoryUtil[], lang: Lang, slug: string): string | undefined {
  const c = categories.find((m) => m.slug === slug);
  return c ? localized(lang, c.name_en, c.name_ar) : undefined;
}

/** The cards, rendered again only when the rows change (not when a filter control or the count does). */
const ActivityCards = memo(function ActivityCards({
  rows,
  labelOf,
  patchRow,
}: {
  rows: ActivitySummary[];
  labelOf: ((slug: string) => string | undefined) | undefined;
  patchRow: ActivityListState['patchRow'];
}) {
  return rows.map((a, i) => (
    <li key={a.activity_id}>
      <ActivityCard
        activity={a}
        categoryLabel={labelOf?.(a.main_category)}
        priority={i < 3}
        onWishlistChange={(wishlisted) => patchRow(a.activity_id, { is_wishlisted: wishlisted })}
      />
    </li>
  ));
});

/** /activities: main categories, filters, sort and an endless list of activity cards. */
export function ActivitiesPage() {
  const lang = useAppStore((s) => s.lang);
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(params), [params]);
  const query = useMemo(() => toListQuery(filters), [filters]);
  // The list's answers arrive through TanStack Query's store subscription, which React renders at once in one task
  // (twelve cards replacing the first frame: 320 ms on Lighthouse's phone). Deferred, the cards render in a
  // transition, in slices, and the first frame stays until they are there.
  const list = useDeferredValue(useActivityList(query));
  const mainCategories = useMainCategories();
  const options = useFilterOptions(filters.main);
  // Each answer (the list, the categories, the filters' options) renders this component at once; the view below is
  // memoized on the deferred values, so that render stops here and the view follows in a transition.
  return (
    <ActivitiesView
      lang={lang}
      wide={wide}
      filters={filters}
      setParams={setParams}
      list={list}
      mainCategories={mainCategories}
      options={options}
    />
  );
}

const ActivitiesView = memo(function ActivitiesView({
  lang,
  wide,
  filters,
  setParams,
  list,
  mainCategories,
  options,
}: {
  lang: Lang;
  wide: boolean;
  filters: ListFilters;
  setParams: ReturnType<typeof useSearchParams>[1];
  list: ActivityListState;
  mainCategories: MainCategoryUtil[];
  options: FilterOptions;
}) {
  const { t } = useTranslation(NS);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Once opened, the drawer stays mounted so that it can slide out again.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const openDrawer = () => {
    setDrawerUsed(true);
    setDrawerOpen(true);
  };

  const update = (patch: Partial<ListFilters>) =>
    setParams(filtersToParams({ ...filters, ...patch }), { replace: true });
  const clear = () =>
    setParams(filtersToParams({ kids: false, sort: filters.sort, main: filters.main }), { replace: true });
  const labelOf = useCallback((slug: string) => labelIn(mainCategories, lang, slug), [mainCategories, lang]);
  const activeCount = activeFilterCount(filters);
  const panel = (
    <FiltersPanel
      filters={filters}
      categories={options.categories}
      priceRange={options.priceRange}
      onChange={update}
      onClear={clear}
    />
  );
  const heading = filters.main ? (labelOf(filters.main) ?? t('list.title')) : t('list.title');

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mb: 0.5 }}>
        {heading}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('list.subtitle')}
      </Typography>
      <MainCategoryBar
        categories={mainCategories}
        selected={filters.main}
        // A new main category has its own tags and prices: those filters start over.
        onSelect={(main) => update({ main, category: undefined, minPrice: undefined, maxPrice: undefined })}
      />

      <Box
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', my: 2 }}
      >
        <Typography role="status" aria-live="polite" color="text.secondary" data-testid="result-count">
          {list.status === 'loading'
            ? t('list.searching')
            : t('list.count', { count: list.count, formatted: formatNumber(list.count, lang) })}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          {wide ? null : (
            <Badge badgeContent={activeCount} color="primary" overlap="circular">
              <Button variant="outlined" startIcon={<TuneIcon />} onClick={openDrawer}>
                {t('filters.title')}
              </Button>
            </Badge>
          )}
          <SortSelect value={filters.sort} onChange={(sort) => update({ sort })} />
        </Box>
      </Box>

      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '260px 1fr' }, gap: 4, alignItems: 'start' }}>
        {wide ? (
          <Box component="aside" aria-label={t('filters.title')} sx={{ position: 'sticky', top: 88 }}>
            <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
              {t('filters.title')}
            </Typography>
            <Suspense fallback={null}>{panel}</Suspense>
          </Box>
        ) : null}

        <Box>
          {/* The cards' titles are h3: on a phone the filters' h2 is in the drawer, so the list needs its own h2. */}
          {wide ? null : (
            <Typography component="h2" sx={visuallyHidden}>
              {t('list.results')}
            </Typography>
          )}
          {list.status === 'loading' ? (
            <CardGrid>
              <CardSkeletons count={PAGE_SIZE / 2} />
            </CardGrid>
          ) : list.rows.length === 0 ? (
            <Box sx={{ textAlign: 'center', py: 8 }} data-testid="empty-list">
              <Typography variant="h6" component="p" sx={{ mb: 2 }}>
                {t('list.empty')}
              </Typography>
              <Button variant="contained" onClick={() => setParams(new URLSearchParams(), { replace: true })}>
                {t('filters.clearAll')}
              </Button>
            </Box>
          ) : (
            <CardGrid label={heading}>
              <ActivityCards rows={list.rows} labelOf={filters.main ? undefined : labelOf} patchRow={list.patchRow} />
            </CardGrid>
          )}
          <LoadMore
            hasMore={list.hasMore && list.status !== 'loading'}
            loading={list.status === 'loading-more'}
            onMore={list.loadMore}
          />
        </Box>
      </Box>

      {drawerUsed && !wide ? (
        <Suspense fallback={null}>
          <FiltersDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} count={list.count}>
            {panel}
          </FiltersDrawer>
        </Suspense>
      ) : null}
    </Container>
  );
});
