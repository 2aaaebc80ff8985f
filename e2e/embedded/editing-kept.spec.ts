import { expect, test, type Browser, type Page } from '@playwright/test';
import { LEAVE_WARNING } from '../../lib/admin/form-state';
import { bodyEditor, makeAccount, PASSWORD, signIn } from '../support/editing';

/**
 * Nothing typed in an article is lost: after a save the body is still in the
 * editor, a session that ended mid-edit is signed back into on the page, a
 * conflict shows where the bodies differ, and an inserted block is not typed over.
 * On demo article 1 (3,000 characters), kept as drafts that each test discards.
 */
const ARTICLE = '/admin/blog-posts/1';

/** The answer of the next save's action (its headers come once the action has run). */
const saveAnswer = (page: Page) =>
  page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && new URL(response.url()).pathname === ARTICLE,
  );

/** The article's own address (its form posts there). */
const isArticle = (url: URL) => url.pathname === ARTICLE;

/**
 * Holds the answers of the next saves once the server has sent them, until
 * `release()`: what the browser meets on a slow network, without a slow server
 * lengthening the typing (`answeredByServer` says it has answered).
 */
async function holdSaveAnswers(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let sent = () => {};
  const answeredByServer = new Promise<void>((resolve) => (sent = resolve));
  await page.route(isArticle, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const response = await route.fetch();
    sent();
    await held;
    await route.fulfill({ response });
  });
  return { release, answeredByServer, stop: () => page.unroute(isArticle) };
}

/** Presses Save draft and waits for the action's answer (the notice of an earlier save may read the same). */
async function saveDraft(page: Page) {
  const answered = saveAnswer(page);
  await page.getByRole('button', { name: 'Save draft' }).click();
  // Its headers come once the action has run (the body streams the page after).
  await answered;
}
const saved = (page: Page) => expect(page.getByRole('status')).toContainText('Draft saved at');

/** The body and title as stored: what the form opens with (a draft when there is one). */
async function stored(page: Page) {
  await page.goto(ARTICLE);
  return {
    title: await page.getByLabel('Title', { exact: true }).inputValue(),
    body: await page.locator('textarea[name="description"]').inputValue(),
  };
}

/** Types at the very end of the body. */
async function typeAtEnd(page: Page, text: string) {
  await bodyEditor(page).focus();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(text);
}

/** The article as it was: its draft dropped. */
async function discardDraft(page: Page) {
  await page.goto(ARTICLE);
  const ask = page.getByText('Discard the draft…');
  if (await ask.isVisible()) {
    await ask.click();
    await page.getByRole('button', { name: 'Yes, discard the draft' }).click();
    await expect(ask).toBeHidden();
  }
}

async function editorOn(browser: Browser, email: string) {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email, ARTICLE);
  await expect(bodyEditor(page)).toBeVisible();
  return page;
}

test('save, then keep writing: the body stays in the editor, and the next save stores all of it', async ({
  page,
  request,
}) => {
  await signIn(page, await makeAccount(request, 'editor'), ARTICLE);
  const body = bodyEditor(page);
  const before = await body.innerText();
  expect(before.length).toBeGreaterThan(2000);

  await saveDraft(page);
  await saved(page);
  await expect(body).toHaveText(before, { useInnerText: true });

  const sentence = ' Typed after the first save.';
  await typeAtEnd(page, sentence);
  await saveDraft(page);
  await saved(page);
  await expect(body).toContainText(sentence.trim());

  const { body: html } = await stored(page);
  expect(html).toContain(sentence.trim());
  await expect(bodyEditor(page)).toHaveText(`${before}${sentence}`, { useInnerText: true });
  await discardDraft(page);
});

test('typing goes on during a save: the answer keeps what was typed meanwhile, marked unsaved, and the next save stores it', async ({
  page,
  request,
}) => {
  await signIn(page, await makeAccount(request, 'editor'), ARTICLE);
  const title = page.getByLabel('Title', { exact: true });
  const body = bodyEditor(page);
  const before = await title.inputValue();
  const bodyBefore = await body.innerText();
  // The save's answer held back until the typing is done (a slow network's second).
  const answer = await holdSaveAnswers(page);
  const answered = page.waitForResponse(
    (response) => response.request().method() === 'POST' && isArticle(new URL(response.url())),
  );
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('button', { name: 'Saving…' }).first()).toBeVisible();
  await title.focus();
  await page.keyboard.press('End');
  await page.keyboard.type(' typed during the save');
  await typeAtEnd(page, ' Body typed during the save.');
  // The caret stays in the body: typing on after the answer goes on where it was.
  answer.release();
  await answered;
  await saved(page);
  await expect(page.getByRole('status')).toContainText(
    'What you typed during the save is in the form, not saved yet: save again to keep it.',
  );
  await expect(title).toHaveValue(`${before} typed during the save`);
  await expect(body).toHaveText(`${bodyBefore} Body typed during the save.`, {
    useInnerText: true,
  });
  await expect(body).toBeFocused();
  await page.keyboard.type(' And after.');
  await expect(body).toContainText('Body typed during the save. And after.');
  // Unsaved, and the Save button says so.
  await expect(page.getByRole('button', { name: 'Save draft' })).toHaveAccessibleDescription(
    'Unsaved changes',
  );
  // Leaving asks first.
  const questions: string[] = [];
  page.once('dialog', (dialog) => {
    questions.push(dialog.message());
    return dialog.dismiss();
  });
  await page.getByRole('link', { name: 'Articles', exact: true }).first().click();
  await expect.poll(() => questions).toEqual([LEAVE_WARNING]);
  await expect(page).toHaveURL(new RegExp(`${ARTICLE}$`));
  await expect(title).toHaveValue(`${before} typed during the save`);
  await answer.stop();

  await saveDraft(page);
  await saved(page);
  await expect(page.getByRole('button', { name: 'Save draft' })).not.toHaveAccessibleDescription(
    'Unsaved changes',
  );
  const after = await stored(page);
  expect(after.title).toBe(`${before} typed during the save`);
  expect(after.body).toContain('Body typed during the save. And after.');
  await discardDraft(page);
});

test("a save's answer that comes just after a space: the space stays, and the next word does not run into the last", async ({
  page,
  request,
}) => {
  await signIn(page, await makeAccount(request, 'editor'), ARTICLE);
  const body = bodyEditor(page);
  const before = await body.innerText();
  const answer = await holdSaveAnswers(page);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('button', { name: 'Saving…' }).first()).toBeVisible();
  // The last key before the answer is a space at the end of the paragraph (read back
  // from the body's HTML, a paragraph drops its trailing space).
  await typeAtEnd(page, ' Straight after ');
  answer.release();
  await expect(page.getByRole('status')).toContainText(
    'What you typed during the save is in the form, not saved yet',
  );
  await page.keyboard.type('the answer.');
  await expect(body).toHaveText(`${before} Straight after the answer.`, { useInnerText: true });
  await answer.stop();
  await saveDraft(page);
  await saved(page);
  expect((await stored(page)).body).toContain('Straight after the answer.');
  await discardDraft(page);
});

/** A session ended under the editor: the save is refused, the dialog signs in on the page, the same save stores it. */
async function signBackInAndSave(page: Page, title: string, sentence: string, email?: string) {
  await saveDraft(page);
  const notice = page.locator('main form > [role=alert]');
  await expect(notice).toContainText('Your session has ended.');
  await expect(notice).toBeInViewport({ ratio: 1 });
  await expect(page).toHaveURL(new RegExp(`${ARTICLE}$`));
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
  await expect(bodyEditor(page)).toContainText(sentence.trim());

  const dialog = page.getByRole('dialog', { name: 'Sign in again to save' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Password')).toBeFocused();
  if (email) await dialog.getByLabel('E-mail address').fill(email);
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toBeHidden();
  await expect(notice).toBeFocused();
  await expect(page.getByRole('status')).toContainText('You are signed in again.');
  await expect(bodyEditor(page)).toContainText(sentence.trim());

  await saveDraft(page);
  await saved(page);
  const after = await stored(page);
  expect(after.title).toBe(title);
  expect(after.body).toContain(sentence.trim());
  expect(after.body.length).toBeGreaterThan(2000);
}

test('signed out in another tab mid-edit: the save keeps the text, and signing in in the dialog saves it', async ({
  page,
  request,
}) => {
  await signIn(page, await makeAccount(request, 'editor'), ARTICLE);
  const title = `${await page.getByLabel('Title', { exact: true }).inputValue()} (edited)`;
  await page.getByLabel('Title', { exact: true }).fill(title);
  const sentence = ' Typed while another tab signed out.';
  await typeAtEnd(page, sentence);

  const other = await page.context().newPage();
  await other.goto('/admin');
  await other.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(other).toHaveURL(/\/admin\/sign-in/);

  await signBackInAndSave(page, title, sentence);
  await discardDraft(page);
});

test("an admin's sign-out-everywhere mid-edit, from another browser: the editor stays on the page and signs back in there", async ({
  browser,
  request,
}) => {
  const email = await makeAccount(request, 'editor');
  const page = await editorOn(browser, email);
  const title = `${await page.getByLabel('Title', { exact: true }).inputValue()} (signed out everywhere)`;
  await page.getByLabel('Title', { exact: true }).fill(title);
  const sentence = ' Typed while an admin signed me out.';
  await typeAtEnd(page, sentence);

  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, await makeAccount(request, 'admin'), '/admin/accounts');
  await admin
    .getByRole('listitem')
    .filter({ hasText: email })
    .getByRole('button', { name: 'Sign out everywhere' })
    .click();
  await expect(admin.getByRole('status')).toHaveText(
    `Signed ${email} out of every device: the next page they open asks them to sign in.`,
  );

  await signBackInAndSave(page, title, sentence);
  await discardDraft(page);
  await admin.context().close();
  await page.context().close();
});

test('an account removed mid-edit: the text is kept, and another account signs in in the dialog and saves it', async ({
  browser,
  request,
}) => {
  const removed = await makeAccount(request, 'editor');
  const page = await editorOn(browser, removed);
  const title = `${await page.getByLabel('Title', { exact: true }).inputValue()} (account removed)`;
  await page.getByLabel('Title', { exact: true }).fill(title);
  const sentence = ' Typed while my account was removed.';
  await typeAtEnd(page, sentence);

  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, await makeAccount(request, 'admin'), '/admin/accounts');
  const row = admin.getByRole('listitem').filter({ hasText: removed });
  await row.getByText('Remove this account').click();
  await row.getByLabel(`Type ${removed} to confirm`).fill(removed);
  await row.getByRole('button', { name: 'Remove' }).click();
  await expect(admin.getByRole('listitem').filter({ hasText: removed })).toHaveCount(0);

  // The removed account cannot come back; the dialog says so and keeps asking.
  await saveDraft(page);
  const dialog = page.getByRole('dialog', { name: 'Sign in again to save' });
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'That e-mail address and password do not match an account.',
  );
  await dialog.getByRole('button', { name: 'Not now' }).click();
  await expect(dialog).toBeHidden();

  await signBackInAndSave(page, title, sentence, await makeAccount(request, 'editor'));
  await discardDraft(page);
  await admin.context().close();
  await page.context().close();
});

test('a conflict shows where the two bodies differ; their body change is never dropped unseen', async ({
  browser,
  request,
}) => {
  const theirs = await editorOn(browser, await makeAccount(request, 'editor', 'theirs'));
  const mine = await editorOn(browser, await makeAccount(request, 'editor', 'mine'));
  const notice = mine.locator('main form > [role=alert]');

  // They change the end of the body, far past any quote; I change the title only.
  await typeAtEnd(theirs, ' Their closing sentence.');
  await saveDraft(theirs);
  await saved(theirs);
  const title = `${await mine.getByLabel('Title', { exact: true }).inputValue()} (mine)`;
  await mine.getByLabel('Title', { exact: true }).fill(title);
  await saveDraft(mine);
  await expect(notice).toContainText('saved this after you opened it');
  await expect(notice).toBeInViewport({ ratio: 1 });
  await expect(notice.locator('[data-diff] ins')).toHaveText(['[added: Their closing sentence.]']);
  await expect(bodyEditor(mine)).toContainText('Their closing sentence.');
  await saveDraft(mine);
  await saved(mine);
  let now = await stored(mine);
  expect(now.title).toBe(title);
  expect(now.body).toContain('Their closing sentence.');

  // Both change the body: the notice shows theirs against mine, word by word.
  await theirs.reload();
  await typeAtEnd(theirs, ' Theirs again.');
  await saveDraft(theirs);
  await saved(theirs);
  await expect(bodyEditor(mine)).toBeVisible();
  await typeAtEnd(mine, ' Mine instead.');
  await saveDraft(mine);
  await expect(notice).toContainText('you both changed it');
  const diff = notice.locator('[data-diff]');
  await expect(diff.locator('del')).toHaveText(['[removed: Theirs again.]']);
  await expect(diff.locator('ins')).toHaveText(['[added: Mine instead.]']);
  // What they wrote before stays: only what both changed differs.
  await expect(diff).toContainText('Their closing sentence.');
  await expect(bodyEditor(mine)).toContainText('Their closing sentence. Mine instead.');

  // Seen both, I keep theirs too, and save on their version.
  await typeAtEnd(mine, ' Theirs again.');
  await saveDraft(mine);
  await saved(mine);
  now = await stored(mine);
  expect(now.body).toContain('Their closing sentence. Mine instead. Theirs again.');

  await discardDraft(mine);
  await theirs.context().close();
  await mine.context().close();
});

test('typing right after inserting a video or a picture goes after it, and a selected block is outlined', async ({
  page,
  request,
}) => {
  await signIn(page, await makeAccount(request, 'editor'), '/admin/blog-posts/new');
  const body = bodyEditor(page);
  const toolbar = page.getByRole('toolbar', { name: 'Formatting' });

  await body.focus();
  await page.keyboard.type('Before the video.');
  await toolbar.getByRole('button', { name: 'YouTube video' }).click();
  const video = page.getByRole('group', { name: 'YouTube video' });
  await video.getByLabel('YouTube address').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await video.getByRole('button', { name: 'Insert' }).click();
  // TipTap gives the body its focus in the next frame: a person sees the caret, then types.
  await expect(body).toBeFocused();
  await page.keyboard.type('After the video.');
  await expect(body.locator('[data-video-placeholder]')).toHaveCount(1);
  await expect(body.locator('p')).toHaveText(['Before the video.', 'After the video.']);

  await toolbar.getByRole('button', { name: 'Picture' }).click();
  const picture = page.getByRole('group', { name: 'Picture' });
  await picture
    .getByLabel('Picture address (from Pictures and files)')
    .fill('/demo/blog/blog-03.webp');
  await picture.getByLabel('What it shows (alt text)').fill('Knitted fabric');
  await picture.getByRole('button', { name: 'Insert' }).click();
  await expect(body).toBeFocused();
  await page.keyboard.type('After the picture.');
  await expect(body.locator('img')).toHaveCount(1);
  await expect(body.locator('p').last()).toHaveText('After the picture.');

  // A block clicked is selected, and shows it: the next key would replace it.
  await body.locator('img').click();
  await expect(body.locator('img')).toHaveClass(/ProseMirror-selectednode/);
  await expect(body.locator('img')).toHaveCSS('outline-style', 'solid');
  // A key typed on it starts a paragraph after it, and the picture stays.
  await page.keyboard.type('Typed on the selected picture.');
  await expect(body.locator('img')).toHaveCount(1);
  await expect(body.locator('p')).toHaveText([
    'Before the video.',
    'After the video.',
    'Typed on the selected picture.',
    'After the picture.',
  ]);

  // A video clicked too: the keys stay in the body, not inside the player, where they went nowhere.
  const player = body.locator('div[data-youtube-video]');
  await player.click();
  await expect(player).toHaveClass(/ProseMirror-selectednode/);
  await expect(body).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.type('Typed after a click on the video.');
  await expect(body).toContainText('Typed after a click on the video.');
  await expect(body.locator('[data-video-placeholder]')).toHaveCount(1);
});

/**
 * Typing that goes on through the moment a save's answer is applied, in each kind
 * of field: a line (Title), a plain text box (Summary) and the rich-text Body.
 */
const THROUGH_THE_ANSWER = [
  {
    kind: 'the title (a line)',
    field: (page: Page) => page.getByLabel('Title', { exact: true }),
    focusName: 'title',
    shown: (page: Page) => page.getByLabel('Title', { exact: true }).inputValue(),
    storedValue: (now: { title: string }) => now.title,
  },
  {
    kind: 'the summary (a plain text box)',
    field: (page: Page) => page.getByLabel('Summary', { exact: true }),
    focusName: 'shortDescription',
    shown: (page: Page) => page.getByLabel('Summary', { exact: true }).inputValue(),
    storedValue: (now: { summary: string }) => now.summary,
  },
  {
    kind: 'the rich-text body',
    field: bodyEditor,
    focusName: 'description',
    shown: (page: Page) => bodyEditor(page).innerText(),
    storedValue: null,
  },
] as const;

for (const { kind, field, focusName, shown, storedValue } of THROUGH_THE_ANSWER) {
  test(`no key is lost when a save's answer arrives mid-word, in ${kind}: what is stored after the next save is every key typed`, async ({
    page,
    request,
  }) => {
    await signIn(page, await makeAccount(request, 'editor'), ARTICLE);
    await expect(bodyEditor(page)).toBeVisible();
    const before = await shown(page);
    // The save's answer, once the server has sent it, is held while the typing begins,
    // then let go mid-word (so that a slow server does not make the title overlong).
    const answer = await holdSaveAnswers(page);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByRole('button', { name: 'Saving…' }).first()).toBeVisible();
    await field(page).focus();
    await page.keyboard.press('Control+End');

    // Where the keys go at every change of the page from here on: a key the page
    // takes while the focus is elsewhere (the field drawn again, the editor not yet
    // there) goes nowhere. Each record is the field with the focus, by name.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { focusAtChanges: string[] }).focusAtChanges = seen;
      new MutationObserver(() => {
        const active = document.activeElement;
        seen.push(
          active?.closest('[data-rich-text]')?.getAttribute('data-rich-text') ??
            active?.getAttribute('name') ??
            active?.tagName ??
            'nothing',
        );
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    const applied = () =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll('[role=status]')).some((status) =>
          status.textContent?.includes('What you typed during the save is in the form'),
        ),
      );

    // One key at a time, without a pause: the answer is let go after the fifth, and
    // ten more follow the moment it shows.
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    let typed = '';
    let after = -1;
    while (after < 10) {
      const key = letters[typed.length % letters.length]!;
      await page.keyboard.type(key);
      typed += key;
      if (typed.length === 5) {
        await answer.answeredByServer;
        answer.release();
      }
      if (after >= 0) after += 1;
      else if (typed.length > 5 && (await applied())) after = 0;
      expect(typed.length, 'the answer never showed').toBeLessThan(2000);
    }

    expect(await shown(page)).toBe(`${before}${typed}`);
    const focus = await page.evaluate(
      () => (window as unknown as { focusAtChanges: string[] }).focusAtChanges,
    );
    expect(new Set(focus)).toEqual(new Set([focusName]));
    await answer.stop();

    await saveDraft(page);
    await saved(page);
    expect(await shown(page)).toBe(`${before}${typed}`);
    await page.goto(ARTICLE);
    await expect(bodyEditor(page)).toBeVisible();
    expect(await shown(page)).toBe(`${before}${typed}`);
    if (storedValue) {
      const now = await stored(page);
      expect(
        storedValue({
          ...now,
          summary: await page.getByLabel('Summary', { exact: true }).inputValue(),
        }),
      ).toBe(`${before}${typed}`);
    } else {
      const { body } = await stored(page);
      expect(body).toContain(typed);
    }
    await discardDraft(page);
  });
}

test('Enter in the title saves, and typing on after the answer goes on in the title', async ({
  page,
  request,
}) => {
  await signIn(page, await makeAccount(request, 'editor'), ARTICLE);
  await expect(bodyEditor(page)).toBeVisible();
  const title = page.getByLabel('Title', { exact: true });
  const before = await title.inputValue();
  await title.focus();
  await page.keyboard.press('End');
  const answered = saveAnswer(page);
  await page.keyboard.press('Enter');
  await answered;
  await saved(page);
  // The notice is announced (a status) without taking the caret from the field.
  await expect(title).toBeFocused();
  await page.keyboard.type(' typed on');
  await expect(title).toHaveValue(`${before} typed on`);
  await discardDraft(page);
});

test('typing in the body before its editor arrives: the editor takes the text and the caret, and typing goes on in it', async ({
  page,
  request,
}) => {
  const email = await makeAccount(request, 'editor');
  // The editor's script is held until the person has typed into the plain field under it.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
    const response = await route.fetch();
    const script = await response.text();
    if (script.includes('H3 subheading')) await held;
    await route.fulfill({ response, body: script });
  });
  await signIn(page, email, ARTICLE);
  const field = page.locator('textarea[name="description"]');
  await field.focus();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' Typed before the editor.');
  await expect(bodyEditor(page)).toHaveCount(0);

  release();
  await expect(bodyEditor(page)).toBeFocused();
  await page.keyboard.type(' And after it came.');
  await expect(bodyEditor(page)).toContainText('Typed before the editor. And after it came.');
  await page.unroute(/\/_next\/static\/chunks\/.+\.js$/);
  await saveDraft(page);
  await saved(page);
  expect((await stored(page)).body).toContain('Typed before the editor. And after it came.');
  await discardDraft(page);
});

test('a click on Save draft, then typing on: the keys go back into the body where the caret was', async ({
  page,
  request,
}) => {
  await signIn(page, await makeAccount(request, 'editor'), ARTICLE);
  const body = bodyEditor(page);
  const before = await body.innerText();
  await typeAtEnd(page, ' Before the click.');
  const answered = saveAnswer(page);
  await page.getByRole('button', { name: 'Save draft' }).click();
  // Typed at once, without a click back into the body, as people do.
  await page.keyboard.type(' Straight after the click.');
  await answered;
  await saved(page);
  await page.keyboard.type(' After the answer.');
  await expect(body).toBeFocused();
  await expect(body).toHaveText(
    `${before} Before the click. Straight after the click. After the answer.`,
    { useInnerText: true },
  );
  await discardDraft(page);
});

test('Ctrl+S in the body saves a draft, never publishes, and typing goes on in the body', async ({
  page,
  request,
}) => {
  await signIn(page, await makeAccount(request, 'editor'), ARTICLE);
  const body = bodyEditor(page);
  const before = await body.innerText();
  await typeAtEnd(page, ' Saved with the keyboard.');
  const answered = saveAnswer(page);
  await page.keyboard.press('Control+s');
  await answered;
  await saved(page);
  await page.keyboard.type(' And on.');
  await expect(body).toHaveText(`${before} Saved with the keyboard. And on.`, {
    useInnerText: true,
  });
  // A draft, not the published article: the public page does not have it.
  const slug = await page.locator('input[name="slug"]').inputValue();
  const published = await request.get(`/blogs/details/${slug}`);
  expect(published.status()).toBe(200);
  expect(await published.text()).not.toContain('Saved with the keyboard');
  const { body: html } = await stored(page);
  expect(html).toContain('Saved with the keyboard.');
  await discardDraft(page);
});
