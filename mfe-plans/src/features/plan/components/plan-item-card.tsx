import type { DragEvent, KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import CheckCircle from '@mui/icons-material/CheckCircle';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import DragIndicator from '@mui/icons-material/DragIndicator';
import EditCalendar from '@mui/icons-material/EditCalendar';
import WarningAmber from '@mui/icons-material/WarningAmber';
import { AppLink, useAppStore, localized } from '@jad/shared-ui';
import { NS } from '@/i18n';
import type { PlanConflictView, PlanItemView } from '@/lib/plan-types';
import { formatClock } from '@/lib/time';
import { ITEM_SIDE_COLUMN_SX } from './item-side-column';

/** The data type a dragged plan item carries (its opaque id). */
export const ITEM_DRAG_TYPE = 'application/x-jad-plan-item';

export interface PlanItemCardProps {
  item: PlanItemView;
  /** 1-based position in the day, the number on the map. */
  n: number;
  conflicts: readonly PlanConflictView[];
  money: (aedMinor: number) => string;
  editable: boolean;
  busy: boolean;
  onMoveDialog(): void;
  /** Keyboard alternative to dragging: -1 = previous day, +1 = next day. */
  onMoveDay(delta: -1 | 1): void;
  onRemove(): void;
  onDragStart(itemId: string): void;
  onDragEnd(): void;
  /** Keyboard and touch alternative to dragging inside the day: one place earlier (-1) or later (+1); absent at that end. */
  onStep?: { earlier: (() => void) | null; later: (() => void) | null };
  /** Where a dragged activity of the same day would land: a line above or below this one. */
  dropMark?: 'before' | 'after' | null;
}

export function PlanItemCard({
  item,
  n,
  conflicts,
  money,
  editable,
  busy,
  onMoveDialog,
  onMoveDay,
  onRemove,
  onDragStart,
  onDragEnd,
  onStep,
  dropMark = null,
}: PlanItemCardProps) {
  const { t } = useTranslation(NS);
  const lang = useAppStore((s) => s.lang);
  const name = localized(lang, item.activity.name_en, item.activity.name_ar);
  const movable = editable && !busy;
  const hintId = `move-hint-${item.item_id}`;

  const dragStart = (e: DragEvent<HTMLElement>) => {
    e.dataTransfer.setData(ITEM_DRAG_TYPE, item.item_id);
    e.dataTransfer.setData('text/plain', item.item_id);
    e.dataTransfer.effectAllowed = 'move';
    onDragStart(item.item_id);
  };
  const handleKeys = (e: KeyboardEvent<HTMLButtonElement>) => {
    // Alt+Up / Alt+Down move to the previous / next day (days read top to bottom in both directions).
    if (!e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
    e.preventDefault();
    onMoveDay(e.key === 'ArrowUp' ? -1 : 1);
  };

  return (
    <Box
      component="article"
      draggable={movable && !item.paid}
      onDragStart={dragStart}
      onDragEnd={onDragEnd}
      aria-label={t('plan.item.label', { n, name, from: formatClock(item.start_min), to: formatClock(item.end_min) })}
      data-testid="plan-item"
      data-item-id={item.item_id}
      sx={{
        display: 'flex',
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        gap: 1.5,
        p: 1.5,
        borderRadius: 3,
        border: 1,
        borderColor: conflicts.length > 0 ? 'warning.main' : 'divider',
        bgcolor: 'background.paper',
        cursor: movable && !item.paid ? 'grab' : 'default',
        // The insertion line of a drag inside the day.
        boxShadow: (theme) =>
          dropMark === 'before'
            ? `0 -3px 0 0 ${theme.palette.primary.main}`
            : dropMark === 'after'
              ? `0 3px 0 0 ${theme.palette.primary.main}`
              : 'none',
      }}
      data-drop={dropMark ?? undefined}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5 }}>
        <Box
          aria-hidden
          sx={{
            width: 28,
            height: 28,
            borderRadius: '50%',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            display: 'grid',
            placeItems: 'center',
            fontWeight: 700,
            fontSize: 13,
          }}
        >
          {n}
        </Box>
        {movable ? (
          <Tooltip title={t('plan.item.move')}>
            <IconButton
              size="small"
              onClick={onMoveDialog}
              onKeyDown={handleKeys}
              aria-label={t('plan.item.moveNamed', { name })}
              aria-describedby={hintId}
              data-testid="move-item"
            >
              {item.paid ? <EditCalendar fontSize="small" /> : <DragIndicator fontSize="small" />}
            </IconButton>
          </Tooltip>
        ) : null}
        <Box id={hintId} sx={{ display: 'none' }}>
          {t('plan.item.moveHint')}
        </Box>
      </Box>
      <Box
        component="img"
        src={item.activity.horizontal_thumbnail}
        alt=""
        loading="lazy"
        sx={{
          width: { xs: 72, sm: 112 },
          height: { xs: 54, sm: 72 },
          objectFit: 'cover',
          borderRadius: 2,
          flexShrink: 0,
          display: { xs: 'none', sm: 'block' },
        }}
      />
      <Box sx={{ flex: '1 1 0', minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
          <bdi dir="ltr">
            {formatClock(item.start_min)}–{formatClock(item.end_min)}
          </bdi>
        </Typography>
        <Typography component="h4" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          <Box
            component={AppLink}
            href={`/activity-detail?acid=${encodeURIComponent(item.activity.activity_id)}`}
            sx={{ color: 'inherit', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } }}
          >
            {name}
          </Box>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {/* The catalog names areas in English only: in Arabic the branch's own name says where it is. */}
          {lang === 'ar'
            ? localized(lang, item.branch.name_en, item.branch.name_ar)
            : `${localized(lang, item.branch.name_en, item.branch.name_ar)} · ${item.branch.area}`}
        </Typography>
        {item.reason ? (
          <Typography variant="body2" sx={{ mt: 0.5, fontStyle: 'italic' }} color="text.secondary">
            {localized(lang, item.reason.en, item.reason.ar)}
          </Typography>
        ) : null}
        {conflicts.length > 0 ? (
          <Box
            component="ul"
            sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'grid', gap: 0.5 }}
            data-testid="item-conflicts"
          >
            {conflicts.map((c, i) => (
              <Box
                component="li"
                key={i}
                sx={{ display: 'flex', gap: 0.75, alignItems: 'flex-start', color: 'warning.main' }}
              >
                <WarningAmber fontSize="small" aria-hidden />
                <Typography variant="body2" sx={{ color: 'text.primary' }}>
                  {localized(lang, c.message.en, c.message.ar)}
                </Typography>
              </Box>
            ))}
          </Box>
        ) : null}
      </Box>
      {/* Price and actions: a column beside the text, or a row under it on narrow screens. */}
      <Box sx={ITEM_SIDE_COLUMN_SX}>
        <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{money(item.cost_minor)}</Typography>
        {item.paid ? <Chip size="small" color="success" icon={<CheckCircle />} label={t('plan.item.paid')} /> : null}
        {editable && !item.paid ? (
          // Earlier / later in the day beside remove: the card keeps its height (the day's list stays compact).
          <Box sx={{ display: 'flex', alignItems: 'center' }}>
            {movable && onStep ? (
              <>
                <StepButton
                  label={t('plan.item.earlier', { name })}
                  onClick={onStep.earlier}
                  testId="item-earlier"
                  icon={<ArrowUpward fontSize="inherit" />}
                />
                <StepButton
                  label={t('plan.item.later', { name })}
                  onClick={onStep.later}
                  testId="item-later"
                  icon={<ArrowDownward fontSize="inherit" />}
                />
              </>
            ) : null}
            <IconButton
              size="small"
              onClick={onRemove}
              disabled={busy}
              aria-label={t('plan.item.remove', { name })}
              data-testid="remove-item"
            >
              <DeleteOutline fontSize="small" />
            </IconButton>
          </Box>
        ) : null}
      </Box>
    </Box>
  );
}

/** One place earlier or later in the day; disabled (still in the tab order's place) at that end of the day. */
function StepButton({
  label,
  onClick,
  testId,
  icon,
}: {
  label: string;
  onClick: (() => void) | null;
  testId: string;
  icon: ReactNode;
}) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          size="small"
          onClick={onClick ?? undefined}
          disabled={!onClick}
          aria-label={label}
          data-testid={testId}
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}
