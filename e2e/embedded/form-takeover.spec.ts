import { expect, test, type Locator, type Page } from '@playwright/test';
import { holdScripts as holdLaterScripts, hydrated } from '../support/phone';

/**
 * The visitor forms are plain markup until the first sign of intent loads their
 * script (components/forms/deferred-forms.tsx). These hold that script back to
 * check what the visitor did meanwhile survives the real form taking over.
 */

async function openContactForm(page: Page) {
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Contact us' });
  await hydrated(form);
  return { scripts: await holdLaterScripts(page), form };
}

async function expectFourRequired(form: Locator) {
  for (const message of [
    'Name field is required',
    'Phone field is required',
    'Email field is required',
    'Subject field is required',
  ])
    await expect(form.getByText(message)).toBeVisible();
}

test('what is typed before the script arrives is kept, with the focus and the caret', async ({
  page,
}) => {
  const { scripts, form } = await openContactForm(page);
  await form.getByLabel('Email').fill('rahima@example.com');
  const name = form.getByLabel('Name');
  await name.click();
  await page.keyboard.type('Rahima');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => scripts.asked.length, 'the form asked for its script').toBeGreaterThan(0);
  const plain = await name.elementHandle();

  await scripts.release();
  await expect.poll(() => plain!.evaluate((el) => el.isConnected), 'taken over').toBe(false);
  await expect(name).toBeFocused();
  await page.keyboard.type('X');
  await expect(name).toHaveValue('RahiXma');
  await expect(form.getByLabel('Email')).toHaveValue('rahima@example.com');
});

test('a submit pressed before the script arrives is carried out when it does', async ({ page }) => {
  const { scripts, form } = await openContactForm(page);
  const send = form.getByRole('button', { name: 'Send message' });
  await send.click();
  await expect.poll(() => scripts.asked.length, 'the form asked for its script').toBeGreaterThan(0);
  await expect(form.getByText('Name field is required')).toHaveCount(0);

  await scripts.release();
  await expectFourRequired(form);
});

test('a focused "Send" keeps the focus when the real form takes over', async ({ page }) => {
  const { scripts, form } = await openContactForm(page);
  const send = form.getByRole('button', { name: 'Send message' });
  await send.focus();
  await expect.poll(() => scripts.asked.length, 'the form asked for its script').toBeGreaterThan(0);
  const plain = await send.elementHandle();

  await scripts.release();
  await expect.poll(() => plain!.evaluate((el) => el.isConnected), 'taken over').toBe(false);
  await expect(send).toBeFocused();
  await page.keyboard.press('Enter');
  await expectFourRequired(form);
});

/*
 * The real form is new markup. Put in while "Send" is held down, the press and the
 * release would land on two different buttons and the browser would send no click
 * (a failure CI met one run in five): the form waits for the release.
 */
for (const [input, press, lift] of [
  ['pointer', (page: Page) => page.mouse.down(), (page: Page) => page.mouse.up()],
  ['Space key', (page: Page) => page.keyboard.down(' '), (page: Page) => page.keyboard.up(' ')],
] as const) {
  test(`a click on "Send" held down (${input}) while the script arrives still submits`, async ({
    page,
  }) => {
    const { scripts, form } = await openContactForm(page);
    const send = form.getByRole('button', { name: 'Send message' });
    if (input === 'pointer') await send.hover();
    else await send.focus();
    await expect
      .poll(() => scripts.asked.length, 'the form asked for its script')
      .toBeGreaterThan(0);
    await press(page);
    const plain = await send.elementHandle();

    await scripts.release();
    expect(await plain!.evaluate((el) => el.isConnected), 'not replaced under the press').toBe(
      true,
    );
    await lift(page);
    await expectFourRequired(form);
  });
}
