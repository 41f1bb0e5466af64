/** The survey's rules: every question answered before the shopper moves on. */

/** A survey question of the page (campaigns/pages: questions). */
export interface SurveyQuestion {
  id: string;
  question: string;
  answers: readonly string[];
}

/** Answers by question id. */
export type SurveyAnswers = Readonly<Record<string, string>>;

/** Message next to a question left without an answer. */
export const CHOOSE_AN_ANSWER = 'Choose an answer to continue';

/** The ids of the questions without a valid answer, in page order. */
export function unanswered(questions: readonly SurveyQuestion[], answers: SurveyAnswers): string[] {
  return questions.filter((q) => !q.answers.includes(answers[q.id] ?? '')).map((q) => q.id);
}

/** Only the answers to the page's questions that are among their answers (stored answers are untrusted). */
export function validAnswers(questions: readonly SurveyQuestion[], stored: unknown): Record<string, string> {
  if (!stored || typeof stored !== 'object') return {};
  const raw = stored as Record<string, unknown>;
  const out: Record<string, string> = {};
  for (const q of questions) {
    const a = raw[q.id];
    if (typeof a === 'string' && q.answers.includes(a)) out[q.id] = a;
  }
  return out;
}
