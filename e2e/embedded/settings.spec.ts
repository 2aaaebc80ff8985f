import { expect, test, type Page } from '@playwright/test';
import { SETTINGS_MESSAGES } from '@/lib/settings';
import { site } from '@/lib/site';
import { makeAccount, signIn } from '../support/editing';

/** Saves the Settings form and waits for its answer. */
async function save(page: Page, answer: string) {
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText(answer)).toBeVisible();
}

test('staff choose the brochure and change a footer detail in Settings, and the public pages show them; wrong fields are answered and nothing typed is lost', async ({
  page,
  request,
}) => {
  await signIn(page, await makeAccount(request, 'editor'), '/admin/files');
  const stamp = `${Date.now()}`;
  await page.getByLabel(/^File \(JPEG/).setInputFiles({
    name: `Brochure ${stamp}.pdf`,
    mimeType: 'application/pdf',
    buffer: Buffer.from(`%PDF-1.4\n% ${stamp}\n%%EOF\n`),
  });
  await page.getByRole('button', { name: 'Upload' }).click();
  const uploaded = (await page.getByRole('status').filter({ hasText: 'Uploaded: ' }).innerText())
    .replace('Uploaded: ', '')
    .trim();

  await page
    .getByRole('navigation', { name: 'Editing area' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  // Today's values, until staff change them.
  await expect(page.getByLabel('An uploaded PDF')).toHaveValue('');
  await expect(page.getByLabel('Phone numbers')).toHaveValue(site.phones.join('\n'));
  await expect(page.getByLabel('E-mail address')).toHaveValue(site.email);

  const phone = `+880 1711 ${stamp.slice(-6)}`;
  await page.getByLabel('An uploaded PDF').selectOption(uploaded);
  await page.getByLabel('Phone numbers').fill(`${phone}\n${site.phones[1]}`);
  await save(page, SETTINGS_MESSAGES.saved);

  await page.goto('/');
  const footer = page.locator('footer');
  await expect(footer.getByRole('link', { name: phone })).toHaveAttribute(
    'href',
    `tel:${phone.replace(/\s/g, '')}`,
  );
  await expect(footer.getByRole('link', { name: site.phones[0] })).toHaveCount(0);
  const nav = page.locator('header').getByRole('navigation', { name: 'Main' }).first();
  await nav.getByRole('button', { name: 'About Us', exact: true }).click();
  await expect(nav.getByRole('link', { name: /Brochure/ })).toHaveAttribute('href', uploaded);

  // Wrong fields: each answered beside it, the save refused, everything typed kept.
  await page.goto('/admin/settings');
  await expect(page.getByLabel('An uploaded PDF')).toHaveValue(uploaded);
  const factories = `Typed and kept ${stamp}`;
  await page.getByLabel('Factories').fill(factories);
  await page.getByLabel('E-mail address').fill('info@');
  await page.getByLabel('Fabric Library').fill('fabric-library.mascobd.com');
  await page.getByLabel('Who is told of a new contact message').fill('sales@mascobd.com, nobody');
  await save(page, SETTINGS_MESSAGES.invalid);
  await expect(page.getByLabel('E-mail address')).toHaveAccessibleDescription(
    SETTINGS_MESSAGES.email,
  );
  await expect(page.getByLabel('Fabric Library')).toHaveAccessibleDescription(
    SETTINGS_MESSAGES.url,
  );
  await expect(page.getByLabel('Who is told of a new contact message')).toHaveAccessibleDescription(
    /this one is not one: nobody/,
  );
  await expect(page.getByLabel('E-mail address')).toHaveValue('info@');
  await expect(page.getByLabel('Factories')).toHaveValue(factories);
  await expect(page.getByLabel('Phone numbers')).toHaveValue(`${phone}\n${site.phones[1]}`);
  await page.goto('/');
  await expect(page.locator('footer').getByRole('link', { name: site.email })).toBeVisible();
  await expect(page.locator('footer')).not.toContainText(factories);

  // Back to today's values, for the specs that follow on this server.
  await page.goto('/admin/settings');
  await page.getByLabel('An uploaded PDF').selectOption('');
  await page.getByLabel('Phone numbers').fill(site.phones.join('\n'));
  await save(page, SETTINGS_MESSAGES.saved);
});
