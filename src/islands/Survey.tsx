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
import { useEffect, useRef, useState } from 'react';
import { recommend, type Recommendation } from '../domain/checkout/recommend.ts';
import { CHOOSE_AN_ANSWER, unanswered, validAnswers, type SurveyQuestion } from '../domain/checkout/survey.ts';
import { sessionGet, sessionSet } from '../state/session-storage.ts';
import { sendStats } from '../runtime/stats.ts';
import { chosenBeforeHydration, islandForm } from './form-events.ts';
import { loadOnce } from './load-once.ts';

const KEY = 'surveyAnswers';

/** What sending the survey needs besides the stats recorder (in the runtime every page has): the funnel's rules. */
const loadOnward = loadOnce(() => Promise.all([import('../runtime/navigation.ts'), import('../runtime/step-href.ts')]));

function storedAnswers(questions: readonly SurveyQuestion[]): Record<string, string> {
  try {
    return validAnswers(questions, JSON.parse(sessionGet(KEY) ?? '{}'));
  } catch {
    return {};
  }
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
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [result, setResult] = useState<Recommendation>();
  const [missing, setMissing] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  /** The answers are adopted: a tap on "See my results" is held until then (runtime/early-taps.ts). */
  const [ready, setReady] = useState(false);
  const busyRef = useRef(false);

  const form = useRef<HTMLFormElement>(null);
  const resultLink = useRef<HTMLAnchorElement>(null);
  // The result, once shown, is where the shopper goes on: focus (and scroll) to its link.
  useEffect(() => resultLink.current?.focus(), [result]);

  /** Shows and keeps the answers; what sends them starts loading (sending tries again and reports). */
  function keep(next: Record<string, string>) {
    setAnswers(next);
    sessionSet(KEY, JSON.stringify(next));
    loadOnward().catch(() => {});
  }

  // The answers kept for a reload, then any the shopper ticked before the island hydrated.
  useEffect(() => {
    const early = validAnswers(questions, chosenBeforeHydration(new FormData(form.current ?? undefined)));
    const stored = storedAnswers(questions);
    if (Object.keys(early).length > 0) keep({ ...stored, ...early });
    else setAnswers(stored);
    setReady(true);
  }, [questions]);

  function choose(id: string, answer: string) {
    keep({ ...answers, [id]: answer });
    setResult(undefined); // the result was for the answers before
    setMissing((m) => m.filter((q) => q !== id));
  }

  async function submit() {
    if (busyRef.current) return;
    const left = unanswered(questions, answers);
    setMissing(left);
    if (left.length) {
      document.querySelector<HTMLInputElement>(`input[name="${left[0]}"]`)?.focus();
      return;
    }
    busyRef.current = true;
    setBusy(true);
    setFailed(false);
    const moved = await loadOnward().then(
      ([{ funnelNav, withQuery, carriedQuery }, { hrefForStep }]) => {
        // Written to the outbox, which sends it: the shopper never waits for it.
        sendStats('Survey', { customPayLoad: answers });
        const pick = recommend(recommendations, answers);
        if (!pick) return funnelNav.next();
        // A product of this funnel: its step, the variant chosen by the step's split test.
        const own = pick.step === undefined ? null : hrefForStep(pick.step);
        setResult({ ...pick, href: own ?? withQuery(pick.href, carriedQuery()) });
        return false;
      },
      (error: unknown) => {
        console.error('the survey could not load its sender', error);
        setFailed(true); // the answers stay; the next tap tries again
        return false;
      },
    );
    if (!moved) {
      busyRef.current = false;
      setBusy(false);
    }
  }

  return (
    <form ref={form} className="survey" method="get" aria-label="Survey" {...islandForm(ready, submit)}>
      <ol className="survey__list">
        {questions.map((q, i) => {
          const invalid = missing.includes(q.id);
          return (
            <li className="survey__item" key={q.id}>
              <fieldset className="fieldset" aria-describedby={invalid ? `${q.id}-error` : undefined}>
                <legend>
                  <span className="survey__count">
                    Question {i + 1} of {questions.length}
                  </span>
                  <span className="survey__question">{q.question}</span>
                </legend>
                {q.answers.map((answer) => (
                  <label className="check survey__answer" key={answer}>
                    <input
                      type="radio"
                      name={q.id}
                      value={answer}
                      checked={answers[q.id] === answer}
                      aria-invalid={invalid || undefined}
                      onChange={() => choose(q.id, answer)}
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
        })}
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
        {result && (
          <>
            <p>{result.reason}</p>
            <a className="btn btn--block btn--large" href={result.href} ref={resultLink}>
              See the {result.product}
            </a>
          </>
        )}
      </div>
      {failed && (
        <p className="survey__error" role="alert">
          {failedText}
        </p>
      )}
    </form>
  );
}
