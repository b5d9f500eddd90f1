import { lazy, Suspense, useDeferredValue, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  AppLink,
  ErrorView,
  LoadingIndicator,
  NotFoundView,
  signInPath,
  useAppStore,
  useMoney,
  localized,
  visuallyHidden,
} from '@jad/shared-ui';
import { usePageTitle } from '@/components/page-title';
import { NS } from '@/i18n';
import { addPlanItem, deletePlan, movePlanItem, removePlanItem, renamePlan, reorderPlanDay } from '@/lib/api';
import type { PlanDetail, PlanItemView } from '@/lib/plan-types';
import { DayMapPlaceholder } from '../map/day-map-placeholder';
import { useDayRoute } from '../map/use-day-route';
import { usePlan } from '../use-plan';
import { AddActivityDialog } from './add-activity-dialog';
import { ConfirmDialog } from './confirm-dialog';
import { DayCard } from './day-card';
import { MoveDialog } from './move-dialog';
import { PlanHeader } from './plan-header';
import { DeleteDialog } from './delete-dialog';
import { UndoRemove } from './undo-remove';
import { PeopleDialog } from '../together/people-dialog';
import { PlanPeopleBar } from '../together/plan-people-bar';
import { usePlanLive } from '../together/use-plan-live';
import { at } from '@jad/shared-ui/checked';

// Leaflet is only needed once a plan is on screen: its own chunk.
const DayMap = lazy(() => import('../map/day-map'));
// The forms kit (react-hook-form, zod: 136 KB gzip) comes with these two dialogs when one is opened, not before the
// page can paint; each is mounted only while open (as mfe-social's post menu does).
const ShareDialog = lazy(() => import('./share-dialog').then((m) => ({ default: m.ShareDialog })));
const RenameDialog = lazy(() => import('./rename-dialog').then((m) => ({ default: m.RenameDialog })));

type DialogState =
  | { kind: 'none' }
  | { kind: 'move'; item: PlanItemView }
  | { kind: 'add'; date: string }
  | { kind: 'confirm' }
  | { kind: 'share' }
  | { kind: 'people' }
  | { kind: 'rename' }
  | { kind: 'delete' };

/** /plan?pid=…: one plan, its days with timelines, a map of the selected day, and the owner's tools. */
export function PlanPage() {
  const { t } = useTranslation(NS);
  const [params] = useSearchParams();
  const pid = params.get('pid');
  const { state: current, reload, apply, replace, queryKey } = usePlan(pid);
  // The plan's first answer arrives through TanStack Query's store subscription, which React renders at once, in one
  // task (the whole page replacing the first frame: about 200 ms on Lighthouse's phone). That first one renders in a
  // transition, in slices, the first frame staying until it is there; later changes (edits, others' edits) show at once.
  const deferred = useDeferredValue(current);
  const state = deferred.kind === 'loading' ? deferred : current;
  const signedIn = useAppStore((s) => s.sessionStatus === 'authenticated');
  usePageTitle(state.kind === 'ready' ? state.plan.name : t('pageTitle.plan'));
  // Coming from a list further down the page, a plan starts at its top. A block body: Chromium's scrollTo returns
  // a Promise, which React would take for the effect's clean-up and call when the next plan opens (a blank page).
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pid]);

  if (state.kind === 'loading') return <LoadingIndicator />;
  if (state.kind === 'error') return <ErrorView onRetry={reload} />;
  if (state.kind === 'not-found') {
    return (
      <NotFoundView message={t('common:notFound.plan')}>
        {signedIn ? (
          <Button component={AppLink} href="/plans" variant="contained">
            {t('plan.notFound.myPlans')}
          </Button>
        ) : (
          <Button
            component={AppLink}
            href={signInPath(`/plan?pid=${encodeURIComponent(pid ?? '')}`)}
            variant="contained"
          >
            {t('common:signIn')}
          </Button>
        )}
      </NotFoundView>
    );
  }
  return <PlanView plan={state.plan} apply={apply} replace={replace} queryKey={queryKey} />;
}

function PlanView({
  plan,
  apply,
  replace,
  queryKey,
}: {
  plan: PlanDetail;
  apply: ReturnType<typeof usePlan>['apply'];
  replace(plan: PlanDetail): void;
  queryKey: readonly unknown[];
}) {
  const { t } = useTranslation(NS);
  const lang = useAppStore((s) => s.lang);
  const navigate = useNavigate();
  const money = useMoney().format;
  const [selected, setSelected] = useState(() => plan.days.find((d) => d.items.length > 0)?.date ?? plan.start_date);
  const [dialog, setDialog] = useState<DialogState>({ kind: 'none' });
  const [dragging, setDragging] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [removed, setRemoved] = useState<PlanItemView | null>(null);
  const [announce, setAnnounce] = useState('');
  // A reorder leaves the arrows in place (focus stays on the one pressed): one request at a time, no busy state.
  const reordering = useRef(false);
  // The owner and editors change the activities (the api checks it again: a viewer gets 403).
  const editable = (plan.my_role === 'owner' || plan.my_role === 'editor') && plan.status !== 'past';
  const present = usePlanLive(plan, queryKey);
  // Something can be dragged only while an unpaid activity is on the plan (paid tickets keep their day).
  const canDrag = editable && plan.days.some((d) => d.items.some((i) => !i.paid));
  const day = plan.days.find((d) => d.date === selected) ?? at(plan.days, 0);
  const dayIndex = plan.days.indexOf(day);
  const route = useDayRoute(plan.user_plan_id, day);
  // An estimated route is the stops' straight line: the map draws that itself, with the hotel legs dashed.
  const roadRoute = route && !route.estimated && route.points.length > 1 ? route.points : undefined;
  const close = () => setDialog({ kind: 'none' });
  const itemById = (id: string) => plan.days.flatMap((d) => d.items).find((i) => i.item_id === id);

  const move = async (itemId: string, date: string, startMin?: number) => {
    setBusy(true);
    const ok = apply(await movePlanItem(plan.user_plan_id, itemId, date, startMin));
    setBusy(false);
    if (ok) setSelected(date);
    return ok;
  };
  const reorder = async (date: string, ids: string[], movedId: string) => {
    if (reordering.current) return;
    reordering.current = true;
    const version = plan.days.find((d) => d.date === date)?.version;
    const ok = apply(await reorderPlanDay(plan.user_plan_id, date, ids, version));
    reordering.current = false;
    const item = itemById(movedId);
    if (ok && item) {
      setAnnounce(
        t('plan.reorder.announce', {
          name: localized(lang, item.activity.name_en, item.activity.name_ar),
          position: ids.indexOf(movedId) + 1,
          count: ids.length,
        }),
      );
    }
  };
  const remove = async (itemId: string) => {
    const item = itemById(itemId);
    setBusy(true);
    const ok = apply(await removePlanItem(plan.user_plan_id, itemId));
    setBusy(false);
    if (ok && item) setRemoved(item);
  };
  const undoRemove = async () => {
    if (!removed) return;
    setBusy(true);
    const ok = apply(
      await addPlanItem(
        plan.user_plan_id,
        removed.activity.activity_id,
        removed.date,
        { startMin: removed.start_min, branchId: removed.branch.branch_id },
        { quiet: true },
      ),
    );
    setBusy(false);
    if (ok) setRemoved(null);
  };
  const moveByDays = (itemId: string, delta: -1 | 1) => {
    const item = itemById(itemId);
    const from = plan.days.findIndex((d) => d.date === item?.date);
    const target = plan.days[from + delta];
    if (item && target && !item.paid) void move(itemId, target.date);
  };

  return (
    <Box sx={{ maxWidth: 1280, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, sm: 4 }, display: 'grid', gap: 3 }}>
      <PlanHeader
        plan={plan}
        money={money}
        onConfirm={() => setDialog({ kind: 'confirm' })}
        onShare={() => setDialog({ kind: 'share' })}
        onRename={() => setDialog({ kind: 'rename' })}
        onDelete={() => setDialog({ kind: 'delete' })}
      />
      <PlanPeopleBar plan={plan} people={present} onOpen={() => setDialog({ kind: 'people' })} />
      {plan.conflicts.length > 0 ? (
        <Alert severity="warning" data-testid="plan-conflicts">
          {t('plan.conflicts', { count: plan.conflicts.length })}
        </Alert>
      ) : null}
      {plan.unplaced.length > 0 ? (
        <Alert severity="info">
          {t('plan.unplaced', {
            names: plan.unplaced.map((u) => localized(lang, u.name_en, u.name_ar)).join(lang === 'ar' ? '، ' : ', '),
          })}
        </Alert>
      ) : null}
      {canDrag ? (
        <Typography variant="body2" color="text.secondary" data-testid="drag-hint">
          {t('plan.dragHint')}
        </Typography>
      ) : null}
      <Box role="status" aria-live="polite" sx={visuallyHidden} data-testid="plan-announce">
        {announce}
      </Box>

      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ order: { xs: 2, md: 1 }, display: 'grid', gap: 2 }}>
          {plan.days.map((d, i) => (
            <DayCard
              key={d.date}
              day={d}
              index={i}
              dayCount={plan.days.length}
              freeTime={plan.free_time}
              conflicts={plan.conflicts}
              money={money}
              editable={editable}
              busy={busy}
              selected={d.date === day.date}
              dragging={dragging}
              onSelect={() => setSelected(d.date)}
              onAdd={() => setDialog({ kind: 'add', date: d.date })}
              onDropItem={(itemId) => {
                setDragging(null);
                void move(itemId, d.date);
              }}
              onMoveDialog={(itemId) => {
                const item = itemById(itemId);
                if (item) setDialog({ kind: 'move', item });
              }}
              onMoveDay={moveByDays}
              onRemove={(itemId) => void remove(itemId)}
              onReorder={(ids, movedId) => void reorder(d.date, ids, movedId)}
              onDragStart={setDragging}
              onDragEnd={() => setDragging(null)}
            />
          ))}
        </Box>
        <Box sx={{ order: { xs: 1, md: 2 }, position: { md: 'sticky' }, top: { md: 88 }, display: 'grid', gap: 1 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {t('plan.map.title', { n: dayIndex + 1 })}
          </Typography>
          <Suspense fallback={<DayMapPlaceholder />}>
            <DayMap
              hotel={{
                ...plan.destination,
                title: t('plan.map.hotel', {
                  area: localized(lang, plan.destination.name_en, plan.destination.name_ar),
                }),
              }}
              stops={day.items.map((item, i) => ({
                lat: item.branch.lat,
                lng: item.branch.lng,
                n: i + 1,
                title: localized(lang, item.activity.name_en, item.activity.name_ar),
              }))}
              label={t('plan.map.label', {
                n: dayIndex + 1,
                stops:
                  day.items
                    .map((item, i) => `${i + 1}. ${localized(lang, item.activity.name_en, item.activity.name_ar)}`)
                    .join(lang === 'ar' ? '، ' : ', ') || t('plan.map.noStops'),
              })}
              route={roadRoute}
              estimated={route?.estimated ?? false}
            />
          </Suspense>
          <Typography variant="body2" color="text.secondary">
            {t(roadRoute ? 'plan.map.legendRoad' : 'plan.map.legend')}
          </Typography>
        </Box>
      </Box>

      <UndoRemove
        name={removed ? localized(lang, removed.activity.name_en, removed.activity.name_ar) : null}
        busy={busy}
        onUndo={() => void undoRemove()}
        onClose={() => setRemoved(null)}
      />
      <MoveDialog
        item={dialog.kind === 'move' ? dialog.item : null}
        days={plan.days}
        onClose={close}
        onMove={async (date, startMin) => {
          if (dialog.kind !== 'move') return;
          if (await move(dialog.item.item_id, date, startMin)) close();
        }}
      />
      <AddActivityDialog
        date={dialog.kind === 'add' ? dialog.date : null}
        group={plan.group}
        money={money}
        onClose={close}
        onAdd={async (acid) => {
          if (dialog.kind !== 'add') return false;
          const ok = apply(await addPlanItem(plan.user_plan_id, acid, dialog.date));
          if (ok) setSelected(dialog.date);
          return ok;
        }}
      />
      <ConfirmDialog
        plan={plan}
        money={money}
        open={dialog.kind === 'confirm'}
        onClose={close}
        onDone={(r) => replace(r.plan)}
      />
      {dialog.kind === 'share' ? (
        <Suspense fallback={null}>
          <ShareDialog
            plan={plan}
            open
            onClose={close}
            onShared={(shared) => replace({ ...plan, is_shared: shared })}
          />
        </Suspense>
      ) : null}
      <PeopleDialog
        pid={plan.user_plan_id}
        open={dialog.kind === 'people'}
        onClose={close}
        onLeft={() => navigate('/plans')}
      />
      {dialog.kind === 'rename' ? (
        <Suspense fallback={null}>
          <RenameDialog
            name={plan.name}
            open
            onClose={close}
            onRename={async (name) => {
              const result = await renamePlan(plan.user_plan_id, name);
              if (apply(result)) close();
              return result;
            }}
          />
        </Suspense>
      ) : null}
      <DeleteDialog
        open={dialog.kind === 'delete'}
        onClose={close}
        onDelete={async () => {
          const res = await deletePlan(plan.user_plan_id);
          if (res.ok) navigate('/plans');
        }}
      />
    </Box>
  );
}
