/**
 * A sick leave typed in an employee's « Absences » tab as a person does (days as « jj/mm/aaaa », the end's time then Tab),
 * the dialog left open before « Ajouter »: shared by the browser files that enter absences.
 */
import type { Locator, Page } from 'playwright-core';
import { go } from './harness';

export async function typeSickLeave(page: Page, portal: Locator, employeeId: number, leave: { from: string; to: string; endTime: string }) {
  await go(page, `/employees/${employeeId}/absences`);
  const absences = portal.locator('section[aria-label="Absences"]');
  await absences.getByRole('button', { name: 'Ajouter une absence' }).click();
  const dialog = portal.locator('dialog[open]');
  await dialog.getByRole('heading', { name: 'Nouvelle absence' }).waitFor();
  await dialog.getByLabel('Type').selectOption('SICK_VACATION');
  const [start, end] = [dialog.locator('fieldset.ap-datetime').nth(0), dialog.locator('fieldset.ap-datetime').nth(1)];
  await start.getByLabel('Date', { exact: true }).fill(leave.from);
  await end.getByLabel('Date', { exact: true }).fill(leave.to);
  await end.getByLabel('Heure', { exact: true }).fill(leave.endTime);
  await end.getByLabel('Heure', { exact: true }).press('Tab');
  return { absences, dialog };
}
