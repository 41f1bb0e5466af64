/**
 * The islands' navigation API (navigation.ts) for the islands that load it with `import()` when
 * the shopper reaches for them (the survey, the offer selector). The payment islands and the calls
 * to action import navigation.ts statically; were it also the target of an `import()`, its chunk
 * would carry a namespace object and import the bundler's helper that builds it, 0.1 KiB gzip more
 * on every page that loads it. A module of re-exports is a chunk of its own, so it needs neither.
 */
export { carriedQuery, funnelNav, hrefFor, withQuery } from './navigation.ts';
