import { beforeEach, describe, expect, it, vi } from 'vitest';

const session = vi.hoisted(() => ({ editor: null as null | { id: string; role: string } }));

vi.mock('next/navigation', () => ({
  redirect: (to: string) => {
    throw new Error(`redirect ${to}`);
  },
}));
vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }));
vi.mock('@/lib/auth/session', () => ({
  editorFor: async () => session.editor ?? { refused: 'signed-out' },
  refusalMessage: () => '',
}));
vi.mock('./collection-store', () => ({
  deleteRow: vi.fn(async () => ({ deleted: true, inUse: false })),
  moveRow: vi.fn(async () => undefined),
  saveRow: vi.fn(),
}));
vi.mock('./uploads', () => ({ storeUpload: vi.fn() }));
vi.mock('./file-checks', () => ({ checkFileFields: vi.fn(), checkBodyPictures: vi.fn() }));
vi.mock('./rich-text', () => ({ richTextProblem: () => null }));

const { deleteItemForm, moveItemForm } = await import('./collection-actions');
const store = await import('./collection-store');

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};

/** What a call with JavaScript on may pass instead of a form. */
const junk = [undefined, null, 'a', 1, {}] as unknown as FormData[];

describe.each([
  ['moveItemForm', moveItemForm],
  ['deleteItemForm', deleteItemForm],
])('%s', (_, action) => {
  beforeEach(() => {
    session.editor = null;
    vi.clearAllMocks();
  });

  it.each(junk)('signed out, sends %j to sign in', async (input) => {
    await expect(action(input)).rejects.toThrow('redirect /admin/sign-in?next=/admin/lists');
  });

  it('signed out, sends a form for no list to sign in', async () => {
    await expect(action(form({ $collection: 'nope' }))).rejects.toThrow(
      'redirect /admin/sign-in?next=/admin/lists',
    );
  });

  it.each(junk)('signed in, sends %j back to the lists and changes nothing', async (input) => {
    session.editor = { id: 'e', role: 'editor' };
    await expect(action(input)).rejects.toThrow(/^redirect \/admin\/lists$/);
    expect(store.moveRow).not.toHaveBeenCalled();
    expect(store.deleteRow).not.toHaveBeenCalled();
  });
});

it('a signed-in move of a real list still moves', async () => {
  session.editor = { id: 'e', role: 'editor' };
  await expect(
    moveItemForm(form({ $collection: 'awards', $id: '3', $direction: 'up', $page: '1' })),
  ).rejects.toThrow('redirect /admin/lists/awards?page=1&moved=3#item-3');
  expect(store.moveRow).toHaveBeenCalledWith(session.editor, expect.anything(), 3, 'up');
});
