import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import {
  bus,
  ErrorView,
  fieldErrorsOf,
  LoadingIndicator,
  minorUnitsOf,
  useAppStore,
  DirectionalIcon,
} from '@jad/shared-ui';
import { usePageTitle } from '@/components/page-title';
import { NS } from '@/i18n';
import { createPlan } from '@/lib/api';
import { usePlanOptions } from '@/lib/queries';
import type { PlanOptions } from '@/lib/plan-types';
import { STEPS, toCreateRequest, type Limits, type StepId } from '../answers';
import { answerOfApiField } from '../questionnaire-schema';
import { summarise } from '../summary';
import { DRAFT_KEY, useQuestionnaire } from '../use-questionnaire';
import { BotBubble, UserBubble } from './chat-bubble';
import { StepPanel } from './step-panel';

const QUESTION_ID = 'q-question';
const ERROR_ID = 'q-error';
/** The answers whose step shows their problem on the field itself (see the steps' TextFields). */
const OWN_FIELD_ERRORS = new Set<string>(['startDate', 'endDate', 'budget', 'name']);

function limitsOf(options: PlanOptions): Limits {
  return {
    today: options.today,
    maxDays: options.limits.max_days,
    maxGroup: options.limits.max_group,
    windowDays: options.limits.window_days,
    maxFreeSlots: options.limits.max_free_slots,
  };
}

/** /questionnaire: the chat of spec §2 that ends in a generated (or empty own) plan. */
export function QuestionnairePage() {
  const { t } = useTranslation(NS);
  const loaded = usePlanOptions();
  usePageTitle(t('pageTitle.questionnaire'));
  // A draft belongs to whoever wrote it.
  useEffect(() => bus.on('account:signed-out', () => window.sessionStorage.removeItem(DRAFT_KEY)), []);

  if (loaded.data) return <Chat options={loaded.data} />;
  if (loaded.isError && !loaded.isFetching)
    return <ErrorView message={t('questionnaire.loadFailed')} onRetry={() => void loaded.refetch()} />;
  return <LoadingIndicator />;
}

/** The chat itself, once the options (and so the limits its form checks) are known. */
function Chat({ options }: { options: PlanOptions }) {
  const { t } = useTranslation(NS);
  const lang = useAppStore((s) => s.lang);
  const navigate = useNavigate();
  const currency = useAppStore((s) => s.currency);
  const minorUnits = minorUnitsOf(currency);
  const [submitting, setSubmitting] = useState(false);
  const limits = useMemo(() => limitsOf(options), [options]);
  const q = useQuestionnaire(limits);
  const questionRef = useRef<HTMLDivElement>(null);
  const first = useRef(true);
  // Each new question takes the focus, so keyboard and screen-reader users follow the chat.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    questionRef.current?.focus();
  }, [q.index]);

  const last = q.index === STEPS.length - 1;
  const question = (step: StepId) =>
    step === 'interests' && q.answers.mode === 'own'
      ? t('questionnaire.steps.interests.questionOwn')
      : t(`questionnaire.steps.${step}.question`);
  // A problem with a field of its own (a text or date box) shows under that field; the step's others under its panel.
  const error = Object.entries(q.errors).find(([field]) => !OWN_FIELD_ERRORS.has(field))?.[1] ?? null;

  const submit = async () => {
    if (!(await q.validateAll())) return;
    setSubmitting(true);
    const result = await createPlan(toCreateRequest(q.answers, currency, minorUnits));
    if (!result.ok) {
      setSubmitting(false);
      // A refused answer goes back to its step, with the reason there; anything else is one toast.
      const refused = Object.entries(fieldErrorsOf(result.error)).flatMap(([field, message]) => {
        const answer = answerOfApiField(field);
        return answer ? [{ field: answer, message }] : [];
      });
      if (refused.length > 0) q.refuse(refused);
      else bus.emit('shell:toast-requested', { message: result.message, severity: 'error' });
      return;
    }
    window.sessionStorage.removeItem(DRAFT_KEY);
    navigate(`/plan?pid=${encodeURIComponent(result.data.user_plan_id)}`);
    q.reset();
  };

  return (
    <Box sx={{ maxWidth: 760, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, sm: 5 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, fontSize: { xs: 26, sm: 32 } }}>
        {t('questionnaire.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {t('questionnaire.subtitle')}
      </Typography>
      <Box sx={{ mt: 2.5, display: 'flex', alignItems: 'center', gap: 2 }}>
        <LinearProgress
          variant="determinate"
          value={((q.index + 1) / STEPS.length) * 100}
          aria-label={t('questionnaire.progress', { current: q.index + 1, total: STEPS.length })}
          sx={{ flex: 1, height: 8, borderRadius: 4 }}
        />
        <Typography variant="body2" color="text.secondary" data-testid="q-progress" sx={{ whiteSpace: 'nowrap' }}>
          {t('questionnaire.progress', { current: q.index + 1, total: STEPS.length })}
        </Typography>
      </Box>

      <Box component="section" aria-label={t('questionnaire.conversation')} sx={{ mt: 3, display: 'grid', gap: 1.5 }}>
        {STEPS.slice(0, q.index).map((step) => (
          <Box key={step} sx={{ display: 'grid', gap: 1 }}>
            <BotBubble label={t('questionnaire.assistant')}>{question(step)}</BotBubble>
            <UserBubble
              text={summarise(step, q.answers, t, lang, options, currency) || t('questionnaire.summary.skipped')}
              onEdit={submitting ? undefined : () => q.goTo(step)}
              editLabel={t('questionnaire.edit')}
            />
          </Box>
        ))}
        <Box ref={questionRef} tabIndex={-1} sx={{ outline: 'none' }}>
          <BotBubble label={t('questionnaire.assistant')} id={QUESTION_ID}>
            {question(q.step)}
          </BotBubble>
        </Box>
        <Box sx={{ mt: 1 }} data-testid={`step-${q.step}`}>
          <StepPanel
            step={q.step}
            answers={q.answers}
            update={q.update}
            errors={q.errors}
            options={options}
            questionId={QUESTION_ID}
            errorId={error ? ERROR_ID : undefined}
          />
        </Box>
        {error ? (
          <Alert severity="error" id={ERROR_ID} role="alert" data-testid="q-error">
            {error}
          </Alert>
        ) : null}
        {submitting ? (
          <Box sx={{ display: 'grid', gap: 1 }}>
            <BotBubble label={t('questionnaire.assistant')}>
              {q.answers.mode === 'own' ? t('questionnaire.creating') : t('questionnaire.generating')}
            </BotBubble>
            <LoadingIndicator label={t('questionnaire.generating')} />
          </Box>
        ) : null}
      </Box>

      <Box sx={{ mt: 3, display: 'flex', justifyContent: 'space-between', gap: 2 }}>
        <Button
          onClick={q.back}
          disabled={q.index === 0 || submitting}
          startIcon={
            <DirectionalIcon>
              <ArrowBack fontSize="small" />
            </DirectionalIcon>
          }
        >
          {t('questionnaire.back')}
        </Button>
        {last ? (
          <Button
            variant="contained"
            size="large"
            onClick={() => void submit()}
            disabled={submitting}
            data-testid="q-submit"
          >
            {q.answers.mode === 'own' ? t('questionnaire.create') : t('questionnaire.generate')}
          </Button>
        ) : (
          <Button
            variant="contained"
            size="large"
            onClick={() => void q.next()}
            endIcon={
              <DirectionalIcon>
                <ArrowForward fontSize="small" />
              </DirectionalIcon>
            }
            data-testid="q-next"
          >
            {q.step === 'optional' && !q.answers.budget && q.answers.mustSee.length === 0
              ? t('questionnaire.skipOrNext')
              : t('questionnaire.next')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
