import type { Page } from '@playwright/test';

/**
 * Visible text on a page's main content with three or more English words and no
 * Bengali, in a part whose language is Bangla: copy left untranslated (a name
 * shown in English is marked `lang="en"` and so is not counted).
 */
export const englishLeftInBangla = (page: Page) =>
  page.locator('main').evaluate((main) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim();
      const parent = node.parentElement!;
      if (!text || parent.closest('script, style, [hidden]')) continue;
      if (parent.getClientRects().length === 0) continue;
      if (parent.closest('[lang]')!.getAttribute('lang') !== 'bn') continue;
      if (/[\u0980-\u09ff]/.test(text)) continue;
      if (/[A-Za-z]{2,}(?:[\s,.’'&-]+[A-Za-z]{2,}){2,}/.test(text)) found.push(text);
    }
    return found;
  });
