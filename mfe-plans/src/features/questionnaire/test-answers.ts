// For the questionnaire's tests.
import { EMPTY_ANSWERS, type Answers } from './answers';

/** Every question of the questionnaire answered well. */
export const completeAnswers: Answers = {
  ...EMPTY_ANSWERS,
  mode: 'ai',
  interests: ['museums'],
  travellers: 'family',
  adults: 2,
  teens: 1,
  children: 1,
  youngestChildAge: 4,
  destination: 'marina',
  startDate: '2026-03-05',
  endDate: '2026-03-07',
  freeTime: [{ date: null, start_min: 780, end_min: 840 }],
  budget: '1500.5',
  pace: 'relaxed',
  mustSee: [{ activity_id: 'a1', name_en: 'Museum of the Future', name_ar: 'متحف المستقبل' }],
  name: '  Family trip ',
};
