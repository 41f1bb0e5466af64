/**
 * The contract's answer schemas as the calls name them, loaded with the first call that parses
 * one (issue 10): they are zod/mini, whose core would otherwise load with every island before
 * the shopper does anything. The pipeline starts the import with the request, so it loads while
 * the request is out. The contract stays the one description of each wire shape (the sandbox
 * validates with it too).
 */
type Contract = typeof import('../wire/index.ts');

let loading: Promise<Contract> | undefined;

/** A schema of the contract, as a loader the pipeline calls when the request goes out. */
export function wire<K extends keyof Contract>(name: K): () => Promise<Contract[K]> {
  return () => (loading ??= import('../wire/index.ts')).then((contract) => contract[name]);
}
