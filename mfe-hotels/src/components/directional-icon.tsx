import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { useAppStore } from '@jad/shared-ui';

// Arrows point the way of reading: "back" points right in Arabic.
export function BackIcon() {
  return useAppStore((s) => s.lang) === 'ar' ? <ArrowForward fontSize="small" /> : <ArrowBack fontSize="small" />;
}

export function ForwardIcon() {
  return useAppStore((s) => s.lang) === 'ar' ? <ArrowBack fontSize="small" /> : <ArrowForward fontSize="small" />;
}

export function PrevChevron() {
  return useAppStore((s) => s.lang) === 'ar' ? <ChevronRight /> : <ChevronLeft />;
}

export function NextChevron() {
  return useAppStore((s) => s.lang) === 'ar' ? <ChevronLeft /> : <ChevronRight />;
}
