/** The survey island: every question answered, answers sent as a custom stats event (R-SES-4), then the next step. */
import { expect, test } from '@playwright/test';
import { hydrated, sessionIdOf } from './runtime.ts';
import { statsOf } from './sandbox.ts';

test('R-SES-4: unanswered questions are flagged next to them; the answers go out as a Survey event split in two halves', async ({
  page,
  request,
}) => {
  await page.goto('/survey221201a_ap?uid=AGELESS01&step=3');
  await hydrated(page);
  await page.getByLabel('35–44').check();
  await page.getByRole('button', { name: 'See my results' }).click();
  const concern = page.getByRole('group', { name: /What is your main skin concern/ });
  await expect(concern).toHaveAccessibleDescription('Choose an answer to continue');
  await expect(
    page.getByLabel('Fine lines and wrinkles'),
    'focus moves to the first unanswered question',
  ).toBeFocused();
  await expect(page.getByRole('group', { name: /What is your age range/ })).not.toHaveAccessibleDescription(/Choose/);
  await page.getByLabel('Dryness').check();
  await expect(concern).not.toHaveAccessibleDescription(/Choose/);
  await page.getByLabel('Three or more').check();
  await page.reload();
  await hydrated(page);
  await expect(page.getByLabel('Three or more'), 'answers survive a reload').toBeChecked();
  await page.getByLabel('Often').check();
  await page.getByRole('button', { name: 'See my results' }).click();
  await page.waitForURL(/\/offer-selector\?.*uid=AGELESS01.*step=4/);
  const events = await statsOf(request, await sessionIdOf(page));
  const survey = events.find((e) => e.body.eventType === 'Survey');
  expect(survey?.body).toMatchObject({ mainFunnelId: 'MF-AGELESS-01', funnelSTPId: 'V-AGE-3A' });
  const payload = JSON.parse(
    `${String(survey!.body.customPayLoad1 ?? '')}${String(survey!.body.customPayLoad2 ?? '')}`,
  );
  expect(payload).toEqual({ age: '35–44', concern: 'Dryness', routine: 'Three or more', sensitivity: 'Often' });
});
