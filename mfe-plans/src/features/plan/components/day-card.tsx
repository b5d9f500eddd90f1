import { Fragment, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DirectionsCar from '@mui/icons-material/DirectionsCar';
import Hotel from '@mui/icons-material/Hotel';
import MapOutlined from '@mui/icons-material/MapOutlined';
import { formatDate, useAppStore } from '@jad/shared-ui';
import { NS } from '@/i18n';
import type { PlanConflictView, PlanDayView, PlanFreeTime } from '@/lib/plan-types';
import { clockRange } from '@/lib/time';
import { reorderedIds, steppedIds } from '../reorder';
import { BookedEntry, bookingsAmong } from './booked-item';
import { ITEM_DRAG_TYPE, PlanItemCard } from './plan-item-card';

export interface DayCardProps {
  day: PlanDayView;
  index: number;
  dayCount: number;
  freeTime: readonly PlanFreeTime[];
  conflicts: readonly PlanConflictView[];
  money: (aedMinor: number) => string;
  editable: boolean;
  busy: boolean;
  selected: boolean;
  /** The item being dragged, if any (drop targets light up). */
  dragging: string | null;
  onSelect(): void;
  onAdd(): void;
  onDropItem(itemId: string): void;
  onMoveDialog(itemId: string): void;
  onMoveDay(itemId: string, delta: -1 | 1): void;
  onRemove(itemId: string): void;
  onDragStart(itemId: string): void;
  onDragEnd(): void;
  /** The day's activities in a new order (a drag inside the day, or an item's earlier/later arrows). */
  onReorder(itemIds: string[], movedId: string): void;
}

/** Above or below the middle of the activity the pointer is over. */
function placeOf(e: DragEvent<HTMLElement>): 'before' | 'after' {
  const box = e.currentTarget.getBoundingClientRect();
  return e.clientY < box.top + box.height / 2 ? 'before' : 'after';
}

function Travel({ minutes }: { minutes: number }) {
  const { t } = useTranslation(NS);
  if (minutes <= 0) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary', px: 2, py: 0.5 }}>
      <DirectionsCar fontSize="small" aria-hidden />
      <Typography variant="body2">{t('plan.day.travel', { count: minutes })}</Typography>
    </Box>
  );
}

/** One day of the plan: its timeline, a drop target for activities dragged from other days. */
export function DayCard(props: DayCardProps) {
  const { day, index, editable, dragging } = props;
  const { t } = useTranslation(NS);
  const lang = useAppStore((s) => s.lang);
  const [over, setOver] = useState(false);
  const [mark, setMark] = useState<{ id: string; place: 'before' | 'after' } | null>(null);
  const ids = day.items.map((i) => i.item_id);
  const reorderable = editable && !props.busy;
  const free = props.freeTime.filter((s) => s.date === null || s.date === day.date);
  const draggedHere = dragging !== null && day.items.some((i) => i.item_id === dragging);
  const dropTarget = editable && dragging !== null && !draggedHere;
  const headingId = `day-${day.date}`;
  // The owner's hotel stay and tickets booked outside the plan, in time order among the activities.
  const booked = bookingsAmong(day.bookings ?? [], day.items);

  const onDragOver = (e: DragEvent<HTMLElement>) => {
    if (!dropTarget) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = 'move';
    setOver(true);
  };
  const onDrop = (e: DragEvent<HTMLElement>) => {
    setOver(false);
    if (!dropTarget) return;
    e.preventDefault();
    const id = e.dataTransfer.getData(ITEM_DRAG_TYPE) || e.dataTransfer.getData('text/plain') || dragging;
    if (id) props.onDropItem(id);
  };

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      onDragOver={onDragOver}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      data-testid="plan-day"
      data-date={day.date}
      sx={{
        p: { xs: 1.5, sm: 2 },
        borderRadius: 4,
        border: 2,
        borderStyle: dropTarget ? 'dashed' : 'solid',
        borderColor: over ? 'primary.main' : props.selected ? 'primary.light' : 'divider',
        bgcolor: over ? 'action.hover' : 'background.default',
        transition: 'border-color 120ms',
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Box sx={{ flex: 1, minWidth: 180 }}>
          <Typography id={headingId} component="h3" variant="h6" sx={{ fontWeight: 800 }}>
            {t('plan.day.title', {
              n: index + 1,
              date: formatDate(day.date, lang, { weekday: 'long', day: 'numeric', month: 'long' }),
            })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('plan.day.summary', { count: day.items.length, cost: props.money(day.cost_minor) })}
          </Typography>
        </Box>
        <Button
          size="small"
          variant={props.selected ? 'contained' : 'outlined'}
          startIcon={<MapOutlined />}
          onClick={props.onSelect}
          aria-pressed={props.selected}
          data-testid="show-day-map"
        >
          {t('plan.day.showMap')}
        </Button>
        {editable ? (
          <Button
            size="small"
            startIcon={<Add />}
            onClick={props.onAdd}
            disabled={props.busy}
            data-testid="add-activity"
          >
            {t('plan.day.add')}
          </Button>
        ) : null}
      </Box>
      {free.length > 0 ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
          {free.map((s, i) => (
            <Chip
              key={i}
              size="small"
              variant="outlined"
              label={t('plan.day.free', { range: clockRange(s.start_min, s.end_min) })}
            />
          ))}
        </Box>
      ) : null}
      {day.items.length === 0 && (day.bookings ?? []).length > 0 ? (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 1, display: 'grid', gap: 0.5 }}>
          {(day.bookings ?? []).map((b) => (
            <BookedEntry key={`${b.kind}-${b.order_id}`} booking={b} />
          ))}
        </Box>
      ) : null}
      {day.items.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
          {dropTarget ? t('plan.day.dropHere') : editable ? t('plan.day.emptyEditable') : t('plan.day.empty')}
        </Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
          {day.items.map((item, i) => (
            <Fragment key={item.item_id}>
              {(booked[i] ?? []).map((b) => (
                <BookedEntry key={`${b.kind}-${b.order_id}`} booking={b} />
              ))}
              <Box
                component="li"
                // A drag from this same day: the activity goes before or after this one (the day itself is no target).
                onDragOver={(e: DragEvent<HTMLElement>) => {
                  if (!reorderable || !draggedHere || dragging === item.item_id) return;
                  e.preventDefault();
                  e.dataTransfer.dropEffect = 'move';
                  const place = placeOf(e);
                  if (mark?.id !== item.item_id || mark.place !== place) setMark({ id: item.item_id, place });
                }}
                onDragLeave={() => setMark(null)}
                onDrop={(e: DragEvent<HTMLElement>) => {
                  setMark(null);
                  if (!reorderable || !draggedHere || !dragging) return;
                  e.preventDefault();
                  e.stopPropagation();
                  const next = reorderedIds(ids, dragging, item.item_id, placeOf(e));
                  props.onDragEnd();
                  if (next) props.onReorder(next, dragging);
                }}
              >
                <Travel minutes={item.travel_min_before} />
                <PlanItemCard
                  item={item}
                  n={i + 1}
                  conflicts={props.conflicts.filter((c) => c.item_id === item.item_id)}
                  money={props.money}
                  editable={editable}
                  busy={props.busy}
                  onMoveDialog={() => props.onMoveDialog(item.item_id)}
                  onMoveDay={(delta) => props.onMoveDay(item.item_id, delta)}
                  onRemove={() => props.onRemove(item.item_id)}
                  onDragStart={props.onDragStart}
                  onDragEnd={() => {
                    setMark(null);
                    props.onDragEnd();
                  }}
                  dropMark={mark?.id === item.item_id ? mark.place : null}
                  onStep={
                    day.items.length > 1
                      ? {
                          earlier: stepTo(ids, item.item_id, -1, props.onReorder),
                          later: stepTo(ids, item.item_id, 1, props.onReorder),
                        }
                      : undefined
                  }
                />
              </Box>
            </Fragment>
          ))}
          {(booked[day.items.length] ?? []).map((b) => (
            <BookedEntry key={`${b.kind}-${b.order_id}`} booking={b} />
          ))}
          <Box
            component="li"
            sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary', px: 2, pt: 0.5 }}
          >
            <Hotel fontSize="small" aria-hidden />
            <Typography variant="body2">
              {day.return_travel_min > 0
                ? t('plan.day.back', { count: day.return_travel_min })
                : t('plan.day.backNear')}
            </Typography>
          </Box>
        </Box>
      )}
    </Box>
  );
}

/** The earlier/later arrow's action, or null at that end of the day. */
function stepTo(
  ids: readonly string[],
  id: string,
  delta: -1 | 1,
  onReorder: (ids: string[], movedId: string) => void,
): (() => void) | null {
  const next = steppedIds(ids, id, delta);
  return next ? () => onReorder(next, id) : null;
}
