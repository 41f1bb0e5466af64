/**
 * The survey island: the page's questions as groups of radio answers. Every question must be
 * answered (the message shows next to the question); the answers are kept for a reload, sent as
 * a custom 'Survey' stats event (R-SES-4 splits the payload). Then the result: the first of the
 * page's rules the answers meet (resolved by the build) says why in one line and links to the
 * product's order page in its funnel; without one the shopper moves on to the next step (R-FLOW-1).
 * The funnel's rules load when the shopper picks a first answer (the island hydrates without
 * them), so they are there by the time the survey is sent; the answers' event is written to the
 * page's outbox, which sends it (runtime/stats.ts).
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { recommend, type Recommendation } from '../domain/checkout/recommend.ts';
import { CHOOSE_AN_ANSWER, unanswered, validAnswers, type SurveyQuestion } from '../domain/checkout/survey.ts';
import { sessionGet, sessionSet } from '../state/session-storage.ts';
import { sendStats } from '../runtime/stats.ts';
import { chosenBeforeHydration, islandForm } from './form-events.ts';
import { loadOnce } from './load-once.ts';
import { useBusy } from './use-busy.ts';

const KEY = 'surveyAnswers';

/** What sending the survey needs besides the stats recorder (in the runtime every page has): the funnel's rules. */
const loadOnward = loadOnce(() => Promise.all([import('../runtime/funnel-nav.ts'), import('../runtime/step-href.ts')]));

function storedAnswers(questions: readonly SurveyQuestion[]): Record<string, string> {
  try {
    return validAnswers(questions, JSON.parse(sessionGet(KEY) ?? '{}'));
  } catch {
    return {};
  }
}

/** What sending gave: whether the page moved on, the result to show, or that the sender could not load. */
interface Sent {
  moved: boolean;
  result?: Recommendation;
  failed?: boolean;
}

/** Writes the answers' event and finds where they lead: a product's result, or the funnel's next step. */
function sendAnswers(answers: Record<string, string>, recommendations: Recommendation[]): Promise<Sent> {
  return loadOnward().then(
    ([{ funnelNav, withQuery, carriedQuery }, { hrefForStep }]): Sent => {
      // Written to the outbox, which sends it: the shopper never waits for it.
      sendStats('Survey', { customPayLoad: answers });
      const pick = recommend(recommendations, answers);
      if (!pick) return { moved: funnelNav.next() };
      // A product of this funnel: its step, the variant chosen by the step's split test.
      const own = pick.step === undefined ? null : hrefForStep(pick.step);
      return { moved: false, result: { ...pick, href: own ?? withQuery(pick.href, carriedQuery()) } };
    },
    (error: unknown): Sent => {
      console.error('the survey could not load its sender', error);
      return { moved: false, failed: true }; // the answers stay; the next tap tries again
    },
  );
}

/** One question: its answers as radios, and the message next to it while it is unanswered. */
function Question(p: {
  q: SurveyQuestion;
  index: number;
  count: number;
  chosen: string | undefined;
  invalid: boolean;
  onChoose: (answer: string) => void;
}) {
  const { q, invalid } = p;
  return (
    <li className="survey__item">
      <fieldset className="fieldset" aria-describedby={invalid ? `${q.id}-error` : undefined}>
        <legend>
          <span className="survey__count">
            Question {p.index + 1} of {p.count}
          </span>
          <span className="survey__question">{q.question}</span>
        </legend>
        {q.answers.map((answer) => (
          <label className="check survey__answer" key={answer}>
            <input
              type="radio"
              name={q.id}
              value={answer}
              checked={p.chosen === answer}
              aria-invalid={invalid || undefined}
              onChange={() => p.onChoose(answer)}
            />
            <span>{answer}</span>
          </label>
        ))}
        {invalid && (
          <p className="survey__error" id={`${q.id}-error`} role="alert">
            {CHOOSE_AN_ANSWER}
          </p>
        )}
      </fieldset>
    </li>
  );
}

/**
 * The answers: those kept for a reload, then any the shopper ticked before the island hydrated.
 * `ready` once adopted: a tap on "See my results" is held until then (runtime/early-taps.ts).
 */
function useKeptAnswers(questions: readonly SurveyQuestion[], form: RefObject<HTMLFormElement | null>) {
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [ready, setReady] = useState(false);

  /** Shows and keeps the answers; what sends them starts loading (sending tries again and reports). */
  function keep(next: Record<string, string>) {
    setAnswers(next);
    sessionSet(KEY, JSON.stringify(next));
    loadOnward().catch(() => {});
  }

  useEffect(() => {
    const early = validAnswers(questions, chosenBeforeHydration(new FormData(form.current ?? undefined)));
    const stored = storedAnswers(questions);
    if (Object.keys(early).length > 0) keep({ ...stored, ...early });
    else setAnswers(stored);
    setReady(true);
  }, [questions]);
  return { answers, keep, ready };
}

/** Why the answers lead to a product, and its link: where the shopper goes on, so it takes the focus (and scrolls into view). */
function Result({ result }: { result: Recommendation }) {
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => link.current?.focus(), [result]);
  return (
    <>
      <p>{result.reason}</p>
      <a className="btn btn--block btn--large" href={result.href} ref={link}>
        See the {result.product}
      </a>
    </>
  );
}

/**
 * The survey form. `failedText` is the catalogue's message for a send that could not start (the
 * page passes it, so the island does not load the catalogue's chunk for one rare line).
 */
export default function Survey({
  questions,
  recommendations,
  failedText,
}: {
  questions: SurveyQuestion[];
  recommendations: Recommendation[];
  failedText: string;
}) {
  const [result, setResult] = useState<Recommendation>();
  const [missing, setMissing] = useState<string[]>([]);
  const { busy, isBusy, setBusy } = useBusy();
  const [failed, setFailed] = useState(false);

  const form = useRef<HTMLFormElement>(null);
  const { answers, keep, ready } = useKeptAnswers(questions, form);

  function choose(id: string, answer: string) {
    keep({ ...answers, [id]: answer });
    setResult(undefined); // the result was for the answers before
    setMissing((m) => m.filter((q) => q !== id));
  }

  async function submit() {
    if (isBusy()) return;
    const left = unanswered(questions, answers);
    setMissing(left);
    if (left.length) {
      document.querySelector<HTMLInputElement>(`input[name="${left[0]}"]`)?.focus();
      return;
    }
    setBusy(true);
    setFailed(false);
    const sent = await sendAnswers(answers, recommendations);
    if (sent.result) setResult(sent.result);
    if (sent.failed) setFailed(true);
    if (!sent.moved) setBusy(false); // else busy until the next page opens
  }

  return (
    <form ref={form} className="survey" method="get" aria-label="Survey" {...islandForm(ready, submit)}>
      <ol className="survey__list">
        {questions.map((q, i) => (
          <Question
            key={q.id}
            q={q}
            index={i}
            count={questions.length}
            chosen={answers[q.id]}
            invalid={missing.includes(q.id)}
            onChoose={(answer) => choose(q.id, answer)}
          />
        ))}
      </ol>
      <button
        className="btn btn--block btn--large"
        type="submit"
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
      >
        See my results
      </button>
      <div className="survey__result" role="status">
        {result && <Result result={result} />}
      </div>
      {failed && (
        <p className="survey__error" role="alert">
          {failedText}
        </p>
      )}
    </form>
  );
}
