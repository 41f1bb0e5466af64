import { expect, test } from 'vitest';
import { slowFirst } from './slow-first.ts';

const files = (...ids: string[]) => ids.map((moduleId) => ({ moduleId }));

test('the slow files go first, in the order listed; the rest keep the order they came in', () => {
  expect(slowFirst(files('a', 'slow2', 'b', 'slow1', 'c'), ['slow1', 'slow2']).map((f) => f.moduleId)).toEqual([
    'slow1',
    'slow2',
    'a',
    'b',
    'c',
  ]);
});

test('a run without the slow files keeps its order', () => {
  expect(slowFirst(files('c', 'a', 'b'), ['slow']).map((f) => f.moduleId)).toEqual(['c', 'a', 'b']);
});
