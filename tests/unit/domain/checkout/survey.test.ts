import { expect, test } from 'vitest';
import { unanswered, validAnswers } from '../../../../src/domain/checkout/survey.ts';

const questions = [
  { id: 'age', question: 'Age?', answers: ['Under 35', '35–44'] },
  { id: 'concern', question: 'Concern?', answers: ['Dryness', 'Dullness'] },
];

test('every question must be answered with one of its answers', () => {
  expect(unanswered(questions, {})).toEqual(['age', 'concern']);
  expect(unanswered(questions, { age: 'Under 35', concern: 'Oily' })).toEqual(['concern']);
  expect(unanswered(questions, { age: 'Under 35', concern: 'Dryness' })).toEqual([]);
});

test('stored answers are kept only when they answer a question of the page', () => {
  expect(validAnswers(questions, { age: '35–44', concern: 42, other: 'x' })).toEqual({ age: '35–44' });
  expect(validAnswers(questions, 'nonsense')).toEqual({});
});
