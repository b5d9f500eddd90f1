import FilterList from '@mui/icons-material/FilterList';
import GridView from '@mui/icons-material/GridView';
import MapOutlined from '@mui/icons-material/MapOutlined';
import SearchOff from '@mui/icons-material/SearchOff';
import ViewAgenda from '@mui/icons-material/ViewAgenda';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { LoadingIndicator, navigate, useAppStore, listSeparator, formatRooms, guestCounts } from '@jad/shared-ui';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { MessageState } from '@/components/message-state';
import { Page } from '@/components/page';
import { NS } from '@/i18n';
import { useMoney } from '@jad/shared-ui';
import { useMarkers } from '../hooks/use-markers';
import { useHotelSearch } from '../hooks/use-hotel-search';
import {
  activeFilterCount,
  hasStay,
  NO_FILTERS,
  parseSearch,
  searchParams,
  searchPath,
  SORTS,
  type Filters,
  type ResultsView,
  type SearchState,
} from '../search-state';
import { HotelCard } from './hotel-card';
import { NearMeButton } from './near-me-button';
import { SearchBar } from './search-bar';
import type { Bounds } from './hotels-map';

// Leaflet is only needed in map view: it loads with it.
const HotelsMap = lazy(() => import('./hotels-map'));
// The filters show only with results (Slider, Switch, Radio, the drawer): they load with the first search, beside its
// request, not with the page.
const FiltersPanel = lazy(() => import('./filters-panel').then((m) => ({ default: m.FiltersPanel })));
const FiltersDrawer = lazy(() => import('./filters-drawer').then((m) => ({ default: m.FiltersDrawer })));

/** /hotels: search bar, filters, sort, and the results as a stack, a grid or a map (spec §2, issue 5 item 2). */
export function SearchPage() {
  const { t } = useTranslation(NS);
  const location = useLocation();
  const parsed = useMemo(() => parseSearch(location.search), [location.search]);
  // The shell's router hears of a URL change a tick later: show the new choice at once meanwhile.
  const [optimistic, setOptimistic] = useState<SearchState | null>(null);
  useEffect(() => setOptimistic(null), [location.search]);
  const state = optimistic ?? parsed;
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const money = useMoney();
  const lang = useAppStore((s) => s.lang);
  const [drawer, setDrawer] = useState(false);
  const [hovered, setHovered] = useState<string | null>(null);
  const [bounds, setBounds] = useState<Bounds | null>(null);
  const [followMap, setFollowMap] = useState(true);

  const ready = (state.dest !== '' || state.near !== null) && hasStay(state);
  const mapView = state.view === 'map';
  // A new search starts from the whole destination again.
  const searchKey = searchParams({ ...state, view: 'list', ...NO_FILTERS, sort: 'recommended' }).toString();
  useEffect(() => {
    setBounds(null);
  }, [searchKey]);
  const query = ready
    ? searchParams(state, mapView && followMap && bounds ? { bbox: bounds.join(',') } : {}).toString()
    : null;
  const search = useHotelSearch(query);
  const markers = useMarkers(ready && mapView ? searchParams(state).toString() : null, lang);

  useEffect(() => {
    document.title = search.data ? `${search.data.destination.label} · ${t('title')}` : t('title');
  }, [search.data, t]);

  const go = useCallback((next: SearchState) => {
    setOptimistic(next);
    navigate(searchPath(next), { replace: true });
  }, []);
  const setFilters = (f: Filters) => go({ ...state, ...f });
  const totals = guestCounts(state.rooms);
  const guests = [
    t('count.adults', { count: totals.adults }),
    totals.children ? t('count.children', { count: totals.children }) : null,
  ]
    .filter(Boolean)
    .join(listSeparator(lang));
  const hrefOf = useCallback(
    (hid: string) =>
      `/hotel?hid=${encodeURIComponent(hid)}&checkin=${state.checkin}&checkout=${state.checkout}&rooms=${formatRooms(state.rooms)}`,
    [state.checkin, state.checkout, state.rooms],
  );
  const filterCount = activeFilterCount(state);

  const filters = (
    <Suspense fallback={null}>
      <FiltersPanel
        filters={state}
        facets={search.data?.facets ?? null}
        nights={search.data?.stay.nights ?? 1}
        onChange={setFilters}
      />
    </Suspense>
  );

  const toolbar = (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, justifyContent: 'space-between', mb: 2 }}
    >
      <Typography
        variant="h5"
        component="h1"
        sx={{ fontWeight: 700, fontSize: { xs: 20, md: 24 } }}
        aria-live="polite"
        data-testid="results-heading"
      >
        {search.data
          ? mapView && bounds && followMap
            ? t('search.inThisArea', { count: search.data.total })
            : t('search.resultsIn', { count: search.data.total, place: search.data.destination.label })
          : t('search.heading')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {(!wide || mapView) && (
          <Button
            variant="outlined"
            startIcon={<FilterList />}
            onClick={() => setDrawer(true)}
            data-testid="open-filters"
          >
            {filterCount ? t('search.filtersCount', { count: filterCount }) : t('search.filters')}
          </Button>
        )}
        <TextField
          select
          size="small"
          label={t('search.sort')}
          value={state.sort}
          onChange={(e) => go({ ...state, sort: e.target.value as SearchState['sort'] })}
          sx={{ minWidth: 200 }}
          slotProps={{ htmlInput: { 'data-testid': 'sort-select' } }}
        >
          {SORTS.filter((s) => s !== 'distance' || state.near).map((s) => (
            <MenuItem key={s} value={s}>
              {t(`search.sorts.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={state.view}
          aria-label={t('search.view.label')}
          onChange={(_e, v: ResultsView | null) => v && go({ ...state, view: v })}
        >
          <ToggleButton value="list" aria-label={t('search.view.list')} data-testid="view-list">
            <ViewAgenda fontSize="small" />
          </ToggleButton>
          <ToggleButton value="grid" aria-label={t('search.view.grid')} data-testid="view-grid">
            <GridView fontSize="small" />
          </ToggleButton>
          <ToggleButton value="map" aria-label={t('search.view.map')} data-testid="view-map">
            <MapOutlined fontSize="small" />
          </ToggleButton>
        </ToggleButtonGroup>
        <NearMeButton state={state} />
      </Box>
    </Box>
  );

  const list = (layout: 'stack' | 'grid', single = false) => {
    if (search.status === 'error') {
      return (
        <Alert
          severity="error"
          data-testid="search-error"
          action={
            <Button color="inherit" onClick={search.refresh}>
              {t('search.submit')}
            </Button>
          }
          sx={{ cursor: 'pointer' }}
          onClick={search.refresh}
          role="alert"
        >
          {t('search.failed')}
        </Alert>
      );
    }
    if (search.status === 'loading' && search.hotels.length === 0) {
      return (
        <Box aria-busy="true" aria-label={t('search.loading')}>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={200} sx={{ mb: 2 }} />
          ))}
        </Box>
      );
    }
    if (!search.data) return null;
    if (search.data.facets.total === 0)
      return <MessageState testId="no-hotels" icon={<SearchOff />} message={t('search.noHotels')} />;
    if (search.data.total === 0) {
      return (
        <MessageState testId="nothing-matches" icon={<FilterList />} message={t('search.nothingMatches')}>
          {filterCount > 0 && (
            <Button variant="outlined" onClick={() => setFilters(NO_FILTERS)}>
              {t('search.clearFilters')}
            </Button>
          )}
        </MessageState>
      );
    }
    return (
      <Box sx={{ opacity: search.status === 'loading' ? 0.6 : 1, transition: 'opacity .2s' }}>
        <Box
          data-testid="results"
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns:
              layout === 'grid' && !single
                ? { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' }
                : layout === 'grid'
                  ? { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: '1fr' }
                  : '1fr',
          }}
        >
          {search.hotels.map((h, i) => (
            <HotelCard
              key={h.hid}
              eager={i === 0}
              hotel={h}
              href={hrefOf(h.hid)}
              layout={layout}
              money={money}
              guests={guests}
              highlighted={hovered === h.hid}
              onHover={mapView ? setHovered : undefined}
            />
          ))}
        </Box>
        {search.data.next_cursor && (
          <Box sx={{ textAlign: 'center', mt: 3 }}>
            <Button
              variant="outlined"
              size="large"
              onClick={search.loadMore}
              disabled={search.loadingMore}
              data-testid="load-more"
            >
              {t('search.loadMore')}
            </Button>
          </Box>
        )}
      </Box>
    );
  };

  return (
    <Page wide testId="hotel-search-page">
      {/* A link that carried part of a search (an area card without dates) says what is missing; a bare /hotels waits for Search. */}
      <SearchBar
        state={state}
        label={search.data?.destination.label}
        showErrors={
          !ready && (state.dest !== '' || state.near !== null || state.checkin !== '' || state.checkout !== '')
        }
      />
      {!ready && (
        <Box sx={{ mt: 3, textAlign: 'center' }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700, fontSize: { xs: 20, md: 24 }, mb: 1 }}>
            {t('search.heading')}
          </Typography>
          <Typography color="text.secondary">{t('search.pickDates')}</Typography>
          {/* Hotels near you needs no destination: offer it before the first search too. */}
          <Box sx={{ mt: 1 }}>
            <NearMeButton state={state} />
          </Box>
        </Box>
      )}
      {ready && (
        <Box sx={{ mt: 3 }}>
          {toolbar}
          {mapView ? (
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(360px, 440px) 1fr' } }}>
              <Box
                sx={{
                  order: { xs: 2, md: 1 },
                  maxHeight: { md: 'calc(100vh - 220px)' },
                  overflowY: { md: 'auto' },
                  paddingInlineEnd: { md: 1 },
                }}
              >
                {list('grid', true)}
              </Box>
              <Box
                sx={{
                  order: { xs: 1, md: 2 },
                  position: { md: 'sticky' },
                  top: { md: 16 },
                  height: { xs: 420, md: 'calc(100vh - 220px)' },
                  display: 'flex',
                  flexDirection: 'column',
                }}
              >
                <FormControlLabel
                  control={
                    <Checkbox size="small" checked={followMap} onChange={(e) => setFollowMap(e.target.checked)} />
                  }
                  label={t('search.mapFollows')}
                  sx={{ mb: 0.5 }}
                />
                <Box sx={{ flex: 1, minHeight: 0 }}>
                  <Suspense fallback={<LoadingIndicator />}>
                    <HotelsMap
                      key={searchKey}
                      markers={markers?.markers ?? []}
                      money={money}
                      highlighted={hovered}
                      hrefOf={hrefOf}
                      center={search.data?.destination.center ?? null}
                      onBounds={setBounds}
                    />
                  </Suspense>
                </Box>
              </Box>
            </Box>
          ) : (
            <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '280px minmax(0, 1fr)' } }}>
              {wide && (
                <Box component="aside" aria-label={t('search.filters')}>
                  {filters}
                </Box>
              )}
              <Box>{list(state.view === 'grid' ? 'grid' : 'stack')}</Box>
            </Box>
          )}
        </Box>
      )}
      {ready && (
        <Suspense fallback={null}>
          <FiltersDrawer open={drawer} onClose={() => setDrawer(false)}>
            {filters}
          </FiltersDrawer>
        </Suspense>
      )}
    </Page>
  );
}
