import { expect, test } from 'vitest';
import { CHOOSE_AN_ANSWER, unanswered, validAnswers } from '../../../../src/domain/checkout/survey.ts';

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

test('a stored answer that is not one of its question’s answers is dropped', () => {
  expect(validAnswers(questions, { age: 'Under 35', concern: 'Oily' })).toEqual({ age: 'Under 35' });
});

test('stored answers that are no object of answers (null, a text) read as none', () => {
  expect(validAnswers(questions, null)).toEqual({});
  // A text's letters are not answers, even to a question whose id is a position in it.
  const byNumber = [{ id: '0', question: 'Skin type?', answers: ['D', 'O'] }];
  expect(validAnswers(byNumber, 'Dry')).toEqual({});
  expect(validAnswers(byNumber, { 0: 'D' })).toEqual({ 0: 'D' });
});

test('a question left without an answer says so in the words the survey shows', () => {
  expect(CHOOSE_AN_ANSWER).toBe('Choose an answer to continue');
});
