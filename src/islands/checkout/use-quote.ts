/**
 * The quote (shipping options and tax) of the current cart and address: fetched shortly after the
 * inputs settle, never shown for other inputs than the current ones, and fetched at once by
 * `refresh` before continuing or paying, so the summary always shows what will be charged.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchQuote, IDLE_QUOTE, isSettled, LOADING_QUOTE, type Quote, type QuoteInput } from './quote.ts';

const SETTLE_MS = 300;

/** The quote for `input` (null: not asked yet) and a function to get it now. */
export function useQuote(input: QuoteInput | null): { quote: Quote; refresh: (input: QuoteInput) => Promise<Quote> } {
  const key = input ? JSON.stringify(input) : null;
  const [result, setResult] = useState<{ key: string; quote: Quote } | null>(null);
  const latest = useRef<{ key: string; quote: Quote } | null>(null);
  const pending = useRef<{ key: string; promise: Promise<Quote> } | null>(null);

  const refresh = useCallback((next: QuoteInput): Promise<Quote> => {
    const k = JSON.stringify(next);
    if (latest.current?.key === k && isSettled(latest.current.quote)) return Promise.resolve(latest.current.quote);
    if (pending.current?.key === k) return pending.current.promise;
    const promise = fetchQuote(next).then((quote) => {
      latest.current = { key: k, quote };
      if (pending.current?.key === k) pending.current = null;
      setResult({ key: k, quote });
      return quote;
    });
    pending.current = { key: k, promise };
    return promise;
  }, []);

  useEffect(() => {
    if (!input) return;
    const timer = window.setTimeout(() => void refresh(input), SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [key, refresh]); // the key stands for the input

  const quote = !key ? IDLE_QUOTE : result?.key === key ? result.quote : LOADING_QUOTE;
  return { quote, refresh };
}
